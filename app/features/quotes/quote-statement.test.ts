import { describe, expect, it } from "vitest";
import { QUOTE_NOTES } from "#app/features/quotes/quote-document.ts";
import { sampleQuote, weddingQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import { formatLongDate, quoteStatement } from "#app/features/quotes/quote-statement.ts";

const VAT_NOTE = `${QUOTE_NOTES.vat} Sandton Sound Hire (Pty) Ltd, VAT number 4870267513.`;

describe("formatLongDate", () => {
  it("writes a date as South Africans read it", () => {
    expect(formatLongDate("2026-12-12")).toBe("Saturday, 12 December 2026");
  });

  it("gives nothing for text that is not a calendar date", () => {
    for (const value of ["2026-02-30", "12/12/2026", "next Saturday", ""])
      expect(formatLongDate(value)).toBeUndefined();
  });
});

describe("quoteStatement", () => {
  it("sets out the sample quote: details, lines, VAT totals and the notes its lines call for", () => {
    const statement = quoteStatement(sampleQuote(), { withCustomer: true });
    expect(statement.issuedOn).toBe("Saturday, 21 November 2026");
    expect(statement.details).toEqual([
      { label: "Quote number", value: "Q-261121-7KQM" },
      { label: "Date", value: "Saturday, 21 November 2026" },
      { label: "Valid until", value: "Saturday, 5 December 2026" },
      { label: "Event date", value: "Saturday, 12 December 2026" },
      { label: "Venue", value: "Summer Place, Hyde Park" },
      {
        label: "Pricing",
        value: "One-day hire: equipment at the day rate. Personnel by the hour: people × hours × hourly rate.",
      },
    ]);
    expect(statement.customer).toEqual([
      { label: "Name", value: "Thandi Mokoena" },
      { label: "E-mail", value: "thandi@example.co.za" },
      { label: "Phone", value: "082 555 0123" },
    ]);
    expect(statement.lines).toEqual([
      {
        name: "Premium 12-Inch Powered Speaker",
        kind: "Product",
        quantity: "2",
        unitPrice: "R375.00",
        discount: "",
        total: "R750.00",
      },
      {
        name: "Speaker Power Duo",
        kind: "Promotion",
        quantity: "1",
        unitPrice: "R1,125.00",
        discount: "15% off",
        total: "R956.25",
      },
      {
        name: "On-Site Sound Engineer",
        kind: "Personnel",
        quantity: "1 × 4 hr",
        unitPrice: "R2,500.00/hr",
        discount: "",
        total: "R10,000.00",
        detail: "1 person × 4 hours",
      },
    ]);
    expect(statement.totals).toEqual([
      { label: "Total items", value: "4" },
      { label: "You save", value: "R168.75" },
      { label: "Subtotal (excl. VAT)", value: "R11,706.25" },
      { label: "VAT (15%)", value: "R1,755.94" },
      { label: "Total (incl. VAT)", value: "R13,462.19" },
    ]);
    expect(statement.notes).toEqual([QUOTE_NOTES.delivery, QUOTE_NOTES.pricing, QUOTE_NOTES.personnel, VAT_NOTE]);
  });

  it("sets out the multi-day wedding: hire period, times, setting, guests, people × hours, delivery and the company", () => {
    const statement = quoteStatement(weddingQuote(), { withCustomer: true });
    expect(statement.details).toEqual([
      { label: "Quote number", value: "Q-261126-W3DD" },
      { label: "Date", value: "Thursday, 26 November 2026" },
      { label: "Valid until", value: "Thursday, 10 December 2026" },
      { label: "Hire period", value: "Friday, 11 December 2026 to Sunday, 13 December 2026 (3 days)" },
      { label: "Set-up time", value: "08:00" },
      { label: "Collection time", value: "23:30" },
      { label: "Venue", value: "Irene Dairy Farm, Centurion" },
      { label: "Indoor or outdoor", value: "Outdoor" },
      { label: "Guests", value: "150" },
      { label: "Delivery", value: "To Pretoria (estimate)" },
      { label: "Pricing", value: weddingQuote().pricingRule },
    ]);
    expect(statement.customer).toEqual([
      { label: "Name", value: "Zoë Nkosi-Müller" },
      { label: "Company", value: "Nkosi Events (Pty) Ltd" },
      { label: "VAT number", value: "4123456789" },
      { label: "E-mail", value: "zoe@example.co.za" },
      { label: "Phone", value: "082 555 0199" },
    ]);
    expect(statement.lines.map(({ name, quantity, total, detail }) => ({ name, quantity, total, detail }))).toEqual([
      {
        name: "Premium 12-Inch Powered Speaker",
        quantity: "2",
        total: "R1,500.00",
        detail: "3 days: first day at the day rate, each further day at 50%",
      },
      { name: "Setup Technician", quantity: "2 × 5 hr", total: "R15,000.00", detail: "2 people × 5 hours" },
      {
        name: "Delivery and collection (estimate)",
        quantity: "1",
        total: "R1,200.00",
        detail: "Estimate for the Pretoria zone, confirmed on your final quote",
      },
    ]);
    expect(statement.totals).toEqual([
      { label: "Total items", value: "4" },
      { label: "Subtotal (excl. VAT)", value: "R17,700.00" },
      { label: "VAT (15%)", value: "R2,655.00" },
      { label: "Total (incl. VAT)", value: "R20,355.00" },
    ]);
    expect(statement.notes[0]).toBe(QUOTE_NOTES.deliveryEstimated);
  });

  it("leaves out who the quote is for, their company and the venue they typed, in a copy for an unconfirmed address", () => {
    const statement = quoteStatement(weddingQuote(), { withCustomer: false });
    expect(statement.customer).toEqual([]);
    const text = JSON.stringify(statement);
    for (const typed of ["Zoë", "Nkosi Events", "4123456789", "Irene Dairy Farm"]) expect(text).not.toContain(typed);
    expect(statement.details.map((row) => row.label)).not.toContain("Venue");
  });

  it("says the customer collects, and has no personnel note without personnel and no savings row without a discount", () => {
    const [speakers] = sampleQuote().lines;
    const statement = quoteStatement(
      sampleQuote({
        lines: [speakers!],
        delivery: { method: "collection", feeCents: 0, vatCents: 0 },
        totalItems: 2,
        totalDiscountCents: 0,
        subtotalCents: 75_000,
        vatCents: 11_250,
        totalCents: 86_250,
      }),
      { withCustomer: true },
    );
    expect(statement.notes).toEqual([QUOTE_NOTES.collection, QUOTE_NOTES.pricing, VAT_NOTE]);
    expect(statement.details).toContainEqual({ label: "Delivery", value: "Collected and returned by the customer" });
    expect(statement.lines).toHaveLength(1);
    expect(statement.totals.map((row) => row.label)).toEqual([
      "Total items",
      "Subtotal (excl. VAT)",
      "VAT (15%)",
      "Total (incl. VAT)",
    ]);
  });

  it("sets out a staff revision: its version, an amount off a line, the overall discount line and the note", () => {
    const revision = reviseQuote(
      sampleQuote(),
      {
        lines: [
          {
            type: "product",
            id: "powered-speaker-12-premium",
            quantity: 2,
            discount: { kind: "amount", amountCents: 5_000 },
          },
        ],
        overallDiscount: { kind: "percent", percent: 10 },
        noteToCustomer: "Two speakers, as agreed on the phone.",
      },
      { revisedAt: "2026-11-27T07:15:00.000Z", validUntil: "2026-12-11" },
    );
    if (!revision.ok) throw new Error("the revision was refused");
    const statement = quoteStatement(revision.document, { withCustomer: true });
    expect(statement.details.slice(0, 4)).toEqual([
      { label: "Quote number", value: "Q-261121-7KQM" },
      { label: "Date", value: "Friday, 27 November 2026" },
      { label: "Version", value: "2" },
      { label: "Valid until", value: "Friday, 11 December 2026" },
    ]);
    expect(statement.lines.map(({ name, discount, total }) => [name, discount, total])).toEqual([
      ["Premium 12-Inch Powered Speaker", "R50.00 off", "R700.00"],
      ["Overall discount (10%)", "", "-R70.00"],
    ]);
    // R630.00 + VAT (R105.00 - R10.50) = R724.50
    expect(statement.totals.slice(1)).toEqual([
      { label: "You save", value: "R120.00" },
      { label: "Subtotal (excl. VAT)", value: "R630.00" },
      { label: "VAT (15%)", value: "R94.50" },
      { label: "Total (incl. VAT)", value: "R724.50" },
    ]);
    expect(statement.notes[0]).toBe("Two speakers, as agreed on the phone.");
  });
});
