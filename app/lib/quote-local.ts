// A quote document built in the browser from the visitor's own selection, for
// when the server could not be reached: the summary still shows, marked as an
// estimate, and the team follows up (spec: the flow continues).
import type { QuoteContact, QuoteDocument } from "./quote-document.ts";
import { toPricedLine } from "./quote-pricing.ts";
import { type QuoteItem, quoteTotals } from "./quote.ts";

export function localQuoteDocument(
  items: readonly QuoteItem[],
  contact: QuoteContact,
  quoteNumber: string,
  now: Date,
  event: { eventDate?: string; venue?: string } = {},
): QuoteDocument {
  const lines = items.map(toPricedLine);
  const totals = quoteTotals(items);
  return {
    quoteNumber,
    createdAt: now.toISOString(),
    contact,
    ...(event.eventDate ? { eventDate: event.eventDate } : {}),
    ...(event.venue ? { venue: event.venue } : {}),
    lines,
    ...totals,
    status: "new",
  };
}
