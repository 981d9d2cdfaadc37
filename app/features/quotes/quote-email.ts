// What the visitor's own copy of their quote may say: its subject, the
// quote without the visitor's text, the link to it. The e-mail itself is
// app/features/quotes/emails/customer-quote-email.tsx; the PDF goes along as an attachment
// (the sender renders it). Pure.
//
// It goes to an address nobody has confirmed, from the company's domain, so
// it carries no text a visitor wrote (decision 025): a fixed greeting, the
// quote's own content (quote number, event date, catalogue items, prices,
// notes) and the link to the quote. Name, e-mail, phone and venue stay out,
// in the e-mail and in its PDF alike (customerSafeQuote).
import { business } from "#app/platform/business.ts";
import { toSingleLine } from "#app/platform/format/single-line.ts";
import { type QuoteDocument, readQuoteDocument } from "#app/features/quotes/quote-document.ts";

/** "Your quote Q-250314-K7PX from Sandton Sound Hire" */
export function customerQuoteSubject(quote: Pick<QuoteDocument, "quoteNumber">): string {
  return `Your quote ${toSingleLine(quote.quoteNumber, 40)} from ${business.name}`;
}

/**
 * The quote with only its own content: no contact details, company or venue, the
 * visitor's free text. The event date stays when it is a calendar date (the
 * only form the quote form accepts).
 */
export function customerSafeQuote(quote: QuoteDocument): QuoteDocument {
  const { venue: _venue, company: _company, eventDate, ...rest } = quote;
  const safe: QuoteDocument = { ...rest, contact: { name: "", email: "", phone: "" } };
  if (eventDate && /^\d{4}-\d{2}-\d{2}$/.test(eventDate)) safe.eventDate = eventDate;
  return safe;
}

/** Said to whoever the address belongs to, since nobody confirmed it. */
export const NOT_REQUESTED =
  "If you did not ask for this quote, you can ignore this e-mail: nothing more will be sent to you unless you contact us.";

/** The link in the e-mail: the quote's PDF on the site, opened with the e-mail's own read-only token. */
export function customerQuoteLink(siteUrl: string, quoteNumber: string, linkToken: string): string {
  const url = new URL(`/api/quotes/${encodeURIComponent(quoteNumber)}/pdf`, siteUrl);
  url.searchParams.set("token", linkToken);
  return url.href;
}

/** Whether a stored payload has the shape of a quote document (checked before a send). */
export function isQuoteDocument(value: unknown): value is QuoteDocument {
  return readQuoteDocument(value) !== undefined;
}
