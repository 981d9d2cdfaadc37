// Retry schedule for outbox deliveries: exponential, capped, with a give-up
// point. Pure so the schedule can be tested with the spec-like numbers below
// and reused by any other retrying job.

export interface BackoffPolicy {
  /** Delay after the first failed attempt. */
  readonly baseMs: number;
  /** No delay grows beyond this. */
  readonly maxMs: number;
  /** After this many failed attempts the delivery is given up. */
  readonly maxAttempts: number;
}

/** 30 s, 1 min, 2 min, 4 min … capped at 1 hour; 12 attempts in all. */
export const OUTBOX_BACKOFF: BackoffPolicy = Object.freeze({
  baseMs: 30_000,
  maxMs: 60 * 60_000,
  maxAttempts: 12,
});

/**
 * Delay before the next try, given how many attempts have failed so far
 * (1 after the first failure).
 */
export function backoffDelayMs(failedAttempts: number, policy: BackoffPolicy = OUTBOX_BACKOFF): number {
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1) {
    throw new RangeError(`failedAttempts must be an integer of at least 1, got ${failedAttempts}`);
  }
  // Compare exponents instead of multiplying so a huge attempt count cannot
  // overflow to Infinity before the cap applies.
  const exponent = failedAttempts - 1;
  if (exponent >= Math.log2(policy.maxMs / policy.baseMs)) return policy.maxMs;
  return Math.min(policy.baseMs * 2 ** exponent, policy.maxMs);
}

/**
 * When to try again after a failure, or null when the attempts are used up
 * and the delivery should be marked as failed for good.
 */
export function nextRetryAt(failedAttempts: number, now: Date, policy: BackoffPolicy = OUTBOX_BACKOFF): Date | null {
  if (failedAttempts >= policy.maxAttempts) return null;
  return new Date(now.getTime() + backoffDelayMs(failedAttempts, policy));
}

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
