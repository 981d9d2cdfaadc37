// The limits on staff sign-in attempts (decision 027), as pure rules: which
// lock applies to an attempt given the failed attempts of the last window,
// when an account's failures make a burst worth an e-mail, and how many
// password checks may run or wait at once.
import { slidingWindow } from "#app/platform/limits/sliding-window.ts";

/** Failed sign-ins count for this long: a sliding window, not a quarter of the clock. */
export const LOGIN_WINDOW_MS = 15 * 60_000;

export const LOGIN_LIMITS = {
  /** Failures on one account from one network address: past it that address is locked out of that account. */
  perAccountFromAddress: 5,
  /** Failures from one network address on any accounts (a shared office counts as one): past it the address is locked out. */
  perAddress: 20,
  /**
   * Failures on one account from addresses it has never signed in from, all
   * together: past it only such addresses are refused, so a spread-out attack
   * is stopped while staff still sign in from where they always do.
   */
  perAccountFromUnknownAddresses: 20,
} as const;

/** An address counts as the account's own for this long after a successful sign-in from it. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 60 * 60_000;

/** This many failures on one account in a window make a burst: its owner is told once by e-mail. */
export const LOGIN_BURST_FAILURES = 5;

/** Password checks (scrypt) at once at most, and how many may wait for a turn; beyond that sign-in answers 429. */
export const PASSWORD_CHECKS = { concurrency: 2, maxWaiting: 8 } as const;

/**
 * Checks at once on a machine with `cores`: at most two, and one core left
 * over for everything else (scrypt keeps a core busy for its whole run).
 */
export function passwordCheckConcurrency(cores: number): number {
  return Math.max(1, Math.min(PASSWORD_CHECKS.concurrency, Math.floor(cores) - 1));
}
/** Retry-After, in seconds, when the password checks are all taken: they take a fraction of a second each. */
export const PASSWORD_CHECKS_BUSY_RETRY_AFTER_S = 5;

/** Failed attempts in the window (ms since the epoch), from the database. */
export interface LoginFailures {
  /** On this account, from this address. */
  accountFromAddress: readonly number[];
  /** From this address, on any account. */
  address: readonly number[];
  /** On this account, from addresses that were not its own at the time. */
  accountFromUnknownAddresses: readonly number[];
}

export type LoginLockScope = "address" | "account_from_address" | "account";

export interface LoginLock {
  scope: LoginLockScope;
  retryAfterMs: number;
}

/**
 * The lock that refuses the next attempt, or undefined when it may go ahead.
 * An address flooding one account locks that address out, never the account:
 * the account's own limit applies only to addresses it has never signed in from.
 */
export function loginLock(failures: LoginFailures, addressIsKnown: boolean, now: number): LoginLock | undefined {
  const checks: [LoginLockScope, readonly number[], number][] = [
    ["address", failures.address, LOGIN_LIMITS.perAddress],
    ["account_from_address", failures.accountFromAddress, LOGIN_LIMITS.perAccountFromAddress],
  ];
  if (!addressIsKnown) {
    checks.push(["account", failures.accountFromUnknownAddresses, LOGIN_LIMITS.perAccountFromUnknownAddresses]);
  }
  for (const [scope, times, limit] of checks) {
    const state = slidingWindow(times, limit, LOGIN_WINDOW_MS, now);
    if (!state.allowed) return { scope, retryAfterMs: state.retryAfterMs };
  }
  return undefined;
}

/** What the database remembers of an account's failures, for the burst e-mail. */
export interface BurstState {
  /** The failure before this one, if any. */
  previousFailureAt: number | null;
  /** When this burst's e-mail was queued; null when none was. */
  alertedAt: number | null;
}

/**
 * After a failed attempt on an account with `failuresInWindow` failures in
 * the window (this one included): whether to e-mail its owner now, and the
 * state to keep. A burst lasts until a whole window passes without a failure,
 * and gets one e-mail, however long it goes on.
 */
export function afterFailure(
  state: BurstState,
  failuresInWindow: number,
  now: number,
): { sendAlert: boolean; alertedAt: number | null } {
  const burstEnded = state.previousFailureAt === null || now - state.previousFailureAt >= LOGIN_WINDOW_MS;
  const alertedAt = burstEnded ? null : state.alertedAt;
  if (failuresInWindow >= LOGIN_BURST_FAILURES && alertedAt === null) return { sendAlert: true, alertedAt: now };
  return { sendAlert: false, alertedAt };
}
