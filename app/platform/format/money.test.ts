import { describe, expect, it } from "vitest";
import { formatCents, fractionOfCents, percentOfCents, randToCents } from "#app/platform/format/money.ts";

describe("money in cents", () => {
  it("converts the catalogue's rand figures once", () => {
    expect(randToCents(375)).toBe(37_500);
    expect(randToCents(956.25)).toBe(95_625);
    expect(randToCents(0.29)).toBe(29);
    expect(randToCents(1.005)).toBe(101);
  });

  it("takes percentages and fractions with half a cent rounded up", () => {
    expect(percentOfCents(95_625, 15)).toBe(14_344);
    expect(fractionOfCents(112_500, 0.15)).toBe(16_875);
    expect(fractionOfCents(168_750, 0.15)).toBe(25_313);
  });

  it("writes cents as rand", () => {
    expect(formatCents(1_125_00)).toBe("R1,125.00");
    expect(formatCents(2_255_438)).toBe("R22,554.38");
    expect(formatCents(-16_875)).toBe("-R168.75");
    expect(formatCents(5)).toBe("R0.05");
  });
});
