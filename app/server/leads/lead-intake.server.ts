// Accepting a lead: the one path every submission takes, from the JSON API and
// from the form actions alike. Rate limits first, then the lead is stored with
// its notifications in one transaction (the limits counted in it too); only
// then is the visitor told success.
import { createHash } from "node:crypto";
import type { ValidLeadPayload } from "../../lib/lead-payload.ts";
import type { JsonObject, LeadKind } from "../../lib/lead-notification.ts";
import type { DataLayer } from "../data-layer.server.ts";
import { logError, logInfo, logWarn } from "../log.server.ts";
import { addressRateLimitKey } from "../db/ip-hash.server.ts";
import { RateLimitExceeded, type RateLimitRule } from "../db/rate-limit.server.ts";

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
const SITE_KEY = "leads:site";
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
   * The same limits as rules, for a write that counts them in its own
   * transaction (a quote): one disk sync instead of three.
   */
  rateLimitRules(ip: string | null | undefined): RateLimitRule[];
  /**
   * A newsletter sign-up, stored once per address: a repeat is answered the
   * same way and stores nothing new, so the answer never reveals whether an
   * address was already known. It counts, with its consent, once confirmed
   * from the e-mail it triggers (see privacy/confirmations.server.ts).
   */
  subscribe(input: {
    email: string;
    page: string;
    ip?: string | null;
    userAgent?: string | null;
  }): Promise<IntakeResult>;
}

export const SUBSCRIBER_SOURCE = "Blog Subscription";

/** `ipHashSalt` keys the per-address counters' names (IP_HASH_SALT; see addressRateLimitKey). */
export function createLeadIntake(
  layer: Pick<DataLayer, "submitLead" | "hitRateLimit">,
  limits: RateLimits,
  ipHashSalt?: string,
): LeadIntake {
  /** The per-address limit first: one noisy client should not use up the site's allowance. */
  function rulesFor(ip: string | null | undefined): RateLimitRule[] {
    return [
      {
        key: addressRateLimitKey("leads", ip, ipHashSalt),
        windowMs: PER_IP_WINDOW_MS,
        limit: limits.perIp,
        scope: "ip",
      },
      { key: SITE_KEY, windowMs: SITE_WINDOW_MS, limit: limits.site, scope: "site" },
    ];
  }

  /** Stores a lead with the limits counted in the same transaction. */
  async function storeWithinLimits(
    input: Parameters<DataLayer["submitLead"]>[0],
    label: string,
  ): Promise<IntakeResult> {
    try {
      const result = await layer.submitLead(input, rulesFor(input.ip));
      return { status: "stored", id: result.id, created: result.created };
    } catch (error) {
      if (!(error instanceof RateLimitExceeded)) throw error;
      logWarn("lead.rate_limited", { scope: error.rule.scope, kind: label });
      return { status: "rate_limited", retryAfterSeconds: Math.ceil(error.retryAfterMs / 1000) };
    }
  }

  async function checkRateLimits(ip: string | null | undefined, label: string): Promise<RateLimitCheck> {
    const perIp = await layer.hitRateLimit(
      addressRateLimitKey("leads", ip, ipHashSalt),
      PER_IP_WINDOW_MS,
      limits.perIp,
    );
    if (!perIp.allowed) {
      logWarn("lead.rate_limited", { scope: "ip", kind: label });
      return { allowed: false, retryAfterSeconds: Math.ceil(perIp.retryAfterMs / 1000) };
    }
    const site = await layer.hitRateLimit(SITE_KEY, SITE_WINDOW_MS, limits.site);
    if (!site.allowed) {
      logWarn("lead.rate_limited", { scope: "site", kind: label });
      return { allowed: false, retryAfterSeconds: Math.ceil(site.retryAfterMs / 1000) };
    }
    return { allowed: true };
  }

  return {
    checkRateLimits,
    rateLimitRules: rulesFor,

    async subscribe({ email, page, ip, userAgent }) {
      try {
        const address = email.trim().toLowerCase();
        const lead = {
          kind: "subscriber" as const,
          source: SUBSCRIBER_SOURCE,
          payload: { email: address, page, subscribedAt: new Date().toISOString() },
          email: address,
          referrer: page,
          // Consent counts once the address is confirmed from the e-mail (double opt-in).
          marketingConsent: false,
          confirmFirst: true,
          idempotencyKey: `subscribe/${createHash("sha256").update(address).digest("hex")}`,
          ip: ip ?? null,
          userAgent: userAgent ?? null,
        };
        const result = await storeWithinLimits(lead, "subscriber");
        if (result.status === "stored") logInfo("subscriber.stored", { id: result.id, created: result.created });
        return result;
      } catch (error) {
        logError("subscriber.store_failed", error);
        return { status: "unavailable" };
      }
    },

    async submit(submission) {
      try {
        const { payload } = submission;
        const { marketingConsent, ...spec } = payload;
        const lead = {
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
        };
        const result = await storeWithinLimits(lead, submission.kind);
        if (result.status === "stored")
          logInfo("lead.stored", { id: result.id, kind: submission.kind, created: result.created });
        return result;
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
