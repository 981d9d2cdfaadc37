// Accepting a lead: the one path every submission takes, from the JSON API and
// from the form actions alike. Rate limits first, then the lead is stored with
// its notifications in one transaction (the limits counted in it too); only
// then is the visitor told success.
import { createHash } from "node:crypto";
import {
  FLOOD_WINDOW_MS,
  type LimitSettings,
  PER_CLIENT_WINDOW_MS,
  type SubmissionKind,
  limitTable,
} from "#app/platform/limits/abuse-limits.ts";
import type { LeadAttribution } from "#app/features/leads/attribution/lead-attribution.ts";
import type { ValidLeadPayload } from "#app/features/leads/forms/lead-payload.ts";
import type { JsonObject, LeadKind } from "#app/features/leads/notify/lead-notification.ts";
import type { LeadStore } from "#app/features/leads/leads-data.server.ts";
import { logError, logInfo, logWarn, logWarnSampled } from "#app/platform/log/log.server.ts";
import type { FloodChallenge, ProofProblem } from "#app/features/leads/flood/flood-defence.ts";
import { type FloodGate, type ProofSent, createFloodGate } from "#app/features/leads/flood/flood-gate.server.ts";
import { floodFacts, leadText } from "#app/features/leads/flood/flood-facts.server.ts";
import { addressRateLimitKey } from "#app/platform/db/ip-hash.server.ts";
import { IdempotencyKeyConflict } from "#app/features/leads/leads-db.server.ts";
import { ChallengeReused, type FloodFacts } from "#app/features/leads/flood/flood-holds.server.ts";
import { RateLimitExceeded, type RateLimitRule } from "#app/platform/limits/rate-limit.server.ts";

/** The one rule for an Idempotency-Key, which the forms' actions read from here. */
export { isValidIdempotencyKey } from "#app/platform/http/idempotency-key.ts";

export interface LeadSubmission {
  kind: LeadKind;
  payload: ValidLeadPayload;
  idempotencyKey?: string | null;
  /** What the client sent with the key, hashed (submissionHash): a replay must match it. */
  bodyHash?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** Where the lead came from (decision 036). */
  attribution?: LeadAttribution | null;
  /** A solved challenge or answered question, asked for during a flood (decision 053). */
  proof?: ProofSent;
}

/** A flood of its kind, and no valid challenge solution: refused with a fresh challenge (decision 053). */
export type ChallengeResult = { status: "challenge"; problem: ProofProblem; challenge: FloodChallenge };

export type IntakeResult =
  | { status: "stored"; id: string; created: boolean; suspectedSpam: boolean }
  | { status: "rate_limited"; retryAfterSeconds: number }
  /** The idempotency key was first used with another body. */
  | { status: "conflict" }
  /** A flood of its kind, and no valid challenge solution: refused with a fresh challenge (decision 053). */
  | { status: "challenge"; problem: ProofProblem; challenge: FloodChallenge }
  | { status: "unavailable" };

export type { LimitSettings } from "#app/platform/limits/abuse-limits.ts";

/** Whether one more submission from a client is within the limits. */
export type RateLimitCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LeadIntake {
  submit(submission: LeadSubmission): Promise<IntakeResult>;
  /**
   * Counts one submission of `kind` from `ip` against that kind's limits, for
   * submissions that store no lead (decisions on quotes, quote lookups).
   * Rejects when the database fails.
   */
  checkRateLimits(ip: string | null | undefined, kind: SubmissionKind): Promise<RateLimitCheck>;
  /**
   * The limits of a kind as rules, for a write that counts them in its own
   * transaction (a quote): one disk sync instead of three.
   */
  rateLimitRules(ip: string | null | undefined, kind: SubmissionKind): RateLimitRule[];
  /** A fresh flood challenge (GET /api/challenge; decision 053). */
  issueChallenge(): Promise<FloodChallenge>;
  /**
   * The flood gate for a submission stored outside `submit` (a quote):
   * open, proved (then claimed once, here), or refused with a challenge.
   */
  guardFlood(kind: SubmissionKind, proof: ProofSent): Promise<{ status: "open" | "proved" } | ChallengeResult>;
  /**
   * A newsletter sign-up, stored once per address: a repeat is answered the
   * same way and stores nothing new, so the answer never reveals whether an
   * address was already known. It counts, with its consent, once confirmed
   * from the e-mail it triggers (see confirmation/confirmations.server.ts);
   * a repeat from an address not confirmed yet triggers a new one.
   */
  subscribe(input: {
    email: string;
    page: string;
    ip?: string | null;
    userAgent?: string | null;
    proof?: ProofSent;
  }): Promise<IntakeResult>;
}

export const SUBSCRIBER_SOURCE = "Blog Subscription";

type StoreInput = Parameters<LeadStore["submitLead"]>[0];
type FloodProof = FloodFacts["proof"];

/** The row a newsletter sign-up stores: once per address, its consent waiting for the confirmation. */
function subscriberRecord(
  input: Parameters<LeadIntake["subscribe"]>[0],
  proof: FloodProof,
  settings: LimitSettings,
): StoreInput {
  const address = input.email.trim().toLowerCase();
  return {
    kind: "subscriber" as const,
    source: SUBSCRIBER_SOURCE,
    payload: { email: address, page: input.page, subscribedAt: new Date().toISOString() },
    email: address,
    referrer: input.page,
    // Consent counts once the address is confirmed from the e-mail (double opt-in).
    marketingConsent: false,
    confirmFirst: true,
    idempotencyKey: `subscribe/${createHash("sha256").update(address).digest("hex")}`,
    ip: input.ip ?? null,
    userAgent: input.userAgent ?? null,
    flood: floodFacts(
      "subscriber",
      { payload: { email: address }, message: "", texts: [], phone: null },
      proof,
      settings,
    ),
  };
}

/** The row a lead stores: the spec's payload, its contact, consent, key and where it came from. */
function leadRecord(submission: LeadSubmission, proof: FloodProof, settings: LimitSettings): StoreInput {
  const { payload } = submission;
  const { marketingConsent, ...spec } = payload;
  return {
    kind: submission.kind,
    source: payload.source,
    payload: spec as unknown as JsonObject,
    fullName: payload.contact.fullname,
    email: payload.contact.email,
    phone: payload.contact.tel,
    referrer: payload.referrer,
    marketingConsent,
    idempotencyKey: submission.idempotencyKey ?? null,
    bodyHash: submission.bodyHash ?? null,
    ip: submission.ip ?? null,
    userAgent: submission.userAgent ?? null,
    attribution: submission.attribution ?? null,
    flood: floodFacts(submission.kind, leadText(payload), proof, settings),
  };
}

/**
 * The limits as rate-limit rules, and the store and the check that count
 * them. `ipHashSalt` keys the per-client counters' names (IP_HASH_SALT; see
 * addressRateLimitKey).
 */
function createLimitedStore(
  layer: LeadStore,
  settings: LimitSettings,
  floodGate: FloodGate,
  ipHashSalt: string | undefined,
) {
  const table = limitTable(settings);

  /** The per-client limit first: one noisy client should not count towards the site's flood. */
  function rulesFor(ip: string | null | undefined, kind: SubmissionKind): RateLimitRule[] {
    const limits = table[kind];
    const rules: RateLimitRule[] = [
      {
        key: addressRateLimitKey(`leads:${kind}`, ip, ipHashSalt),
        windowMs: PER_CLIENT_WINDOW_MS,
        limit: limits.perClient,
        scope: "ip",
      },
    ];
    if (limits.floodThreshold !== null) {
      rules.push({
        key: `leads:${kind}:site`,
        windowMs: FLOOD_WINDOW_MS,
        limit: limits.floodThreshold,
        scope: "flood",
        onExceeded: "flag",
      });
    }
    return rules;
  }

  /** Stores a lead with the limits counted in the same transaction. */
  async function storeWithinLimits(input: StoreInput): Promise<IntakeResult> {
    try {
      const { held, ...result } = await layer.submitLead(input, rulesFor(input.ip, input.kind));
      // One line per kind and interval, then a count: a flood must not fill the disk with log (issue 32).
      if (held) logWarnSampled(`lead.${held}`, input.kind, { id: result.id });
      else if (result.suspectedSpam && result.created)
        logWarnSampled("lead.suspected_spam", input.kind, { id: result.id });
      return { status: "stored", ...result };
    } catch (error) {
      if (error instanceof IdempotencyKeyConflict) {
        logWarn("lead.idempotency_conflict", { kind: input.kind });
        return { status: "conflict" };
      }
      if (error instanceof ChallengeReused) {
        logWarnSampled("lead.challenge_reused", input.kind);
        return { status: "challenge", problem: "reused", challenge: await floodGate.issue() };
      }
      if (!(error instanceof RateLimitExceeded)) throw error;
      logWarnSampled("lead.rate_limited", input.kind, { scope: error.rule.scope });
      return { status: "rate_limited", retryAfterSeconds: Math.ceil(error.retryAfterMs / 1000) };
    }
  }

  async function checkRateLimits(ip: string | null | undefined, kind: SubmissionKind): Promise<RateLimitCheck> {
    for (const rule of rulesFor(ip, kind)) {
      const result = await layer.hitRateLimit(rule.key, rule.windowMs, rule.limit);
      if (result.allowed || rule.onExceeded === "flag") continue;
      logWarnSampled("lead.rate_limited", kind, { scope: rule.scope });
      return { allowed: false, retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000) };
    }
    return { allowed: true };
  }

  return { rulesFor, storeWithinLimits, checkRateLimits };
}

/**
 * Each kind of submission counts against its own limits (decision 025): per
 * client (refused past it) and across the site (held as suspected spam past
 * it, never refused). `ipHashSalt` keys the per-client counters' names
 * (IP_HASH_SALT; see addressRateLimitKey).
 */
export function createLeadIntake(layer: LeadStore, settings: LimitSettings, ipHashSalt?: string): LeadIntake {
  const floodGate = createFloodGate(layer, settings.floodThreshold);
  const { rulesFor, storeWithinLimits, checkRateLimits } = createLimitedStore(layer, settings, floodGate, ipHashSalt);

  return {
    checkRateLimits,
    rateLimitRules: rulesFor,
    issueChallenge: () => floodGate.issue(),

    async guardFlood(kind, proof) {
      const gate = await floodGate.check(kind, proof);
      if (gate.status === "challenge") {
        logWarnSampled("lead.challenge_required", kind, { problem: gate.problem });
        return gate;
      }
      if (gate.status === "open") return gate;
      try {
        await layer.claimChallenge(gate.proof);
        return { status: "proved" };
      } catch (error) {
        if (!(error instanceof ChallengeReused)) throw error;
        logWarnSampled("lead.challenge_reused", kind);
        return { status: "challenge", problem: "reused", challenge: await floodGate.issue() };
      }
    },

    async subscribe(input) {
      try {
        const gate = await floodGate.check("subscriber", input.proof ?? {});
        if (gate.status === "challenge") {
          logWarnSampled("lead.challenge_required", "subscriber", { problem: gate.problem });
          return gate;
        }
        const proof = gate.status === "proved" ? gate.proof : null;
        const result = await storeWithinLimits(subscriberRecord(input, proof, settings));
        if (result.status === "stored") logInfo("subscriber.stored", { id: result.id, created: result.created });
        // An address known but not confirmed yet gets a new confirmation e-mail (at most one per ten minutes).
        if (result.status === "stored" && !result.created) await layer.resendConfirmation(result.id);
        return result;
      } catch (error) {
        logError("subscriber.store_failed", error);
        return { status: "unavailable" };
      }
    },

    async submit(submission) {
      try {
        // During a flood of its kind a submission pays a challenge first (decision 053).
        const gate = await floodGate.check(submission.kind, submission.proof ?? {});
        if (gate.status === "challenge") {
          logWarnSampled("lead.challenge_required", submission.kind, { problem: gate.problem });
          return gate;
        }
        const proof = gate.status === "proved" ? gate.proof : null;
        const result = await storeWithinLimits(leadRecord(submission, proof, settings));
        if (result.status === "stored" && !result.suspectedSpam)
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

/**
 * The hash an idempotency key is bound to: SHA-256 of the submission as JSON
 * with its object keys sorted, so the same body sent again (in any key order
 * or spacing) matches and any other body does not.
 */
export function submissionHash(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
