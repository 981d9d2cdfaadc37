// A quote as rows of text ready to print: what the PDF, the e-mails and the
// staff inbox show of a quote, worked out once. Renderers lay the rows out and
// add nothing of their own, so a new fact on the quote (an event detail, a VAT
// line, an expiry) appears in every one of them when it is added here. Pure.
import { business } from "#app/platform/business.ts";
import { formatDiscount, MULTI_DAY_RATE } from "#app/features/catalogue/index.ts";
import { VAT_PERCENT, peopleTimesHours } from "#app/features/quotes/event-pricing.ts";
import { isClockTime } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { formatLongDate } from "#app/platform/format/long-date.ts";
import { formatCents } from "#app/platform/format/money.ts";
import {
  type PricedQuoteLine,
  QUOTE_NOTES,
  type QuoteDocument,
  VENUE_SETTING_LABELS,
} from "#app/features/quotes/quote-document.ts";
import { KIND_LABELS } from "#app/features/quotes/quote.ts";

export { formatLongDate };

export interface StatementRow {
  label: string;
  value: string;
}

export interface StatementLine {
  name: string;
  /** "Product", "Personnel", "Delivery", … */
  kind: string;
  /** "2", or "2 × 5 hr" for people booked by the hour. */
  quantity: string;
  /** "R375.00", or "R1,500.00/hr". */
  unitPrice: string;
  /** "10% off", or empty. */
  discount: string;
  /** Excluding VAT. */
  total: string;
  /** A second line of detail under the name, when there is one: "2 people × 5 hours", "Estimate". */
  detail?: string;
}

export interface QuoteStatement {
  quoteNumber: string;
  /** "Thursday, 26 November 2026" */
  issuedOn: string;
  /** Facts about the quote and the event: quote number, dates, times, venue, delivery, validity… */
  details: StatementRow[];
  /** Who the quote is for (name, company, VAT number, e-mail, phone); empty in the copy sent to an unconfirmed address. */
  customer: StatementRow[];
  lines: StatementLine[];
  /** The totals in order; the last one is the amount the customer pays (including VAT). */
  totals: StatementRow[];
  notes: string[];
}

export const STATEMENT_LABELS = {
  subtotal: "Subtotal (excl. VAT)",
  vat: `VAT (${VAT_PERCENT}%)`,
  total: "Total (incl. VAT)",
  validUntil: "Valid until",
  delivery: "Delivery and collection (estimate)",
  overallDiscount: "Overall discount",
} as const;

/** The day a quote was made, in Johannesburg. */
function issuedOn(createdAt: string): string {
  return formatLongDate(johannesburgDate(new Date(createdAt))) ?? createdAt;
}

/** The notes a quote carries: delivery as the visitor chose it, pricing, VAT, and personnel when a line is by the hour. */
export function quoteNotes(quote: Pick<QuoteDocument, "lines" | "delivery">): string[] {
  const delivery =
    quote.delivery?.method === "delivery"
      ? QUOTE_NOTES.deliveryEstimated
      : quote.delivery?.method === "collection"
        ? QUOTE_NOTES.collection
        : QUOTE_NOTES.delivery;
  const notes: string[] = [delivery, QUOTE_NOTES.pricing];
  if (quote.lines.some((line) => line.hourlyRate || line.type === "personnel")) notes.push(QUOTE_NOTES.personnel);
  notes.push(`${QUOTE_NOTES.vat} ${business.legalName}, VAT number ${business.vat.number}.`);
  return notes;
}

function statementLine(line: PricedQuoteLine, hireDays: number): StatementLine {
  const row: StatementLine = {
    name: line.name,
    kind: KIND_LABELS[line.type],
    quantity: line.hourlyRate ? `${line.quantity} × ${line.hours ?? 1} hr` : String(line.quantity),
    unitPrice: line.hourlyRate ? `${formatCents(line.unitPriceCents)}/hr` : formatCents(line.unitPriceCents),
    discount: line.discountAmountCents
      ? `${formatCents(line.discountAmountCents)} off`
      : line.discountPercentage
        ? formatDiscount(line.discountPercentage)
        : "",
    total: formatCents(line.lineTotalCents),
  };
  if (line.hourlyRate) row.detail = peopleTimesHours(line.quantity, line.hours ?? 1);
  else if (hireDays > 1)
    row.detail = `${hireDays} days: first day at the day rate, each further day at ${MULTI_DAY_RATE.furtherDayPercent}%`;
  return row;
}

/** The hire period as rows: one event date, or the first and last day of a multi-day hire. */
function periodRows(quote: QuoteDocument): StatementRow[] {
  const rows: StatementRow[] = [];
  const first = quote.eventDate ? formatLongDate(quote.eventDate) : undefined;
  const last = quote.endDate ? formatLongDate(quote.endDate) : undefined;
  if (first && last && quote.hireDays > 1) {
    rows.push({ label: "Hire period", value: `${first} to ${last} (${quote.hireDays} days)` });
  } else if (first) rows.push({ label: "Event date", value: first });
  if (quote.setupTime && isClockTime(quote.setupTime)) rows.push({ label: "Set-up time", value: quote.setupTime });
  if (quote.collectionTime && isClockTime(quote.collectionTime))
    rows.push({ label: "Collection time", value: quote.collectionTime });
  return rows;
}

function deliveryRow(quote: QuoteDocument): StatementRow | undefined {
  const { delivery } = quote;
  if (delivery?.method === "collection") return { label: "Delivery", value: "Collected and returned by the customer" };
  if (delivery?.method === "delivery") return { label: "Delivery", value: `To ${delivery.zoneName} (estimate)` };
  return undefined;
}

/**
 * The quote's rows. Contact details, the company and the venue (text the
 * visitor typed) only when `withCustomer`: never in a copy to an unconfirmed
 * address (decision 025).
 */
export function quoteStatement(quote: QuoteDocument, { withCustomer }: { withCustomer: boolean }): QuoteStatement {
  const details: StatementRow[] = [
    { label: "Quote number", value: quote.quoteNumber },
    { label: "Date", value: issuedOn(quote.createdAt) },
  ];
  if (quote.version && quote.version > 1) details.push({ label: "Version", value: String(quote.version) });
  const validUntil = quote.validUntil ? formatLongDate(quote.validUntil) : undefined;
  if (validUntil) details.push({ label: STATEMENT_LABELS.validUntil, value: validUntil });
  details.push(...periodRows(quote));
  if (withCustomer && quote.venue) details.push({ label: "Venue", value: quote.venue });
  if (quote.setting) details.push({ label: "Indoor or outdoor", value: VENUE_SETTING_LABELS[quote.setting] });
  if (quote.guests) details.push({ label: "Guests", value: String(quote.guests) });
  const delivery = deliveryRow(quote);
  if (delivery) details.push(delivery);
  if (quote.pricingRule) details.push({ label: "Pricing", value: quote.pricingRule });

  const customer: StatementRow[] = [];
  if (withCustomer) {
    customer.push({ label: "Name", value: quote.contact.name });
    if (quote.company) {
      customer.push({ label: "Company", value: quote.company.name });
      if (quote.company.vatNumber) customer.push({ label: "VAT number", value: quote.company.vatNumber });
    }
    customer.push({ label: "E-mail", value: quote.contact.email });
    if (quote.contact.phone) customer.push({ label: "Phone", value: quote.contact.phone });
  }

  const lines = quote.lines.map((line) => statementLine(line, quote.hireDays));
  if (quote.delivery?.method === "delivery") {
    const fee = formatCents(quote.delivery.feeCents);
    lines.push({
      name: STATEMENT_LABELS.delivery,
      kind: "Delivery",
      quantity: "1",
      unitPrice: fee,
      discount: "",
      total: fee,
      detail: `Estimate for the ${quote.delivery.zoneName} zone, confirmed on your final quote`,
    });
  }

  if (quote.overallDiscount) {
    const { percent, amountCents } = quote.overallDiscount;
    const off = formatCents(-amountCents);
    lines.push({
      name:
        percent !== undefined ? `${STATEMENT_LABELS.overallDiscount} (${percent}%)` : STATEMENT_LABELS.overallDiscount,
      kind: "Discount",
      quantity: "1",
      unitPrice: off,
      discount: "",
      total: off,
      detail: "On the equipment and personnel lines, with its VAT",
    });
  }

  const totals: StatementRow[] = [{ label: "Total items", value: String(quote.totalItems) }];
  if (quote.totalDiscountCents > 0) totals.push({ label: "You save", value: formatCents(quote.totalDiscountCents) });
  totals.push(
    { label: STATEMENT_LABELS.subtotal, value: formatCents(quote.subtotalCents) },
    { label: STATEMENT_LABELS.vat, value: formatCents(quote.vatCents) },
    { label: STATEMENT_LABELS.total, value: formatCents(quote.totalCents) },
  );

  return {
    quoteNumber: quote.quoteNumber,
    issuedOn: issuedOn(quote.createdAt),
    details,
    customer,
    lines,
    totals,
    // What staff wrote with a revision comes before the standing notes.
    notes: quote.noteToCustomer ? [quote.noteToCustomer, ...quoteNotes(quote)] : quoteNotes(quote),
  };
}
