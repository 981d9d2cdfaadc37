import { describe, expect, it } from "vitest";
import { OUTBOX_BACKOFF, backoffDelayMs, nextRetryAt } from "#app/platform/mail/backoff.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe("backoffDelayMs", () => {
  it("doubles from 30 seconds", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelayMs(n))).toEqual([
      30 * SECOND,
      1 * MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      16 * MINUTE,
      32 * MINUTE,
    ]);
  });

  it("is capped at one hour", () => {
    expect(backoffDelayMs(8)).toBe(60 * MINUTE);
    expect(backoffDelayMs(11)).toBe(60 * MINUTE);
    expect(backoffDelayMs(10_000)).toBe(60 * MINUTE);
  });

  it("follows a custom policy", () => {
    const policy = { baseMs: 100, maxMs: 250, maxAttempts: 3 };
    expect([1, 2, 3].map((n) => backoffDelayMs(n, policy))).toEqual([100, 200, 250]);
  });

  it("rejects attempt counts below 1 or fractional", () => {
    expect(() => backoffDelayMs(0)).toThrow(RangeError);
    expect(() => backoffDelayMs(1.5)).toThrow(RangeError);
  });
});

describe("nextRetryAt", () => {
  const now = new Date("2026-03-01T10:00:00.000Z");

  it("schedules the retry after the backoff delay", () => {
    expect(nextRetryAt(1, now)?.toISOString()).toBe("2026-03-01T10:00:30.000Z");
    expect(nextRetryAt(4, now)?.toISOString()).toBe("2026-03-01T10:04:00.000Z");
  });

  it("gives up after 12 failed attempts", () => {
    expect(OUTBOX_BACKOFF.maxAttempts).toBe(12);
    expect(nextRetryAt(11, now)?.toISOString()).toBe("2026-03-01T11:00:00.000Z");
    expect(nextRetryAt(12, now)).toBeNull();
    expect(nextRetryAt(13, now)).toBeNull();
  });

  it("spreads 12 attempts over about 6 hours", () => {
    let total = 0;
    for (let attempt = 1; attempt < OUTBOX_BACKOFF.maxAttempts; attempt++) total += backoffDelayMs(attempt);
    // 30s+1+2+4+8+16+32 min, then 4 hours at the cap.
    expect(total).toBe(30 * SECOND + 63 * MINUTE + 4 * 60 * MINUTE);
  });
});
