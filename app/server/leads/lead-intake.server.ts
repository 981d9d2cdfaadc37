// Accepting a lead: the one path every submission takes, from the JSON API and
// from the form actions alike. Rate limits first, then the lead is stored with
// its notifications in one transaction; only then is the visitor told success.
import { createHash } from "node:crypto";
import type { ValidLeadPayload } from "../../lib/lead-payload.ts";
import type { JsonObject, LeadKind } from "../../lib/lead-notification.ts";
import type { DataLayer } from "../data-layer.server.ts";
import { logError, logInfo, logWarn } from "../log.server.ts";
import { normaliseIp } from "../db/ip-hash.server.ts";

export interface LeadSubmission {
  kind: LeadKind;
  payload: ValidLeadPayload;
  idempotencyKey?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

export type IntakeResult =
  | { status: "stored"; id: string; created: boolean }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "unavailable" };

export interface RateLimits {
  /** Submissions per client address in PER_IP_WINDOW_MS. */
  perIp: number;
  /** Submissions across the site in SITE_WINDOW_MS. */
  site: number;
}

export const PER_IP_WINDOW_MS = 10 * 60_000;
export const SITE_WINDOW_MS = 60_000;

/** Whether one more submission from a client is within the limits. */
export type RateLimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LeadIntake {
  submit(submission: LeadSubmission): Promise<IntakeResult>;
  /**
   * Counts one submission from `ip` against the same per-address and site-wide
   * limits `submit` uses, for other submissions (quotes, decisions on them).
   * `label` only names the kind in the log. Rejects when the database fails.
   */
  checkRateLimits(ip: string | null | undefined, label: string): Promise<RateLimitCheck>;
  /**
   * A newsletter sign-up, stored once per address: a repeat is answered the
   * same way and stores nothing new, so the answer never reveals whether an
   * address was already known. Subscribing is the consent, stored with its time.
   */
  subscribe(input: { email: string; page: string; ip?: string | null; userAgent?: string | null }): Promise<IntakeResult>;
}

export const SUBSCRIBER_SOURCE = "Blog Subscription";

/**
 * The rate-limit key for a client. Hashed so the table never holds addresses;
 * the rows are pruned within a day.
 */
function clientKey(ip: string | null | undefined): string {
  const address = normaliseIp(ip ?? "unknown");
  return `leads:ip:${createHash("sha256").update(address).digest("hex").slice(0, 24)}`;
}

export function createLeadIntake(layer: Pick<DataLayer, "submitLead" | "hitRateLimit">, limits: RateLimits): LeadIntake {
  async function checkRateLimits(ip: string | null | undefined, label: string): Promise<RateLimitCheck> {
    const perIp = await layer.hitRateLimit(clientKey(ip), PER_IP_WINDOW_MS, limits.perIp);
    if (!perIp.allowed) {
      logWarn("lead.rate_limited", { scope: "ip", kind: label });
      return { allowed: false, retryAfterSeconds: Math.ceil(perIp.retryAfterMs / 1000) };
    }
    const site = await layer.hitRateLimit("leads:site", SITE_WINDOW_MS, limits.site);
    if (!site.allowed) {
      logWarn("lead.rate_limited", { scope: "site", kind: label });
      return { allowed: false, retryAfterSeconds: Math.ceil(site.retryAfterMs / 1000) };
    }
    return { allowed: true };
  }

  return {
    checkRateLimits,

    async subscribe({ email, page, ip, userAgent }) {
      try {
        const limited = await checkRateLimits(ip, "subscriber");
        if (!limited.allowed) return { status: "rate_limited", retryAfterSeconds: limited.retryAfterSeconds };
        const address = email.trim().toLowerCase();
        const result = await layer.submitLead({
          kind: "subscriber",
          source: SUBSCRIBER_SOURCE,
          payload: { email: address, page, subscribedAt: new Date().toISOString() },
          email: address,
          referrer: page,
          marketingConsent: true,
          idempotencyKey: `subscribe/${createHash("sha256").update(address).digest("hex")}`,
          ip: ip ?? null,
          userAgent: userAgent ?? null,
        });
        logInfo("subscriber.stored", { id: result.id, created: result.created });
        return { status: "stored", id: result.id, created: result.created };
      } catch (error) {
        logError("subscriber.store_failed", error);
        return { status: "unavailable" };
      }
    },

    async submit(submission) {
      try {
        const limited = await checkRateLimits(submission.ip, submission.kind);
        if (!limited.allowed) return { status: "rate_limited", retryAfterSeconds: limited.retryAfterSeconds };

        const { payload } = submission;
        const { marketingConsent, ...spec } = payload;
        const result = await layer.submitLead({
          kind: submission.kind,
          source: payload.source,
          payload: spec as unknown as JsonObject,
          fullName: payload.contact.fullname,
          email: payload.contact.email,
          phone: payload.contact.tel,
          referrer: payload.referrer,
          marketingConsent,
          idempotencyKey: submission.idempotencyKey ?? null,
          ip: submission.ip ?? null,
          userAgent: submission.userAgent ?? null,
        });
        logInfo("lead.stored", { id: result.id, kind: submission.kind, created: result.created });
        return { status: "stored", id: result.id, created: result.created };
      } catch (error) {
        // Full disk, a locked or unreachable database: never a false success.
        logError("lead.store_failed", error, { kind: submission.kind });
        return { status: "unavailable" };
      }
    },
  };
}

/** A key a client may send to make a retried post idempotent. */
export function isValidIdempotencyKey(value: string): boolean {
  return /^[A-Za-z0-9:._-]{8,100}$/.test(value);
}
