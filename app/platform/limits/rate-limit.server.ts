// Fixed-window rate limiting kept in the database, so every app process
// counts against the same limit.
import type { Kysely } from "kysely";
import { precompiled } from "#app/platform/db/precompiled.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { recordRateLimitExceeded } from "#app/platform/ops/metrics.server.ts";

export interface RateLimitResult {
  allowed: boolean;
  /** Requests left in this window after this one. */
  remaining: number;
  /** 0 when allowed; otherwise time until the window resets. */
  retryAfterMs: number;
  /** Requests counted in this window, this one included. */
  count: number;
}

/** Every lead runs this twice: compiled once (see precompiled.server.ts). */
const countHit = precompiled<{ key: string; windowStart: string }, { count: number }>((db, values) =>
  db
    .insertInto("rate_limits")
    .values({ key: values.key, window_start: values.windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", 1) })),
    )
    .returning("count"),
);

/**
 * Counts one request for `key` in the current window and says whether it is
 * within `limit`. One upsert statement, so concurrent requests from several
 * processes are each counted exactly once.
 */
export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  limit: number,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  if (!Number.isFinite(windowMs) || windowMs <= 0) throw new RangeError("windowMs must be a positive number");
  const nowMs = now.getTime();
  const windowStartMs = Math.floor(nowMs / windowMs) * windowMs;

  const [row] = (await countHit.execute(db, { key, windowStart: new Date(windowStartMs).toISOString() })).rows;
  if (!row) throw new Error("The rate-limit upsert returned no count");
  const total = Number(row.count);
  const allowed = total <= limit;
  if (!allowed) recordRateLimitExceeded(key);
  return {
    allowed,
    remaining: Math.max(0, limit - total),
    retryAfterMs: allowed ? 0 : windowStartMs + windowMs - nowMs,
    count: total,
  };
}

/** One limit to check: `limit` hits per `windowMs` for `key`. */
export interface RateLimitRule {
  key: string;
  windowMs: number;
  limit: number;
  /** What the limit is about, for the log ("ip", "site", "flood"). */
  scope?: string;
  /**
   * Past the limit: "refuse" (the default) throws RateLimitExceeded; "flag"
   * lets the write go on, marked (a flood threshold: decision 025).
   */
  onExceeded?: "refuse" | "flag";
}

/** Thrown inside a transaction to roll it back when a limit is exceeded. */
export class RateLimitExceeded extends Error {
  readonly rule: RateLimitRule;
  readonly retryAfterMs: number;

  constructor(rule: RateLimitRule, retryAfterMs: number) {
    super(`Rate limit exceeded for ${rule.key}`);
    this.name = "RateLimitExceeded";
    this.rule = rule;
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * Counts a hit against every rule, in order, inside the caller's transaction;
 * throws RateLimitExceeded at the first refusing rule exceeded, so the
 * transaction (and with it the counting) rolls back. A flagging rule exceeded
 * only says so: `flagged` is true. One transaction, one disk sync, for the
 * limits and the write they guard.
 */
export async function enforceRateLimits(
  trx: Kysely<Database>,
  rules: readonly RateLimitRule[],
  now: Date = new Date(),
): Promise<{ flagged: boolean }> {
  let flagged = false;
  for (const rule of rules) {
    const result = await hitRateLimit(trx, rule.key, rule.windowMs, rule.limit, now);
    if (result.allowed) continue;
    if (rule.onExceeded === "flag") flagged = true;
    else throw new RateLimitExceeded(rule, result.retryAfterMs);
  }
  return { flagged };
}

/** Deletes windows that started before `before`; returns how many. */
export async function pruneRateLimits(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("window_start", "<", before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The count in the current window without adding to it, and the time until the window resets. */
export async function peekRateLimit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: Date = new Date(),
): Promise<{ count: number; retryAfterMs: number }> {
  if (!Number.isFinite(windowMs) || windowMs <= 0) throw new RangeError("windowMs must be a positive number");
  const nowMs = now.getTime();
  const windowStartMs = Math.floor(nowMs / windowMs) * windowMs;
  const row = await db
    .selectFrom("rate_limits")
    .select("count")
    .where("key", "=", key)
    .where("window_start", "=", new Date(windowStartMs).toISOString())
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), retryAfterMs: windowStartMs + windowMs - nowMs };
}

/** Forgets every window of a key, e.g. an account's failed sign-ins once it signs in. */
export async function clearRateLimit(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/**
 * Adds `amount` (bytes, files) to a key's count in the current window and
 * returns the new total: a quota counted in something other than requests,
 * in the same table, pruned with the rest. One upsert, so several processes
 * add up exactly; inside a transaction it rolls back with it.
 */
export async function addToRateLimit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  amount: number,
  now: Date = new Date(),
): Promise<number> {
  if (!Number.isFinite(windowMs) || windowMs <= 0) throw new RangeError("windowMs must be a positive number");
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  const row = await db
    .insertInto("rate_limits")
    .values({ key, window_start: windowStart, count: amount })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", amount) })),
    )
    .returning("count")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
