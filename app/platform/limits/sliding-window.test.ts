import { describe, expect, it } from "vitest";
import { slidingWindow } from "#app/platform/limits/sliding-window.ts";

const MINUTE = 60_000;
const WINDOW = 15 * MINUTE;
const NOW = Date.parse("2026-11-21T09:37:00.000Z");
const ago = (minutes: number) => NOW - minutes * MINUTE;

describe("slidingWindow", () => {
  it("allows events while fewer than the limit are in the window", () => {
    expect(slidingWindow([], 5, WINDOW, NOW)).toEqual({ count: 0, allowed: true, retryAfterMs: 0 });
    expect(slidingWindow([ago(1), ago(2), ago(3), ago(4)], 5, WINDOW, NOW)).toEqual({
      count: 4,
      allowed: true,
      retryAfterMs: 0,
    });
  });

  it("refuses at the limit until the oldest event leaves the window", () => {
    const times = [ago(1), ago(14), ago(2), ago(10), ago(5)];
    expect(slidingWindow(times, 5, WINDOW, NOW)).toEqual({ count: 5, allowed: false, retryAfterMs: 1 * MINUTE });
    // A minute later the event of 14 minutes ago has left: one more fits.
    expect(slidingWindow(times, 5, WINDOW, NOW + MINUTE)).toEqual({ count: 4, allowed: true, retryAfterMs: 0 });
  });

  it("counts the last 15 minutes, not the quarter of the clock", () => {
    // Five at 09:29-09:31 still count at 09:37, though a fixed window would have reset at 09:30.
    const acrossTheBoundary = [ago(8), ago(7.5), ago(7), ago(6.5), ago(6)];
    expect(slidingWindow(acrossTheBoundary, 5, WINDOW, NOW)).toMatchObject({
      allowed: false,
      retryAfterMs: 7 * MINUTE,
    });
  });

  it("waits for as many events to leave as it takes to get under the limit", () => {
    // Seven in the window with a limit of five (the limit was lowered, or the counts came from elsewhere):
    // three have to leave, so the third oldest decides.
    const times = [ago(14), ago(13), ago(12), ago(3), ago(2), ago(1), ago(0)];
    expect(slidingWindow(times, 5, WINDOW, NOW)).toEqual({ count: 7, allowed: false, retryAfterMs: 3 * MINUTE });
  });

  it("drops an event exactly one window old, and counts one stamped a little in the future", () => {
    expect(slidingWindow([ago(15)], 1, WINDOW, NOW)).toMatchObject({ count: 0, allowed: true });
    expect(slidingWindow([ago(15) + 1], 1, WINDOW, NOW)).toEqual({ count: 1, allowed: false, retryAfterMs: 1 });
    expect(slidingWindow([NOW + 500], 1, WINDOW, NOW)).toMatchObject({ count: 1, allowed: false });
  });

  it("refuses nonsense limits and windows", () => {
    expect(() => slidingWindow([], 0, WINDOW, NOW)).toThrow(RangeError);
    expect(() => slidingWindow([], 1.5, WINDOW, NOW)).toThrow(RangeError);
    expect(() => slidingWindow([], 5, 0, NOW)).toThrow(RangeError);
    expect(() => slidingWindow([], 5, Number.NaN, NOW)).toThrow(RangeError);
  });
});
