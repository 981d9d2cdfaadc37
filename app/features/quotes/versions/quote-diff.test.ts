import { describe, expect, it } from "vitest";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { sampleQuote, weddingQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { quoteDiff } from "#app/features/quotes/versions/quote-diff.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";

const times = { revisedAt: "2026-11-27T07:15:00.000Z", validUntil: "2026-12-11" };

function revise(current: QuoteDocument, edits: unknown) {
  const result = reviseQuote(current, edits, times);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}

/** Version 2 of the sample quote: a third speaker at R350.00, no Power Duo, the engineer for 5 hours less R500.00, a cable run, 10% off. */
function sampleVersion2() {
  return revise(sampleQuote(), {
    lines: [
      { type: "product", id: "powered-speaker-12-premium", quantity: 3, unitPriceCents: 35_000 },
      {
        type: "personnel",
        id: "sound-engineer",
        quantity: 1,
        hours: 5,
        discount: { kind: "amount", amountCents: 50_000 },
      },
      { type: "product", id: "cable-run", name: "Cable run and stage box", quantity: 1, unitPriceCents: 20_000 },
    ],
    overallDiscount: { kind: "percent", percent: 10 },
  });
}

describe("quoteDiff", () => {
  it("lists changed and added lines in the new order, then removed ones, with each changed value", () => {
    const diff = quoteDiff(sampleQuote(), sampleVersion2());
    expect(diff).toMatchObject({ fromVersion: 1, toVersion: 2, unchangedLineCount: 0, hasChanges: true });
    expect(diff.lines).toEqual([
      {
        kind: "changed",
        key: "product:powered-speaker-12-premium",
        name: "Premium 12-Inch Powered Speaker",
        kindLabel: "Product",
        changes: [
          { label: "Quantity", before: "2", after: "3" },
          { label: "Unit price", before: "R375.00", after: "R350.00" },
          { label: "Line total (excl. VAT)", before: "R750.00", after: "R1,050.00" },
        ],
      },
      {
        kind: "changed",
        key: "personnel:sound-engineer",
        name: "On-Site Sound Engineer",
        kindLabel: "Personnel",
        changes: [
          { label: "Quantity", before: "1 × 4 hr", after: "1 × 5 hr" },
          { label: "Discount", before: "", after: "R500.00 off" },
          { label: "Line total (excl. VAT)", before: "R10,000.00", after: "R12,000.00" },
          { label: "Charged as", before: "1 person × 4 hours", after: "1 person × 5 hours" },
        ],
      },
      {
        kind: "added",
        key: "product:cable-run",
        name: "Cable run and stage box",
        kindLabel: "Product",
        summary: "1 × R200.00: R200.00",
        changes: [],
      },
      {
        kind: "added",
        key: "overall-discount",
        name: "Overall discount (10%)",
        kindLabel: "Discount",
        summary: "-R1,325.00",
        changes: [],
      },
      {
        kind: "removed",
        key: "promotion:speaker-power-duo",
        name: "Speaker Power Duo",
        kindLabel: "Promotion",
        summary: "1 × R1,125.00, 15% off: R956.25",
        changes: [],
      },
    ]);
    expect(diff.details).toEqual([
      { label: "Valid until", before: "Saturday, 5 December 2026", after: "Friday, 11 December 2026" },
    ]);
    // v1: R11,706.25 + R1,755.94 = R13,462.19; v2: R11,925.00 + R1,788.75 = R13,713.75
    expect(diff.totals).toEqual([
      { label: "You save", before: "R168.75", after: "R1,825.00", differenceCents: 165_625, difference: "+R1,656.25" },
      {
        label: "Subtotal (excl. VAT)",
        before: "R11,706.25",
        after: "R11,925.00",
        differenceCents: 21_875,
        difference: "+R218.75",
      },
      { label: "VAT (15%)", before: "R1,755.94", after: "R1,788.75", differenceCents: 3_281, difference: "+R32.81" },
      {
        label: "Total (incl. VAT)",
        before: "R13,462.19",
        after: "R13,713.75",
        differenceCents: 25_156,
        difference: "+R251.56",
      },
    ]);
  });

  it("shows event details and a switch to collection, and a lower total as a negative difference", () => {
    const v2 = revise(weddingQuote({ guests: 150 }), {
      lines: [
        { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
        { type: "personnel", id: "setup-technician", quantity: 2 },
      ],
      delivery: { method: "collection" },
    });
    const diff = quoteDiff(weddingQuote(), { ...v2, guests: 180, setupTime: "07:00" });
    expect(diff.lines).toEqual([
      {
        kind: "removed",
        key: "delivery",
        name: "Delivery and collection (estimate)",
        kindLabel: "Delivery",
        summary: "R1,200.00",
        changes: [],
      },
    ]);
    expect(diff.unchangedLineCount).toBe(2);
    expect(diff.details).toEqual([
      { label: "Valid until", before: "Thursday, 10 December 2026", after: "Friday, 11 December 2026" },
      { label: "Set-up time", before: "08:00", after: "07:00" },
      { label: "Guests", before: "150", after: "180" },
      {
        label: "Delivery",
        before: "To Pretoria (estimate)",
        after: "Collected and returned by the customer",
      },
    ]);
    expect(diff.totals.map(({ label, difference }) => [label, difference])).toEqual([
      ["Subtotal (excl. VAT)", "-R1,200.00"],
      ["VAT (15%)", "-R180.00"],
      ["Total (incl. VAT)", "-R1,380.00"],
    ]);
  });

  it("finds nothing between a version and itself", () => {
    const diff = quoteDiff(sampleQuote(), sampleQuote());
    expect(diff).toEqual({
      fromVersion: 1,
      toVersion: 1,
      lines: [],
      unchangedLineCount: 3,
      details: [],
      totals: [],
      hasChanges: false,
    });
  });

  it("follows the new version's line order, and gives the same answer every time", () => {
    const v2 = sampleVersion2();
    const reordered = { ...v2, lines: [...v2.lines].reverse() };
    expect(quoteDiff(sampleQuote(), v2)).toEqual(quoteDiff(sampleQuote(), structuredClone(v2)));
    expect(quoteDiff(sampleQuote(), reordered).lines.map(({ kind, key }) => `${kind} ${key}`)).toEqual([
      "added product:cable-run",
      "changed personnel:sound-engineer",
      "changed product:powered-speaker-12-premium",
      "added overall-discount",
      "removed promotion:speaker-power-duo",
    ]);
  });
});
