import { describe, expect, it } from "vitest";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import {
  contactFieldErrors,
  decisionPayload,
  quotePdfFileName,
  selectionCountLabel,
} from "#app/features/quotes/request/quote-request.ts";
import { summaryLineView, summaryTotalsView } from "#app/features/quotes/summary/quote-summary-view.ts";

const quote = sampleQuote({ quoteNumber: "Q-261121-ABCD" });

describe("the quote page's texts", () => {
  it("counts the selection in words", () => {
    expect(selectionCountLabel(1)).toBe("1 item");
    expect(selectionCountLabel(0)).toBe("0 items");
    expect(selectionCountLabel(7)).toBe("7 items");
  });

  it("reads a summary line with its badges and prices", () => {
    expect(summaryLineView(quote.lines[0]!)).toEqual({
      name: "Premium 12-Inch Powered Speaker",
      hourly: false,
      discountLabel: null,
      unitPrice: "R375.00",
      quantity: "2",
      detail: null,
      lineTotal: "R750.00",
    });
    expect(summaryLineView(quote.lines[1]!)).toMatchObject({ discountLabel: "15% off", lineTotal: "R956.25" });
    expect(summaryLineView(quote.lines[2]!)).toMatchObject({
      hourly: true,
      unitPrice: "R2,500.00/hr",
      quantity: "1 × 4 hr",
      detail: "1 person × 4 hours",
    });
  });

  it("reads the totals, leaving the discount out when there is none", () => {
    expect(summaryTotalsView(quote)).toEqual({
      caption: "Items in quote Q-261121-ABCD (prices excl. VAT)",
      discount: "-R168.75",
      delivery: null,
      subtotalLabel: "Subtotal (excl. VAT)",
      subtotal: "R11,706.25",
      vatLabel: "VAT (15%)",
      vat: "R1,755.94",
      totalLabel: "Total (incl. VAT) (4 items)",
      total: "R13,462.19",
    });
    expect(summaryTotalsView({ ...quote, totalDiscountCents: 0 }).discount).toBeNull();
  });

  it("keeps the server's messages about the contact details, by form field", () => {
    expect(
      contactFieldErrors([
        { field: "contact.email", message: "Please enter a valid email address" },
        { field: "eventDate", message: "Please enter a valid date" },
        { field: "items.0.id", message: "Unknown item" },
        { field: "items", message: "Add at least one item" },
      ]),
    ).toEqual({ email: "Please enter a valid email address", eventDate: "Please enter a valid date" });
    expect(contactFieldErrors([{ field: "items", message: "Add at least one item" }])).toEqual({});
  });

  it("sends the quote as seen with a decision, and names the PDF after the quote", () => {
    expect(decisionPayload(quote)).toEqual({
      quoteVersion: 1,
      contact: quote.contact,
      items: quote.lines,
      totalCents: 1_346_219,
      totalDiscountCents: 16_875,
    });
    expect(quotePdfFileName("Q-261121-ABCD")).toBe("Quote-Q-261121-ABCD.pdf");
  });
});
