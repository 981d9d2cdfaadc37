// The quote page's rules that need no DOM: what each stage is called, how a
// summary line and the totals read, which server messages belong to the
// contact form, and what a decision sends. The server markup and the page
// script both use them, so the two always say the same thing.
import { peopleTimesHours } from "./event-pricing.ts";
import { formatCents } from "./money.ts";
import { formatDiscount } from "./pricing.ts";
import type { PricedQuoteLine, QuoteDocument } from "./quote-document.ts";
import { STATEMENT_LABELS } from "./quote-statement.ts";

export type QuoteStage = "form" | "summary" | "success";

export const QUOTE_STAGES: Readonly<Record<QuoteStage, { title: string; heading: string }>> = {
  form: { title: "Request a Quote", heading: "Your details" },
  summary: { title: "Review your quote", heading: "Quote summary" },
  success: { title: "Thank You!", heading: "Quote sent" },
};

export const QUOTE_FORM_INTRO =
  "Tell us who the quote is for and we will show your estimated total straight away. No obligation: nothing is booked until you accept.";

/** "1 item", "7 items". */
export function selectionCountLabel(totalItems: number): string {
  return `${totalItems} ${totalItems === 1 ? "item" : "items"}`;
}

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

/**
 * The server's messages about the contact details, keyed by the form's field
 * names ('contact.email' is the form's 'email'). Messages about the items are
 * left out: the visitor cannot fix those on the form.
 */
export function contactFieldErrors(errors: readonly { field: string; message: string }[]): Record<string, string> {
  const byField = Object.fromEntries(errors.map((error) => [error.field.replace(/^contact\./, ""), error.message]));
  return Object.fromEntries(Object.entries(byField).filter(([field]) => !field.startsWith("items")));
}

/** What a decision sends besides its type: the quote as the visitor saw it. */
export function decisionPayload(quote: QuoteDocument): Record<string, unknown> {
  return {
    contact: quote.contact,
    items: quote.lines,
    totalCents: quote.totalCents,
    totalDiscountCents: quote.totalDiscountCents,
  };
}

export function quotePdfFileName(quoteNumber: string): string {
  return `Quote-${quoteNumber}.pdf`;
}
