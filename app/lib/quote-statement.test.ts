import { describe, expect, it } from "vitest";
import { QUOTE_NOTES } from "./quote-document";
import { sampleQuote } from "./quote-document.test-support";
import { formatLongDate, quoteStatement } from "./quote-statement";

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
  it("sets out the sample quote: details, lines, totals and the notes its lines call for", () => {
    const statement = quoteStatement(sampleQuote(), { withCustomer: true });
    expect(statement.issuedOn).toBe("Saturday, 21 November 2026");
    expect(statement.details).toEqual([
      { label: "Quote number", value: "Q-261121-7KQM" },
      { label: "Date", value: "Saturday, 21 November 2026" },
      { label: "Event date", value: "Saturday, 12 December 2026" },
      { label: "Venue", value: "Summer Place, Hyde Park" },
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
        quantity: "4 hr",
        unitPrice: "R2,500.00/hr",
        discount: "",
        total: "R10,000.00",
      },
    ]);
    expect(statement.totals).toEqual([
      { label: "Total items", value: "7" },
      { label: "You save", value: "R168.75" },
      { label: "Estimated total", value: "R11,706.25" },
    ]);
    expect(statement.notes).toEqual([QUOTE_NOTES.delivery, QUOTE_NOTES.pricing, QUOTE_NOTES.personnel]);
  });

  it("leaves out who the quote is for, and the venue they typed, in a copy for an unconfirmed address", () => {
    const statement = quoteStatement(sampleQuote(), { withCustomer: false });
    expect(statement.customer).toEqual([]);
    expect(statement.details.map((row) => row.label)).toEqual(["Quote number", "Date", "Event date"]);
  });

  it("has no personnel note without personnel and no savings row without a discount", () => {
    const [speakers] = sampleQuote().lines;
    const statement = quoteStatement(
      sampleQuote({ lines: [speakers!], totalItems: 2, totalPrice: 750, totalDiscount: 0 }),
      { withCustomer: true },
    );
    expect(statement.notes).toEqual([QUOTE_NOTES.delivery, QUOTE_NOTES.pricing]);
    expect(statement.totals.map((row) => row.label)).toEqual(["Total items", "Estimated total"]);
  });
});
