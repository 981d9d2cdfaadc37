import { describe, expect, it } from "vitest";
import { longestRequestMs, paceVerdict, timeEarnedMs } from "#app/platform/limits/request-pace.ts";

const settings = { baseMs: 30_000, minBytesPerSecond: 50 * 1024, stallMs: 20_000 };
const KB = 1024;
const MB = 1024 * KB;

describe("the pace a request's body must keep", () => {
  it("gives a 4.5 MB upload the time it needs at 50 KB/s on top of the 30 s everyone has", () => {
    expect(timeEarnedMs(4.5 * MB, settings)).toBe(30_000 + 92_160);
    // Issue 32, finding 10: 4.5 MB at 100 KB/s takes 46 s, and was cut off at 30 s.
    const at100KBps = (seconds: number) => ({
      elapsedMs: seconds * 1000,
      bytesReceived: Math.min(4.5 * MB, seconds * 100 * KB),
      sinceLastByteMs: 0,
    });
    for (const seconds of [1, 30, 31, 45, 46]) expect(paceVerdict(at100KBps(seconds), settings)).toBe("in-time");
  });

  it("gives a client that trickles bytes no more than the base time", () => {
    const trickle = (seconds: number) => ({
      elapsedMs: seconds * 1000,
      bytesReceived: seconds * 4,
      sinceLastByteMs: 250,
    });
    expect(paceVerdict(trickle(30), settings)).toBe("in-time");
    expect(paceVerdict(trickle(31), settings)).toBe("too-slow");
  });

  it("cuts off a body that stops coming, however much time it had earned", () => {
    expect(paceVerdict({ elapsedMs: 10_000, bytesReceived: 4 * MB, sinceLastByteMs: 20_000 }, settings)).toBe(
      "in-time",
    );
    expect(paceVerdict({ elapsedMs: 10_001, bytesReceived: 4 * MB, sinceLastByteMs: 20_001 }, settings)).toBe(
      "stalled",
    );
  });

  it("bounds every request by the largest body at the slowest rate", () => {
    expect(longestRequestMs(15 * MB + 64 * KB, settings)).toBe(30_000 + 308_480);
  });
});
