import { describe, expect, it } from "vitest";
import {
  KNOWN_ADDRESS_MS,
  LOGIN_BURST_FAILURES,
  LOGIN_LIMITS,
  LOGIN_WINDOW_MS,
  type LoginFailures,
  PASSWORD_CHECKS,
  afterFailure,
  loginLock,
  passwordCheckConcurrency,
} from "#app/features/staff/login-limits.ts";

const MINUTE = 60_000;
const NOW = Date.parse("2026-11-21T09:37:00.000Z");
const ago = (minutes: number) => NOW - minutes * MINUTE;
/** n failures, one every `every` minutes, the latest `latest` minutes ago. */
const failures = (n: number, latest = 0, every = 0.5) => Array.from({ length: n }, (_, i) => ago(latest + i * every));
const none: LoginFailures = { accountFromAddress: [], address: [], accountFromUnknownAddresses: [] };

describe("the figures", () => {
  it("are the ones decision 027 gives", () => {
    expect(LOGIN_WINDOW_MS).toBe(15 * MINUTE);
    expect(LOGIN_LIMITS).toEqual({ perAccountFromAddress: 5, perAddress: 20, perAccountFromUnknownAddresses: 20 });
    expect(LOGIN_BURST_FAILURES).toBe(5);
    expect(KNOWN_ADDRESS_MS).toBe(90 * 24 * 60 * MINUTE);
    expect(PASSWORD_CHECKS).toEqual({ concurrency: 2, maxWaiting: 8 });
  });
});

describe("loginLock", () => {
  it("lets an attempt through with fewer failures than every limit", () => {
    expect(loginLock(none, false, NOW)).toBeUndefined();
    expect(
      loginLock(
        { accountFromAddress: failures(4), address: failures(19), accountFromUnknownAddresses: failures(19) },
        false,
        NOW,
      ),
    ).toBeUndefined();
  });

  it("locks an address out of an account after five failures from it, for the rest of the sliding window", () => {
    const five = failures(5, 2, 1); // 2 to 6 minutes ago
    expect(
      loginLock({ ...none, accountFromAddress: five, address: five, accountFromUnknownAddresses: five }, false, NOW),
    ).toEqual({
      scope: "account_from_address",
      retryAfterMs: 9 * MINUTE,
    });
    // Also from an address the account knows: five wrong guesses from one place are five.
    expect(loginLock({ ...none, accountFromAddress: five, address: five }, true, NOW)).toMatchObject({
      scope: "account_from_address",
    });
  });

  it("locks an address out of every account after twenty failures from it", () => {
    // 0 to 9.5 minutes ago: the oldest leaves the window in 5.5 minutes.
    expect(loginLock({ ...none, address: failures(20) }, true, NOW)).toEqual({
      scope: "address",
      retryAfterMs: 5.5 * MINUTE,
    });
  });

  it("stops a spread-out attack on an account for unknown addresses only", () => {
    const spread: LoginFailures = { ...none, accountFromUnknownAddresses: failures(20) };
    expect(loginLock(spread, false, NOW)).toEqual({ scope: "account", retryAfterMs: 5.5 * MINUTE });
    // The staff member at an address they have signed in from before is not locked out by it.
    expect(loginLock(spread, true, NOW)).toBeUndefined();
  });

  it("names the address lock first: it is the one that says where the trouble is", () => {
    const all: LoginFailures = {
      accountFromAddress: failures(5),
      address: failures(20),
      accountFromUnknownAddresses: failures(20),
    };
    expect(loginLock(all, false, NOW)?.scope).toBe("address");
  });

  it("forgets failures older than the window", () => {
    const old = failures(20, 15);
    expect(
      loginLock({ accountFromAddress: old, address: old, accountFromUnknownAddresses: old }, false, NOW),
    ).toBeUndefined();
  });
});

describe("afterFailure", () => {
  it("sends nothing below five failures in the window", () => {
    expect(afterFailure({ previousFailureAt: null, alertedAt: null }, 1, NOW)).toEqual({
      sendAlert: false,
      alertedAt: null,
    });
    expect(afterFailure({ previousFailureAt: ago(1), alertedAt: null }, 4, NOW)).toEqual({
      sendAlert: false,
      alertedAt: null,
    });
  });

  it("sends one e-mail at the fifth failure, and none for the rest of the burst", () => {
    const fifth = afterFailure({ previousFailureAt: ago(1), alertedAt: null }, 5, NOW);
    expect(fifth).toEqual({ sendAlert: true, alertedAt: NOW });
    // The burst goes on for an hour, a failure every few minutes: still the one e-mail.
    let state = { previousFailureAt: NOW, alertedAt: fifth.alertedAt };
    for (let minute = 5; minute <= 60; minute += 5) {
      const now = NOW + minute * MINUTE;
      const next = afterFailure(state, 20, now);
      expect(next, `${minute} minutes on`).toEqual({ sendAlert: false, alertedAt: NOW });
      state = { previousFailureAt: now, alertedAt: next.alertedAt };
    }
  });

  it("starts a new burst after a whole window without failures", () => {
    const quiet = afterFailure({ previousFailureAt: ago(15), alertedAt: ago(20) }, 1, NOW);
    expect(quiet).toEqual({ sendAlert: false, alertedAt: null });
    expect(afterFailure({ previousFailureAt: NOW, alertedAt: quiet.alertedAt }, 5, NOW + 2 * MINUTE)).toEqual({
      sendAlert: true,
      alertedAt: NOW + 2 * MINUTE,
    });
  });
});

describe("passwordCheckConcurrency", () => {
  it("runs at most two checks, and leaves a core for serving pages", () => {
    expect([1, 2, 3, 4, 16].map(passwordCheckConcurrency)).toEqual([1, 1, 2, 2, 2]);
  });
});
