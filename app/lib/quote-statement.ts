// A quote as rows of text ready to print: what the PDF, the e-mails and the
// staff inbox show of a quote, worked out once. Renderers lay the rows out and
// add nothing of their own, so a new fact on the quote (an event detail, a VAT
// line, an expiry) appears in every one of them when it is added here. Pure.
import { formatDiscount, formatRand } from "./pricing.ts";
import { type PricedQuoteLine, QUOTE_NOTES, type QuoteDocument } from "./quote-document.ts";
import { KIND_LABELS } from "./quote.ts";

export interface StatementRow {
  label: string;
  value: string;
}

export interface StatementLine {
  name: string;
  /** "Product", "Personnel", … */
  kind: string;
  /** "2", or "5 hr" for a line charged by the hour. */
  quantity: string;
  /** "R375.00", or "R2,500.00/hr". */
  unitPrice: string;
  /** "10% off", or empty. */
  discount: string;
  total: string;
  /** A second line of detail under the name, when there is one. */
  detail?: string;
}

export interface QuoteStatement {
  quoteNumber: string;
  /** "Thursday, 26 November 2026" */
  issuedOn: string;
  /** Facts about the quote and the event: quote number, dates, venue… */
  details: StatementRow[];
  /** Who the quote is for; empty in the copy sent to an unconfirmed address. */
  customer: StatementRow[];
  lines: StatementLine[];
  /** The totals in order; the last one is the amount the customer pays. */
  totals: StatementRow[];
  notes: string[];
}

const longDate = new Intl.DateTimeFormat("en-ZA", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A YYYY-MM-DD date as South Africans read it: "Saturday, 12 December 2026". */
export function formatLongDate(isoDate: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return undefined;
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== isoDate) return undefined;
  return longDate.format(date);
}

/** The day a quote was made, in Johannesburg. */
function issuedOn(createdAt: string): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(new Date(createdAt));
  return formatLongDate(day) ?? createdAt;
}

/** The notes a quote carries: the personnel note only when a line is charged by the hour. */
export function quoteNotes(quote: Pick<QuoteDocument, "lines">): string[] {
  const notes: string[] = [QUOTE_NOTES.delivery, QUOTE_NOTES.pricing];
  if (quote.lines.some((line) => line.hourlyRate || line.type === "personnel")) notes.push(QUOTE_NOTES.personnel);
  return notes;
}

function statementLine(line: PricedQuoteLine): StatementLine {
  return {
    name: line.name,
    kind: KIND_LABELS[line.type],
    quantity: line.hourlyRate ? `${line.quantity} hr` : String(line.quantity),
    unitPrice: line.hourlyRate ? `${formatRand(line.unitPrice)}/hr` : formatRand(line.unitPrice),
    discount: line.discountPercentage ? formatDiscount(line.discountPercentage) : "",
    total: formatRand(line.lineTotal),
  };
}

/** The quote's rows; contact details only when `withCustomer` (never in a copy to an unconfirmed address). */
export function quoteStatement(quote: QuoteDocument, { withCustomer }: { withCustomer: boolean }): QuoteStatement {
  const details: StatementRow[] = [
    { label: "Quote number", value: quote.quoteNumber },
    { label: "Date", value: issuedOn(quote.createdAt) },
  ];
  const eventDate = quote.eventDate ? formatLongDate(quote.eventDate) : undefined;
  if (eventDate) details.push({ label: "Event date", value: eventDate });
  if (withCustomer && quote.venue) details.push({ label: "Venue", value: quote.venue });

  const customer: StatementRow[] = [];
  if (withCustomer) {
    customer.push({ label: "Name", value: quote.contact.name }, { label: "E-mail", value: quote.contact.email });
    if (quote.contact.phone) customer.push({ label: "Phone", value: quote.contact.phone });
  }

  const totals: StatementRow[] = [{ label: "Total items", value: String(quote.totalItems) }];
  if (quote.totalDiscount > 0) totals.push({ label: "You save", value: formatRand(quote.totalDiscount) });
  totals.push({ label: "Estimated total", value: formatRand(quote.totalPrice) });

  return {
    quoteNumber: quote.quoteNumber,
    issuedOn: issuedOn(quote.createdAt),
    details,
    customer,
    lines: quote.lines.map(statementLine),
    totals,
    notes: quoteNotes(quote),
  };
}
