// The quote editor's view of the version it starts from: line discounts,
// the overall discount and delivery as staff read them.
import { describe, expect, it } from "vitest";
import { editorBase } from "#app/features/quotes/editor/quote-edit-view.ts";
import { sampleQuote, weddingQuote } from "#app/features/quotes/quote-document.test-support.ts";

describe("editorBase", () => {
  it("reads a line's discount as an amount or a percentage off, and none as null", () => {
    const quote = sampleQuote();
    const [first, second] = quote.lines;
    const document = {
      ...quote,
      lines: [
        { ...first!, discountAmountCents: 10_000, discountPercentage: undefined },
        { ...second!, discountAmountCents: undefined, discountPercentage: 0.125 },
      ],
    };
    expect(editorBase(3, document).lines.map((line) => line.discount)).toEqual(["R100.00 off", "12.5% off"]);
    const plain = { ...quote, lines: [{ ...first!, discountAmountCents: undefined, discountPercentage: undefined }] };
    expect(editorBase(1, plain).lines[0]?.discount).toBeNull();
  });

  it("reads the overall discount, the delivery, the note and the total", () => {
    const base = editorBase(
      2,
      weddingQuote({ overallDiscount: { percent: 10, amountCents: 150_000, vatCents: 22_500 } }),
    );
    expect(base).toMatchObject({ version: 2, overallDiscount: "10% off", note: "" });
    expect(base.delivery).toMatch(/^Pretoria.*: R1,200\.00$/);
    expect(base.total).toMatch(/^R[\d,]+\.\d\d$/);
    const amount = editorBase(
      2,
      weddingQuote({ overallDiscount: { amountCents: 50_000, vatCents: 7_500 }, delivery: undefined }),
    );
    expect(amount).toMatchObject({ overallDiscount: "R500.00 off", delivery: "Not chosen" });
  });

  it("keeps each line's quantity, hours and price in rand for the form", () => {
    const base = editorBase(1, weddingQuote());
    const hourly = base.lines.find((line) => line.hourlyRate);
    expect(hourly).toMatchObject({ quantity: 2, hours: 5 });
    expect(base.lines.every((line) => /^\d+(\.\d\d)?$/.test(line.price))).toBe(true);
  });
});
