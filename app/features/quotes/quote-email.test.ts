import { describe, expect, it } from "vitest";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import {
  customerQuoteLink,
  customerQuoteSubject,
  customerSafeQuote,
  isQuoteDocument,
} from "#app/features/quotes/quote-email.ts";

const quote = sampleQuote();
const link = customerQuoteLink("https://www.sandtonsoundhire.co.za", quote.quoteNumber, "link-token_1");

describe("customerSafeQuote", () => {
  it("keeps the quote's own content and drops the rest from the document the PDF is made of", () => {
    const safe = customerSafeQuote({
      ...quote,
      venue: "Summer Place",
      company: { name: "Nkosi Events (Pty) Ltd", vatNumber: "4123456789" },
    });
    expect(safe.contact).toEqual({ name: "", email: "", phone: "" });
    expect(safe.venue).toBeUndefined();
    expect(safe.company).toBeUndefined();
    expect(safe).toMatchObject({
      quoteNumber: quote.quoteNumber,
      eventDate: "2026-12-12",
      lines: quote.lines,
      subtotalCents: quote.subtotalCents,
      vatCents: quote.vatCents,
      totalCents: quote.totalCents,
      totalDiscountCents: quote.totalDiscountCents,
    });
    expect(customerSafeQuote({ ...quote, eventDate: "next Saturday, call 0800" }).eventDate).toBeUndefined();
  });
});

describe("customerQuoteSubject", () => {
  it("names the quote and the company on one line", () => {
    expect(customerQuoteSubject(quote)).toBe("Your quote Q-261121-7KQM from Sandton Sound Hire");
    expect(customerQuoteSubject({ quoteNumber: "Q-1\r\nBcc: x@example.com" })).not.toMatch(/[\r\n]/);
  });
});

describe("customerQuoteLink", () => {
  it("opens the quote's PDF with the e-mail's own token", () => {
    expect(link).toBe("https://www.sandtonsoundhire.co.za/api/quotes/Q-261121-7KQM/pdf?token=link-token_1");
  });
});

describe("isQuoteDocument", () => {
  it("accepts a quote and refuses other payloads", () => {
    expect(isQuoteDocument(quote)).toBe(true);
    expect(isQuoteDocument({ source: "Website Form", contact: {} })).toBe(false);
    expect(isQuoteDocument(null)).toBe(false);
  });
});
