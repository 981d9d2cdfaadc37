// reviseQuote applying staff edits: quantities, prices, discounts, delivery, form posts and storage.
import { describe, expect, it } from "vitest";
import { readQuoteDocument } from "#app/features/quotes/quote-document.ts";
import { sampleQuote, weddingQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { parseFormSubmission } from "#app/platform/forms/form-submission.ts";
import { quoteRevisionSchema } from "#app/features/quotes/versions/quote-revision.ts";
import { REVISION_MESSAGES } from "#app/features/quotes/versions/quote-revision-fields.ts";
import { times, unchangedSampleLines, revised } from "#app/features/quotes/versions/quote-revision.test-support.ts";

describe("reviseQuote", () => {
  it("keeps the totals of a version saved without changes, as version 2 dated and valid from the revision", () => {
    const next = revised(sampleQuote(), { lines: unchangedSampleLines }, times);
    expect(next).toMatchObject({
      quoteNumber: "Q-261121-7KQM",
      version: 2,
      createdAt: times.revisedAt,
      validUntil: "2026-12-11",
      lines: sampleQuote().lines,
      totalItems: 4,
      totalDiscountCents: 16_875,
      subtotalCents: 1_170_625,
      vatCents: 175_594,
      totalCents: 1_346_219,
      contact: sampleQuote().contact,
      eventDate: "2026-12-12",
    });
    expect(next.overallDiscount).toBeUndefined();
  });

  it("applies quantities, a price override, a removed line, a new line, a line discount and an overall discount", () => {
    const next = revised(
      sampleQuote(),
      {
        lines: [
          // 3 × R350.00 = R1,050.00; VAT R157.50
          { type: "product", id: "powered-speaker-12-premium", quantity: 3, unitPriceCents: 35_000 },
          // 1 × 5 h × R2,500.00 = R12,500.00 less R500.00 = R12,000.00; VAT R1,800.00
          {
            type: "personnel",
            id: "sound-engineer",
            quantity: 1,
            hours: 5,
            discount: { kind: "amount", amountCents: 50_000 },
          },
          // A line staff add: R200.00; VAT R30.00
          { type: "product", id: "cable-run", name: "Cable run and stage box", quantity: 1, unitPriceCents: 20_000 },
        ],
        // 10% of R13,250.00 = R1,325.00 off; its VAT R198.75
        overallDiscount: { kind: "percent", percent: 10 },
        noteToCustomer: "  We swapped the Power Duo for a third speaker, as you asked.  ",
      },
      times,
    );
    expect(next.lines.map((line) => [line.id, line.quantity, line.lineTotalCents, line.vatCents])).toEqual([
      ["powered-speaker-12-premium", 3, 105_000, 15_750],
      ["sound-engineer", 1, 1_200_000, 180_000],
      ["cable-run", 1, 20_000, 3_000],
    ]);
    expect(next.lines[1]).toMatchObject({ hours: 5, discountAmountCents: 50_000, hourlyRate: true });
    expect(next.lines[2]).toMatchObject({ name: "Cable run and stage box", hourlyRate: false });
    expect(next.overallDiscount).toEqual({ percent: 10, amountCents: 132_500, vatCents: 19_875 });
    expect(next).toMatchObject({
      totalItems: 5,
      totalDiscountCents: 182_500,
      subtotalCents: 1_192_500,
      vatCents: 178_875,
      totalCents: 1_371_375,
      noteToCustomer: "We swapped the Power Duo for a third speaker, as you asked.",
    });
  });

  it("prices a multi-day hire by the day-rate rule, rounds VAT per line half a cent up and overrides the delivery fee", () => {
    const next = revised(
      weddingQuote(),
      {
        lines: [
          // 2 × R375.00 × 2 day rates = R1,500.00 less 12.5% (R187.50) = R1,312.50; VAT R196.875 -> R196.88
          {
            type: "product",
            id: "powered-speaker-12-premium",
            quantity: 2,
            discount: { kind: "percent", percent: 12.5 },
          },
          { type: "personnel", id: "setup-technician", quantity: 2 },
        ],
        overallDiscount: { kind: "amount", amountCents: 100_000 },
        delivery: { method: "delivery", zone: "pretoria", feeCents: 100_000 },
      },
      times,
    );
    expect(next.lines[0]).toMatchObject({ lineTotalCents: 131_250, vatCents: 19_688, discountPercentage: 0.125 });
    expect(next.lines[1]).toMatchObject({ hours: 5, lineTotalCents: 1_500_000, vatCents: 225_000 });
    expect(next.delivery).toEqual({
      method: "delivery",
      zone: "pretoria",
      zoneName: "Pretoria",
      feeCents: 100_000,
      vatCents: 15_000,
    });
    expect(next.overallDiscount).toEqual({ amountCents: 100_000, vatCents: 15_000 });
    expect(next).toMatchObject({
      totalDiscountCents: 118_750,
      subtotalCents: 1_631_250,
      vatCents: 244_688,
      totalCents: 1_875_938,
    });
  });
});

describe("reviseQuote: collection, discounts off, the next version and form text", () => {
  it("switches to collection at no fee, takes a line's discount off and counts the next version on", () => {
    const v2 = revised(
      weddingQuote(),
      {
        lines: [
          { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
          { type: "personnel", id: "setup-technician", quantity: 2 },
        ],
        overallDiscount: { kind: "percent", percent: 5 },
      },
      times,
    );
    // 5% of R16,500.00 = R825.00; VAT R123.75
    expect(v2.overallDiscount).toEqual({ percent: 5, amountCents: 82_500, vatCents: 12_375 });
    const v3 = revised(
      v2,
      {
        lines: [{ type: "personnel", id: "setup-technician", quantity: 2, hours: 6 }],
        delivery: { method: "collection" },
      },
      times,
    );
    // 2 × 6 h × R1,500.00 = R18,000.00; the 5% stays: R900.00 off, VAT R135.00
    expect(v3).toMatchObject({
      version: 3,
      delivery: { method: "collection", feeCents: 0, vatCents: 0 },
      overallDiscount: { percent: 5, amountCents: 90_000, vatCents: 13_500 },
      subtotalCents: 1_710_000,
      vatCents: 256_500,
      totalCents: 1_966_500,
    });

    const promotionOff = revised(
      sampleQuote(),
      {
        lines: [{ type: "promotion", id: "speaker-power-duo", quantity: 1, discount: null }],
        overallDiscount: null,
      },
      times,
    );
    expect(promotionOff.lines[0]).not.toHaveProperty("discountPercentage");
    expect(promotionOff).toMatchObject({ subtotalCents: 112_500, vatCents: 16_875, totalCents: 129_375 });
  });

  it("reads a staff form's text as numbers", () => {
    const next = revised(
      sampleQuote(),
      {
        lines: [
          { type: "product", id: "powered-speaker-12-premium", quantity: "4", unitPriceCents: "30000" },
          {
            type: "product",
            id: "dj-booth",
            name: "DJ booth",
            hourlyRate: "false",
            quantity: "1",
            unitPriceCents: "0",
          },
        ],
        overallDiscount: { kind: "amount", amountCents: "2000" },
      },
      times,
    );
    // 4 × R300.00 = R1,200.00 and a free DJ booth, less R20.00: R1,180.00 + VAT R177.00
    expect(next).toMatchObject({ subtotalCents: 118_000, vatCents: 17_700, totalCents: 135_700 });
  });
});

describe("reviseQuote: staff form posts and storage", () => {
  it("takes a staff form post as Conform parses it: blank fields left as they were, kind none for no discount", () => {
    const form = new URLSearchParams([
      ["lines[0].type", "product"],
      ["lines[0].id", "powered-speaker-12-premium"],
      ["lines[0].quantity", "3"],
      ["lines[0].hours", ""],
      ["lines[0].unitPriceCents", ""],
      ["lines[0].discount.kind", ""],
      ["lines[1].type", "promotion"],
      ["lines[1].id", "speaker-power-duo"],
      ["lines[1].quantity", "1"],
      ["lines[1].discount.kind", "none"],
      ["overallDiscount.kind", "amount"],
      ["overallDiscount.amountCents", "12500"],
      ["delivery.method", "delivery"],
      ["delivery.zone", "sandton"],
      ["delivery.feeCents", ""],
      ["noteToCustomer", ""],
    ]);
    const submission = parseFormSubmission(form, quoteRevisionSchema(sampleQuote()));
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    const next = revised(sampleQuote(), submission.value, times);
    // 3 × R375.00 = R1,125.00 and the Power Duo at its full R1,125.00, less R125.00, and Sandton delivery R450.00
    expect(next.lines.map((line) => [line.lineTotalCents, line.discountPercentage])).toEqual([
      [112_500, undefined],
      [112_500, undefined],
    ]);
    expect(next.delivery).toMatchObject({ zone: "sandton", feeCents: 45_000, vatCents: 6_750 });
    expect(next).toMatchObject({ subtotalCents: 257_500, vatCents: 38_625, totalCents: 296_125 });
    expect(next.noteToCustomer).toBeUndefined();

    const refused = parseFormSubmission(
      new URLSearchParams([
        ["lines[0].type", "product"],
        ["lines[0].id", "powered-speaker-12-premium"],
        ["lines[0].quantity", ""],
      ]),
      quoteRevisionSchema(sampleQuote()),
    );
    if (refused.status === "success") throw new Error("Expected the form to be refused");
    expect(refused.error).toEqual({ "lines[0].quantity": [REVISION_MESSAGES.quantity] });
  });

  it("stores and reads back the same document", () => {
    const next = revised(
      sampleQuote(),
      {
        lines: [
          {
            type: "product",
            id: "powered-speaker-12-premium",
            quantity: 2,
            discount: { kind: "amount", amountCents: 100 },
          },
        ],
        overallDiscount: { kind: "amount", amountCents: 500 },
        noteToCustomer: "Prices held for you.",
      },
      times,
    );
    expect(readQuoteDocument(JSON.parse(JSON.stringify(next)))).toEqual(next);
  });
});
