// What a flood may store (issue 32, decision 053), inside the transaction
// that stores a lead: a challenge is claimed once, identical held submissions
// fold into one row, a held lead that looks genuine is stored as an ordinary
// lead (its notification queued), and held rows without a solved challenge
// are capped per window. The rules are app/features/leads/flood/flood-defence.ts.
import type { Kysely } from "kysely";
import { CAMPAIGN_WINDOW_MS, HELD_WINDOW_MS, looksGenuine } from "#app/features/leads/flood/flood-defence.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { type InsertLeadResult, type NewLead, storeLead } from "#app/features/leads/leads-db.server.ts";
import { type RateLimitRule, enforceRateLimits, hitRateLimit } from "#app/platform/limits/rate-limit.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

/** What the intake worked out about a submission before storing it (no database needed). */
export interface FloodFacts {
  /** SHA-256 of campaignText: identical submissions share it. */
  campaignFingerprint: string;
  /** SHA-256 of the normalised message; null without one. */
  messageFingerprint: string | null;
  /** plausiblyAPerson: a valid South African phone number and no links. */
  plausible: boolean;
  /** The solved challenge it carries, claimed once in this transaction; null without one. */
  proof: { salt: string; expiresAt: Date } | null;
  /** Held rows of its kind allowed per HELD_WINDOW_MS without a solved challenge. */
  heldCap: number;
}

/**
 * How a submission held in a flood ended: a row of its own, folded into a
 * campaign, released to sales, or answered without being stored (past the cap).
 */
export type HeldOutcome = "held" | "folded" | "released" | "dropped";

export interface FloodStoreResult extends InsertLeadResult {
  held?: HeldOutcome;
}

/** A challenge presented a second time (in any process): refused, nothing stored. */
export class ChallengeReused extends Error {
  constructor() {
    super("The challenge was already used");
    this.name = "ChallengeReused";
  }
}

/** Marks a challenge used; throws ChallengeReused when it already was. */
export async function claimChallenge(trx: Kysely<Database>, proof: { salt: string; expiresAt: Date }): Promise<void> {
  const claimed = await trx
    .insertInto("used_challenges")
    .values({ salt: proof.salt, expires_at: proof.expiresAt.toISOString() })
    .onConflict((oc) => oc.column("salt").doNothing())
    .returning("salt")
    .executeTakeFirst();
  if (!claimed) throw new ChallengeReused();
}

/** Forgets used challenges that have expired (a replay of one is refused as expired). */
export async function pruneUsedChallenges(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom("used_challenges").where("expires_at", "<", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Every lead submission's write (the group commit's work): the limits
 * counted, the challenge claimed, then the lead stored: as usual below the
 * flood threshold, through the flood's bounds past it. One transaction.
 */
export async function storeSubmittedLead(
  trx: Kysely<Database>,
  input: NewLead,
  rateLimits: readonly RateLimitRule[],
  facts: FloodFacts | null,
): Promise<FloodStoreResult> {
  const { flagged } = await enforceRateLimits(trx, rateLimits, input.now);
  if (facts?.proof) await claimChallenge(trx, facts.proof);
  if (!facts) return storeLead(trx, flagged ? { ...input, suspectedSpam: true } : input);
  if (flagged) return storeHeldLead(trx, input, facts);
  const stored = await storeLead(trx, input);
  // Fingerprinted too, so a flood's copies of it fold into it and its text is not "its own" for them.
  if (stored.created) await markFingerprints(trx, stored.id, facts);
  return stored;
}

async function markFingerprints(trx: Kysely<Database>, id: string, facts: FloodFacts): Promise<void> {
  await trx
    .updateTable("leads")
    .set({ campaign_fingerprint: facts.campaignFingerprint, message_fingerprint: facts.messageFingerprint })
    .where("id", "=", id)
    .execute();
}

/**
 * Stores a submission that came past its kind's flood threshold. `input`
 * carries the flood facts; the rate limits were counted already.
 */
export async function storeHeldLead(
  trx: Kysely<Database>,
  input: NewLead,
  facts: FloodFacts,
): Promise<FloodStoreResult> {
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - CAMPAIGN_WINDOW_MS).toISOString();

  // A retried post of a stored submission answers as before (storeLead handles its key).
  if (input.idempotencyKey) {
    const known = await trx
      .selectFrom("leads")
      .select("id")
      .where("idempotency_key", "=", input.idempotencyKey)
      .executeTakeFirst();
    if (known) return storeLead(trx, { ...input, suspectedSpam: true });
  }

  const campaign = await trx
    .selectFrom("leads")
    .select("id")
    .where("campaign_fingerprint", "=", facts.campaignFingerprint)
    .where("created_at", ">=", since)
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  if (campaign) {
    await trx
      .updateTable("leads")
      .set((eb) => ({ repeat_count: eb("repeat_count", "+", 1), last_seen_at: now.toISOString() }))
      .where("id", "=", campaign.id)
      .execute();
    return { id: campaign.id, created: true, suspectedSpam: true, held: "folded" };
  }

  const messageSeenBefore = facts.messageFingerprint
    ? (await trx
        .selectFrom("leads")
        .select("id")
        .where("message_fingerprint", "=", facts.messageFingerprint)
        .where("created_at", ">=", since)
        .limit(1)
        .executeTakeFirst()) !== undefined
    : false;
  // Not folded above, so not part of a campaign.
  const released = looksGenuine({ plausible: facts.plausible, messageSeenBefore, inCampaign: false });

  if (!released && !facts.proof) {
    const held = await hitRateLimit(trx, `leads:${input.kind}:held`, HELD_WINDOW_MS, facts.heldCap, now);
    // Answered as usual, not stored: it solved no challenge and is not a person's by its looks.
    if (!held.allowed) return { id: newId(now.getTime()), created: true, suspectedSpam: true, held: "dropped" };
  }

  const stored = await storeLead(trx, { ...input, suspectedSpam: !released });
  await markFingerprints(trx, stored.id, facts);
  return {
    id: stored.id,
    created: stored.created,
    suspectedSpam: stored.suspectedSpam,
    held: released ? "released" : "held",
  };
}

/** A kind's flood counter over the current and the previous window: a flood lasts while either is past it. */
export async function floodWindowCounts(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ current: number; previous: number }> {
  const currentStart = Math.floor(now.getTime() / windowMs) * windowMs;
  const starts = [new Date(currentStart).toISOString(), new Date(currentStart - windowMs).toISOString()];
  const rows = await db
    .selectFrom("rate_limits")
    .select(["window_start", "count"])
    .where("key", "=", key)
    .where("window_start", "in", starts)
    .execute();
  const countAt = (start: string) => Number(rows.find((row) => row.window_start === start)?.count ?? 0);
  return { current: countAt(starts[0] ?? ""), previous: countAt(starts[1] ?? "") };
}

/** Adds `count` refused submissions to a flood counter's current window (one statement for many). */
export async function addToFloodCounter(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  count: number,
  now: Date,
): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, count })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", count) })),
    )
    .execute();
}
