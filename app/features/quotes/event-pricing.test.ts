import { describe, expect, it } from "vitest";
import { DELIVERY_ZONES } from "#app/features/quotes/delivery.ts";
import {
  dayRateHundredths,
  deliveryEstimate,
  peopleTimesHours,
  priceLine,
  pricingRuleText,
  vatOn,
  vatTotals,
} from "#app/features/quotes/event-pricing.ts";

// Day rates from spec section 9: a premium 12-inch speaker costs R7,500, so hires at 5% (R375 a day);
// the Speaker Power Duo promotion lists at R1,125 with 15% off; a setup technician is R1,500 an hour.
const speaker = { unitPriceCents: 37_500, quantity: 2, hourlyRate: false };
const duo = { unitPriceCents: 112_500, quantity: 1, hourlyRate: false, discountPercentage: 0.15 };
const technicians = { unitPriceCents: 150_000, quantity: 2, hours: 5, hourlyRate: true };

describe("the multi-day rule: first day at the day rate, each further day at 50%", () => {
  it("charges one day rate for a one-day hire", () => {
    expect(dayRateHundredths(1)).toBe(100);
    expect(priceLine(speaker, 1)).toEqual({
      grossCents: 75_000,
      discountCents: 0,
      lineTotalCents: 75_000,
      vatCents: 11_250,
    });
  });

  it("charges two day rates for a three-day hire: 2 speakers x R375 x 2 = R1,500.00", () => {
    expect(dayRateHundredths(3)).toBe(200);
    expect(priceLine(speaker, 3)).toMatchObject({ grossCents: 150_000, lineTotalCents: 150_000, vatCents: 22_500 });
  });

  it("takes a discount off the whole period: the Duo over two days is R1,687.50 less 15%", () => {
    // 112500 x 1.5 = 168750; 15% of it is 25312.5 -> 25313 (half a cent up); VAT on 143437 is 21515.55 -> 21516.
    expect(priceLine(duo, 2)).toEqual({
      grossCents: 168_750,
      discountCents: 25_313,
      lineTotalCents: 143_437,
      vatCents: 21_516,
    });
  });

  it("states the rule it applied", () => {
    expect(pricingRuleText(1, false)).toBe("One-day hire: equipment at the day rate.");
    expect(pricingRuleText(3, true)).toBe(
      "3-day hire: the first day at the day rate and each further day at 50% of it (2 day rates in all). Personnel by the hour: people × hours × hourly rate.",
    );
    expect(pricingRuleText(2, false)).toContain("(1.5 day rates in all)");
  });
});

describe("personnel booked as people x hours", () => {
  it("prices 2 technicians x 5 hours at R1,500.00/hr as R15,000.00, whatever the number of days", () => {
    expect(priceLine(technicians, 1)).toEqual({
      grossCents: 1_500_000,
      discountCents: 0,
      lineTotalCents: 1_500_000,
      vatCents: 225_000,
    });
    expect(priceLine(technicians, 3).lineTotalCents).toBe(1_500_000);
  });

  it("reads as people x hours", () => {
    expect(peopleTimesHours(2, 5)).toBe("2 people × 5 hours");
    expect(peopleTimesHours(1, 1)).toBe("1 person × 1 hour");
  });
});

describe("delivery zones", () => {
  it("estimates delivery to Pretoria at the zone's fee, with its own VAT", () => {
    const pretoria = DELIVERY_ZONES.find((zone) => zone.id === "pretoria")!;
    expect(deliveryEstimate("delivery", "pretoria")).toEqual({
      method: "delivery",
      zone: "pretoria",
      zoneName: "Pretoria",
      feeCents: pretoria.feeCents,
      vatCents: vatOn(pretoria.feeCents),
    });
  });

  it("lists the five zones from Sandton outwards, nearest cheapest", () => {
    expect(DELIVERY_ZONES.map((zone) => zone.name)).toEqual([
      "Sandton",
      "Johannesburg",
      "Midrand",
      "Pretoria",
      "Wider Gauteng",
    ]);
    const fees = DELIVERY_ZONES.map((zone) => zone.feeCents);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    for (const fee of fees) expect(Number.isInteger(fee)).toBe(true);
  });

  it("charges nothing when the customer collects, and knows no unknown zone", () => {
    expect(deliveryEstimate("collection")).toEqual({ method: "collection", feeCents: 0, vatCents: 0 });
    expect(deliveryEstimate("delivery", "durban")).toBeUndefined();
    expect(deliveryEstimate("delivery")).toBeUndefined();
  });
});

describe("VAT at 15%, rounded per line", () => {
  it("rounds half a cent up: 15% of R956.25 is R143.4375 -> R143.44", () => {
    expect(vatOn(95_625)).toBe(14_344);
    expect(vatOn(1)).toBe(0);
    expect(vatOn(10)).toBe(2); // 1.5 cents -> 2
  });

  it("adds each line's rounded VAT, so the VAT total can differ from 15% of the subtotal", () => {
    // Three lines of R0.10: each VAT 1.5c -> 2c, total 6c; 15% of the 30c subtotal would be 4.5c -> 5c.
    const lines = [10, 10, 10].map((cents) => ({ lineTotalCents: cents, vatCents: vatOn(cents) }));
    expect(vatTotals(lines)).toEqual({ subtotalCents: 30, vatCents: 6, totalCents: 36 });
  });

  it("totals the wedding: 2 speakers and the Duo for 3 days, 2 technicians x 5 hours, delivery to Pretoria", () => {
    const lines = [priceLine(speaker, 3), priceLine(duo, 3), priceLine(technicians, 3)];
    const delivery = deliveryEstimate("delivery", "pretoria")!;
    // Speakers 150000; Duo 225000 less 33750 = 191250; technicians 1500000; delivery 120000.
    expect(lines.map((line) => line.lineTotalCents)).toEqual([150_000, 191_250, 1_500_000]);
    const totals = vatTotals([...lines, { lineTotalCents: delivery.feeCents, vatCents: delivery.vatCents }]);
    expect(totals).toEqual({ subtotalCents: 1_961_250, vatCents: 294_188, totalCents: 2_255_438 });
  });
});
