import { describe, expect, it } from "vitest";
import { sampleQuote } from "./quote-document.test-support.ts";
import {
  customerQuoteLink,
  customerQuoteSubject,
  customerSafeQuote,
  isQuoteDocument,
  renderCustomerQuoteEmail,
} from "./quote-email.ts";
import { quoteNotes } from "./quote-statement.ts";

const quote = sampleQuote();
const link = customerQuoteLink("https://www.sandtonsoundhire.co.za", quote.quoteNumber, "link-token_1");

describe("renderCustomerQuoteEmail", () => {
  it("summarises the lines, totals and notes in the text part", () => {
    const { subject, text } = renderCustomerQuoteEmail(quote, link);
    expect(subject).toBe("Your quote Q-261121-7KQM from Sandton Sound Hire");
    expect(text).toContain("Hello,\n");
    expect(text).toContain(
      "View or download your quote: https://www.sandtonsoundhire.co.za/api/quotes/Q-261121-7KQM/pdf?token=link-token_1",
    );
    expect(text).toContain("Quote number: Q-261121-7KQM");
    expect(text).toContain("- Premium 12-Inch Powered Speaker: 2 x R375.00 = R750.00");
    expect(text).toContain("- Speaker Power Duo: 1 x R1,125.00 (15% off) = R956.25");
    expect(text).toContain("- On-Site Sound Engineer: 1 × 4 hr x R2,500.00/hr = R10,000.00");
    expect(text).toContain("Event date: 12 December 2026");
    expect(text).toContain("You save: R168.75");
    expect(text).toContain("Subtotal (excl. VAT): R11,706.25");
    expect(text).toContain("VAT (15%): R1,755.94");
    expect(text).toContain("Total (incl. VAT): R13,462.19");
    expect(text).toContain("Personnel are charged per hour unless otherwise specified.");
    expect(text).toContain("011 784 2250");
  });

  it("carries nothing the visitor typed: no name, e-mail address, phone number or venue", () => {
    const typed = {
      ...quote,
      contact: { name: "Win a prize at https://evil.example", email: "victim@example.org", phone: "Call 0800 SCAM" },
      venue: "Claim it now: https://evil.example/claim",
    };
    const { subject, text, html } = renderCustomerQuoteEmail(typed, link);
    for (const part of [subject, text, html]) {
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("Win a prize");
      expect(part).not.toContain("victim@example.org");
      expect(part).not.toContain("0800 SCAM");
      expect(part).not.toContain(quote.contact.name);
    }
    expect(html).toContain("<p>Hello,</p>");
    expect(html).toContain(`<a href="${link}">View or download your quote</a>`);
    expect(html).toContain("R11,706.25");
    expect(text).toContain("If you did not ask for this quote, you can ignore this e-mail");
  });

  it("keeps the quote's own content and drops the rest from the document the PDF is made of", () => {
    const safe = customerSafeQuote({ ...quote, venue: "Summer Place" });
    expect(safe.contact).toEqual({ name: "", email: "", phone: "" });
    expect(safe.venue).toBeUndefined();
    expect(safe).toMatchObject({
      quoteNumber: quote.quoteNumber,
      eventDate: "2026-12-12",
      lines: quote.lines,
      totalCents: quote.totalCents,
      totalDiscountCents: quote.totalDiscountCents,
    });
    expect(customerSafeQuote({ ...quote, eventDate: "next Saturday, call 0800" }).eventDate).toBeUndefined();
  });

  it("keeps one-line subjects and leaves out the personnel note when nobody is hired", () => {
    expect(customerQuoteSubject({ quoteNumber: "Q-1\r\nBcc: x@example.com" })).not.toMatch(/[\r\n]/);
    const equipmentOnly = { ...quote, lines: quote.lines.slice(0, 2) };
    expect(quoteNotes(equipmentOnly)).toHaveLength(3);
    expect(quoteNotes(quote)).toHaveLength(4);
  });
});

describe("isQuoteDocument", () => {
  it("accepts a quote and refuses other payloads", () => {
    expect(isQuoteDocument(quote)).toBe(true);
    expect(isQuoteDocument({ source: "Website Form", contact: {} })).toBe(false);
    expect(isQuoteDocument(null)).toBe(false);
  });
});
