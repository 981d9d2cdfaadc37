import { describe, expect, it } from "vitest";
import { sampleQuote } from "./quote-document.test-support.ts";
import { customerQuoteSubject, isQuoteDocument, quoteNotes, renderCustomerQuoteEmail } from "./quote-email.ts";

const quote = sampleQuote();

describe("renderCustomerQuoteEmail", () => {
  it("summarises the lines, totals and notes in the text part", () => {
    const { subject, text } = renderCustomerQuoteEmail(quote);
    expect(subject).toBe("Your quote Q-261121-7KQM from Sandton Sound Hire");
    expect(text).toContain("Hi Thandi Mokoena,");
    expect(text).toContain("- Premium 12-Inch Powered Speaker: 2 x R375.00 = R750.00");
    expect(text).toContain("- Speaker Power Duo: 1 x R1,125.00 (15% off) = R956.25");
    expect(text).toContain("- On-Site Sound Engineer: 4 hr x R2,500.00/hr = R10,000.00");
    expect(text).toContain("Event date: 12 December 2026");
    expect(text).toContain("You save: R168.75");
    expect(text).toContain("Estimated total: R11,706.25");
    expect(text).toContain("Personnel are charged per hour unless otherwise specified.");
    expect(text).toContain("011 784 2250");
  });

  it("escapes the visitor's values in the HTML part", () => {
    const { html } = renderCustomerQuoteEmail({
      ...quote,
      contact: { ...quote.contact, name: `<img src=x onerror="alert(1)">` },
      venue: "Hyde Park & <Sandton>",
    });
    expect(html).not.toContain("<img");
    expect(html).toContain("Hi &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,");
    expect(html).toContain("Hyde Park &amp; &lt;Sandton&gt;");
    expect(html).toContain("R11,706.25");
  });

  it("keeps one-line subjects and leaves out the personnel note when nobody is hired", () => {
    expect(customerQuoteSubject({ quoteNumber: "Q-1\r\nBcc: x@example.com" })).not.toMatch(/[\r\n]/);
    const equipmentOnly = { ...quote, lines: quote.lines.slice(0, 2) };
    expect(quoteNotes(equipmentOnly)).toHaveLength(2);
    expect(quoteNotes(quote)).toHaveLength(3);
  });
});

describe("isQuoteDocument", () => {
  it("accepts a quote and refuses other payloads", () => {
    expect(isQuoteDocument(quote)).toBe(true);
    expect(isQuoteDocument({ source: "Website Form", contact: {} })).toBe(false);
    expect(isQuoteDocument(null)).toBe(false);
  });
});
