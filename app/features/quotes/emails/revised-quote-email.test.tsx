import { describe, expect, it } from "vitest";
import { emailDocument, expectBrandedLayout, linksByText } from "#app/platform/mail/email-test-support.ts";
import { renderRevisedQuoteEmail } from "#app/features/quotes/emails/revised-quote-email.tsx";
import { SAMPLE_SITE_URL, sampleEmailQuote } from "#app/features/staff/emails/samples.ts";

const quote = { ...sampleEmailQuote(), version: 2, noteToCustomer: "We added a third speaker for the dance floor." };
const liveLink = `${SAMPLE_SITE_URL}/q/${"a".repeat(43)}`;
const quoteLink = `${SAMPLE_SITE_URL}/api/quotes/${quote.quoteNumber}/pdf?token=link-token_1`;
const revision = {
  version: 2,
  previousVersion: 1,
  changes: [
    "Changed: Premium 12-Inch Powered Speaker: quantity 2 → 3, line total (excl. VAT) R750.00 → R1,125.00",
    "Total (incl. VAT): R13,462.19 → R13,893.44 (up R431.25)",
  ],
};

describe("the e-mail of a revised quote", () => {
  it("names the version, says what changed and links to the quote's page and PDF", async () => {
    const email = await renderRevisedQuoteEmail({ quote, revision, liveLink, quoteLink, siteUrl: SAMPLE_SITE_URL });
    expect(email.subject).toBe("Your revised quote Q-261121-7KQM (version 2) from Sandton Sound Hire");
    const document = expectBrandedLayout(email);
    for (const line of [
      "Version 2 replaces version 1; the PDF is attached.",
      "We added a third speaker for the dance floor.",
      "What changed",
      revision.changes[0],
      revision.changes[1],
      "Total (incl. VAT): R13,462.19",
    ]) {
      expect(email.text).toContain(line);
    }
    const links = linksByText(document);
    expect(links.get("See the changes and your quote online")).toBe(liveLink);
    expect(links.get("View or download version 2")).toBe(quoteLink);
    expect(links.get("Chat about this quote on WhatsApp")).toContain(encodeURIComponent(liveLink));
  });

  it("carries nothing the visitor typed: no name, e-mail, phone or venue", async () => {
    const email = await renderRevisedQuoteEmail({ quote, revision, liveLink, quoteLink });
    const text = `${email.text}\n${emailDocument(email.html).body.textContent ?? ""}`;
    expect(text).not.toContain(quote.contact.name);
    expect(text).not.toContain(quote.contact.email);
    if (quote.venue) expect(text).not.toContain(quote.venue);
  });
});
