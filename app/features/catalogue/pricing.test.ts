import { describe, expect, it } from "vitest";
import {
  addOnPrice,
  estimatedHirePrice,
  formatDiscount,
  formatRand,
  promotionPrice,
} from "#app/features/catalogue/pricing.ts";

describe("estimatedHirePrice", () => {
  it("is 5% of cost for the R7500 speaker", () => {
    expect(estimatedHirePrice(7500)).toBe(375);
  });
  it("is 10% of cost for the R350 microphone", () => {
    expect(estimatedHirePrice(350)).toBe(35);
  });
  it("switches to 5% exactly at R2000", () => {
    expect(estimatedHirePrice(1999)).toBe(199.9);
    expect(estimatedHirePrice(2000)).toBe(100);
  });
  it("handles the cheapest items", () => {
    expect(estimatedHirePrice(245)).toBe(24.5);
    expect(estimatedHirePrice(250)).toBe(25);
  });
});

describe("promotionPrice", () => {
  it("takes 5% of cost and removes the discount", () => {
    expect(promotionPrice(22500, 0.15)).toBe(956.25);
    expect(promotionPrice(13000, 0.1)).toBe(585);
    expect(promotionPrice(22000, 0.12)).toBe(968);
  });
});

describe("addOnPrice", () => {
  it("applies a discount only when present", () => {
    expect(addOnPrice(4400, 0.05)).toBe(209);
    expect(addOnPrice(6200, 0.08)).toBe(285.2);
    expect(addOnPrice(2500)).toBe(125);
    expect(addOnPrice(4000)).toBe(200);
  });
});

describe("formatRand", () => {
  it("shows R with two decimals", () => {
    expect(formatRand(375)).toBe("R375.00");
    expect(formatRand(24.5)).toBe("R24.50");
    expect(formatRand(1125)).toBe("R1,125.00");
    expect(formatRand(0)).toBe("R0.00");
  });

  it("groups thousands, rounds to the cent and signs negative amounts", () => {
    expect(formatRand(956.25)).toBe("R956.25");
    expect(formatRand(1234567.891)).toBe("R1,234,567.89");
    expect(formatRand(0.05)).toBe("R0.05");
    expect(formatRand(1.005)).toBe("R1.01");
    expect(formatRand(999.999)).toBe("R1,000.00");
    expect(formatRand(-956.25)).toBe("-R956.25");
  });

  it("matches a locale formatter on every cent from R0 to R20,000 and on large sums", () => {
    const reference = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // One assertion over the whole range (an expect per cent costs seconds on a busy machine).
    const mismatches: string[] = [];
    for (let cents = 0; cents <= 2_000_000; cents += 7) {
      const amount = cents / 100;
      if (formatRand(amount) !== `R${reference.format(amount)}`) mismatches.push(`${amount}: ${formatRand(amount)}`);
    }
    expect(mismatches).toEqual([]);
    for (const amount of [12_345.6, 100_000, 1_000_000.1, 98_765_432.1])
      expect(formatRand(amount)).toBe(`R${reference.format(amount)}`);
  });
});

describe("formatDiscount", () => {
  it("rounds to a whole percent", () => {
    expect(formatDiscount(0.15)).toBe("15% off");
    expect(formatDiscount(0.125)).toBe("13% off");
  });
});
