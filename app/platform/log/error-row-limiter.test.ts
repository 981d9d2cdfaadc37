import { describe, expect, it } from "vitest";
import { createErrorRowLimiter } from "#app/platform/log/error-row-limiter.ts";

describe("createErrorRowLimiter", () => {
  it("stores at most the per-address number of rows a minute for one address", () => {
    let now = 0;
    const allow = createErrorRowLimiter({ perAddressPerMinute: 5, perMinute: 60 }, () => now);
    const first = Array.from({ length: 8 }, () => allow("203.0.113.9"));
    expect(first).toEqual([true, true, true, true, true, false, false, false]);
    // Another address still gets its own rows.
    expect(allow("198.51.100.4")).toBe(true);
    // The next minute starts again.
    now = 60_000;
    expect(allow("203.0.113.9")).toBe(true);
  });

  it("stores at most the site-wide number of rows a minute, however many addresses", () => {
    const allow = createErrorRowLimiter({ perAddressPerMinute: 5, perMinute: 60 }, () => 1_000);
    const allowed = Array.from({ length: 100 }, (_, i) => allow(`203.0.113.${i}`)).filter(Boolean);
    expect(allowed).toHaveLength(60);
  });

  it("counts errors without an address together", () => {
    const allow = createErrorRowLimiter({ perAddressPerMinute: 2, perMinute: 60 }, () => 0);
    expect([allow(null), allow(null), allow(null)]).toEqual([true, true, false]);
  });
});
