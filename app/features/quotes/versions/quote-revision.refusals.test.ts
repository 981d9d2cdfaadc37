// reviseQuote refusing edits, naming the field and the rule.
import { describe, expect, it } from "vitest";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { REVISION_MESSAGES } from "#app/features/quotes/versions/quote-revision-fields.ts";
import {
  times,
  unchangedSampleLines,
  revised,
  errorsOf,
} from "#app/features/quotes/versions/quote-revision.test-support.ts";

describe("reviseQuote refuses edits, naming the field and the rule", () => {
  it("quantities that are not whole, or outside 1 to 999", () => {
    for (const quantity of [0, 2.5, 1000, "three", "", "0x10", "1e2", "2.5"]) {
      expect(errorsOf(sampleQuote(), { lines: [{ ...unchangedSampleLines[0], quantity }] }, times)).toEqual([
        { field: "lines[0].quantity", message: "Quantity must be a whole number from 1 to 999" },
      ]);
    }
    expect(
      errorsOf(sampleQuote(), { lines: [{ type: "personnel", id: "sound-engineer", quantity: 1, hours: 25 }] }, times),
    ).toEqual([{ field: "lines[0].hours", message: REVISION_MESSAGES.hours }]);
  });

  it("a discount above its line", () => {
    expect(
      errorsOf(
        sampleQuote(),
        {
          lines: [
            {
              type: "product",
              id: "powered-speaker-12-premium",
              quantity: 2,
              discount: { kind: "amount", amountCents: 75_001 },
            },
          ],
        },
        times,
      ),
    ).toEqual([
      {
        field: "lines[0].discount.amountCents",
        message: "Discount on Premium 12-Inch Powered Speaker must not be more than the line (R750.00)",
      },
    ]);
    // The whole line may be given away.
    expect(
      revised(
        sampleQuote(),
        {
          lines: [
            {
              type: "product",
              id: "powered-speaker-12-premium",
              quantity: 2,
              discount: { kind: "amount", amountCents: 75_000 },
            },
          ],
        },
        times,
      ).totalCents,
    ).toBe(0);
  });

  it("an overall discount above the lines, or a percentage out of range", () => {
    expect(
      errorsOf(
        sampleQuote(),
        { lines: unchangedSampleLines, overallDiscount: { kind: "amount", amountCents: 1_170_626 } },
        times,
      ),
    ).toEqual([
      {
        field: "overallDiscount.amountCents",
        message: "Overall discount must not be more than the lines' total (R11,706.25)",
      },
    ]);
    for (const percent of [0, -5, 100.5, 12.345]) {
      expect(
        errorsOf(sampleQuote(), { lines: unchangedSampleLines, overallDiscount: { kind: "percent", percent } }, times),
      ).toEqual([
        {
          field: "overallDiscount.percent",
          message: "Discount percentage must be more than 0 and at most 100, with at most two decimals",
        },
      ]);
    }
  });
});

describe("reviseQuote refuses totals, new lines and delivery that do not add up", () => {
  it("a total that would go negative (VAT rounded on tiny lines below the discount's VAT)", () => {
    // Four lines of 1 cent carry no VAT each; a 4-cent discount carries 1 cent of VAT.
    const tiny = ["a", "b", "c", "d"].map((id) => ({
      type: "product" as const,
      id,
      name: `Adapter ${id}`,
      quantity: 1,
      unitPriceCents: 1,
    }));
    expect(
      errorsOf(sampleQuote(), { lines: tiny, overallDiscount: { kind: "amount", amountCents: 4 } }, times),
    ).toEqual([{ field: "overallDiscount", message: "VAT must not be negative; make the discount smaller" }]);
  });

  it("a new line without its name or price, a line twice, no lines, a long note", () => {
    expect(errorsOf(sampleQuote(), { lines: [{ type: "product", id: "stage-riser", quantity: 1 }] }, times)).toEqual([
      { field: "lines[0].name", message: "A new line needs its name" },
      { field: "lines[0].unitPriceCents", message: "A new line needs its unit price" },
    ]);
    expect(
      errorsOf(sampleQuote(), { lines: [unchangedSampleLines[0], { ...unchangedSampleLines[0], quantity: 1 }] }, times),
    ).toEqual([
      {
        field: "lines[1].id",
        message: "Premium 12-Inch Powered Speaker is on the quote twice; change its quantity instead",
      },
    ]);
    expect(errorsOf(sampleQuote(), { lines: [] }, times)).toEqual([
      { field: "lines", message: "A quote needs at least one line" },
    ]);
    expect(errorsOf(sampleQuote(), { lines: unchangedSampleLines, noteToCustomer: "x".repeat(2_001) }, times)).toEqual([
      { field: "noteToCustomer", message: "Note to the customer must be at most 2000 characters" },
    ]);
    expect(errorsOf(sampleQuote(), "lines", times)).toEqual([
      { field: "(body)", message: "The revision must be an object with its lines" },
    ]);
  });

  it("a delivery zone or fee that does not exist", () => {
    expect(
      errorsOf(
        sampleQuote(),
        { lines: unchangedSampleLines, delivery: { method: "delivery", zone: "durban", feeCents: -1 } },
        times,
      ),
    ).toEqual([
      { field: "delivery.zone", message: REVISION_MESSAGES.deliveryZone },
      { field: "delivery.feeCents", message: REVISION_MESSAGES.deliveryFee },
    ]);
  });
});
