import { describe, expect, it } from "vitest";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";

describe("Johannesburg's clock", () => {
  it("reads today's date in Johannesburg, two hours ahead of UTC all year", () => {
    expect(johannesburgDate(new Date("2026-11-26T21:30:00Z"))).toBe("2026-11-26");
    expect(johannesburgDate(new Date("2026-11-26T22:00:00Z"))).toBe("2026-11-27");
    // No daylight saving: the same two hours in the southern winter.
    expect(johannesburgDate(new Date("2026-06-30T21:59:59Z"))).toBe("2026-06-30");
    expect(johannesburgDate(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
  });
});
