import { describe, expect, it } from "vitest";
import { customerQuoteLink } from "#app/features/quotes/quote-email.ts";
import type { QuoteStatement } from "#app/features/quotes/quote-statement.ts";
import { renderCustomerQuoteEmail } from "#app/features/quotes/emails/customer-quote-email.tsx";
import { QuoteStatementView } from "#app/features/quotes/emails/quote-statement-view.tsx";
import { emailDocument, expectBrandedLayout, linksByText, visibleText } from "#app/platform/mail/email-test-support.ts";
import { renderEmail } from "#app/platform/mail/render-email.ts";
import { SAMPLE_SITE_URL, sampleEmailQuote } from "#app/features/staff/emails/samples.ts";

const quote = sampleEmailQuote();
const link = customerQuoteLink(SAMPLE_SITE_URL, quote.quoteNumber, "link-token_1");

describe("the customer's copy of a quote", () => {
  it("sets out the quote from its statement: details, lines, totals and notes, in both parts", async () => {
    const email = await renderCustomerQuoteEmail(quote, link, { siteUrl: SAMPLE_SITE_URL });
    expect(email.subject).toBe("Your quote Q-261121-7KQM from Sandton Sound Hire");
    const document = expectBrandedLayout(email);
    expect(email.text.startsWith("Hello,\n")).toBe(true);
    for (const line of [
      `View or download your quote: ${link}`,
      "Quote number: Q-261121-7KQM",
      "Date: Saturday, 21 November 2026",
      "Event date: Saturday, 12 December 2026",
      "- Premium 12-Inch Powered Speaker: 2 x R375.00 = R750.00",
      "- Speaker Power Duo: 1 x R1,125.00 (15% off) = R956.25",
      "- On-Site Sound Engineer: 1 × 4 hr x R2,500.00/hr = R10,000.00",
      "  1 person × 4 hours",
      "Total items: 4",
      "You save: R168.75",
      "Subtotal (excl. VAT): R11,706.25",
      "VAT (15%): R1,755.94",
      "Total (incl. VAT): R13,462.19",
      "- Delivery costs are not included in this estimate and will be added to your final quote.",
      "- Personnel are charged per hour unless otherwise specified.",
      "011 784 2250",
      "If you did not ask for this quote, you can ignore this e-mail",
    ]) {
      expect(email.text).toContain(line);
    }
    expect(linksByText(document).get("View or download your quote")).toBe(link);
    expect([...document.querySelectorAll("th[scope=col]")].map((cell) => cell.textContent)).toEqual([
      "Item",
      "Qty",
      "Unit price",
      "Discount",
      "Total",
    ]);
    // The amount to pay is the last total, and it stands out.
    const lastTotal = [...document.querySelectorAll("tfoot tr")].at(-1);
    expect(lastTotal?.textContent).toBe("Total (incl. VAT)R13,462.19");
    expect(lastTotal?.querySelector("strong")?.textContent).toBe("R13,462.19");
  });

  it("links to a WhatsApp chat with the company about this quote and its event date", async () => {
    const email = await renderCustomerQuoteEmail(quote, link);
    const whatsApp = linksByText(emailDocument(email.html)).get("Chat about this quote on WhatsApp");
    expect(whatsApp).toBe("https://wa.me/27117842250?text=Hi%2C%20my%20quote%20Q-261121-7KQM%20for%2012%20December.");
    expect(email.text).toContain(`Chat about this quote on WhatsApp: ${whatsApp}`);
  });

  it("carries nothing the visitor typed: no name, e-mail address, phone number or venue", async () => {
    const typed = sampleEmailQuote({
      contact: { name: "Win a prize at https://evil.example", email: "victim@example.org", phone: "Call 0800 SCAM" },
      venue: "Claim it now: https://evil.example/claim",
    });
    const { subject, text, html } = await renderCustomerQuoteEmail(typed, link);
    for (const part of [subject, text, html]) {
      for (const typedText of ["evil.example", "Win a prize", "victim@example.org", "0800 SCAM", "Zoë"]) {
        expect(part).not.toContain(typedText);
      }
    }
    expect(text).not.toContain("Venue");
  });
});

describe("QuoteStatementView", () => {
  const statement: QuoteStatement = {
    quoteNumber: "Q-1",
    issuedOn: "Saturday, 21 November 2026",
    details: [
      { label: "Quote number", value: "Q-1" },
      { label: "Hire period", value: "Friday, 11 December to Sunday, 13 December 2026" },
    ],
    customer: [{ label: "Company", value: "Łukasz & Đặng <Events>" }],
    lines: [
      {
        name: "Sound technician",
        kind: "Personnel",
        quantity: "2 × 5 hr",
        unitPrice: "R450.00/hr",
        discount: "",
        total: "R4,500.00",
        detail: "2 technicians × 5 hours",
      },
    ],
    totals: [
      { label: "Subtotal excl. VAT", value: "R4,500.00" },
      { label: "VAT at 15%", value: "R675.00" },
      { label: "Total incl. VAT", value: "R5,175.00" },
    ],
    notes: ["Valid until Saturday, 5 December 2026."],
  };

  it("lays out any rows it is given, with a line's detail under its name and the last total emphasised", async () => {
    const email = await renderEmail("Quote", <QuoteStatementView statement={statement} />);
    expect(email.text).toBe(
      [
        "Quote number: Q-1",
        "Hire period: Friday, 11 December to Sunday, 13 December 2026",
        "",
        "Customer",
        "Company: Łukasz & Đặng <Events>",
        "",
        "Items",
        "- Sound technician: 2 × 5 hr x R450.00/hr = R4,500.00",
        "  2 technicians × 5 hours",
        "Subtotal excl. VAT: R4,500.00",
        "VAT at 15%: R675.00",
        "Total incl. VAT: R5,175.00",
        "",
        "Please note",
        "- Valid until Saturday, 5 December 2026.",
        "",
      ].join("\n"),
    );
    const document = emailDocument(email.html);
    // No line has a discount, so no discount column.
    expect([...document.querySelectorAll("th[scope=col]")].map((cell) => cell.textContent)).toEqual([
      "Item",
      "Qty",
      "Unit price",
      "Total",
    ]);
    expect(visibleText(document)).toContain("Łukasz & Đặng <Events>");
    expect(email.html).toContain("Łukasz &amp; Đặng &lt;Events&gt;");
    expect(document.querySelector("tfoot tr:last-child strong")?.textContent).toBe("R5,175.00");
  });
});
