// How the quote summary reads a quote's lines and totals: prices in rand
// excluding VAT, people x hours, the delivery estimate and the VAT rows. Only
// the summary stage uses it, so it loads with that stage, not with the form.
import { peopleTimesHours } from "#app/features/quotes/event-pricing.ts";
import { formatCents } from "#app/platform/format/money.ts";
import { formatDiscount } from "#app/features/catalogue/index.ts";
import type { PricedQuoteLine, QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { STATEMENT_LABELS } from "#app/features/quotes/quote-statement.ts";

export interface SummaryLineView {
  name: string;
  /** The 'per hour' badge. */
  hourly: boolean;
  /** The '15% off' badge, when the line is discounted. */
  discountLabel: string | null;
  unitPrice: string;
  /** "2", or "2 × 5 hr" for people booked by the hour. */
  quantity: string;
  /** "2 people × 5 hours" under the name of a line booked by the hour. */
  detail: string | null;
  /** Excluding VAT. */
  lineTotal: string;
}

export function summaryLineView(line: PricedQuoteLine): SummaryLineView {
  return {
    name: line.name,
    hourly: line.hourlyRate,
    discountLabel: line.discountPercentage ? formatDiscount(line.discountPercentage) : null,
    unitPrice: `${formatCents(line.unitPriceCents)}${line.hourlyRate ? "/hr" : ""}`,
    quantity: line.hourlyRate ? `${line.quantity} × ${line.hours ?? 1} hr` : String(line.quantity),
    detail: line.hourlyRate ? peopleTimesHours(line.quantity, line.hours ?? 1) : null,
    lineTotal: formatCents(line.lineTotalCents),
  };
}

export interface SummaryTotalsView {
  caption: string;
  /** "-R168.75", or null when nothing is discounted (the row is left out). */
  discount: string | null;
  /** The delivery estimate's line, when the visitor chose delivery. */
  delivery: { label: string; zone: string; fee: string } | null;
  subtotalLabel: string;
  subtotal: string;
  vatLabel: string;
  vat: string;
  totalLabel: string;
  total: string;
}

export function summaryTotalsView(quote: QuoteDocument): SummaryTotalsView {
  const { delivery } = quote;
  return {
    caption: `Items in quote ${quote.quoteNumber} (prices excl. VAT)`,
    discount: quote.totalDiscountCents > 0 ? `-${formatCents(quote.totalDiscountCents)}` : null,
    delivery:
      delivery?.method === "delivery"
        ? { label: STATEMENT_LABELS.delivery, zone: delivery.zoneName ?? "", fee: formatCents(delivery.feeCents) }
        : null,
    subtotalLabel: STATEMENT_LABELS.subtotal,
    subtotal: formatCents(quote.subtotalCents),
    vatLabel: STATEMENT_LABELS.vat,
    vat: formatCents(quote.vatCents),
    totalLabel: `${STATEMENT_LABELS.total} (${quote.totalItems} items)`,
    total: formatCents(quote.totalCents),
  };
}
