// The quote page's rules that need no DOM: what each stage is called, how a
// summary line and the totals read, which server messages belong to the
// contact form, and what a decision sends. The server markup and the page
// script both use them, so the two always say the same thing.
import { formatDiscount, formatRand } from "./pricing.ts";
import type { PricedQuoteLine, QuoteDocument } from "./quote-document.ts";

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
  quantity: string;
  lineTotal: string;
}

export function summaryLineView(line: PricedQuoteLine): SummaryLineView {
  return {
    name: line.name,
    hourly: line.hourlyRate,
    discountLabel: line.discountPercentage ? formatDiscount(line.discountPercentage) : null,
    unitPrice: `${formatRand(line.unitPrice)}${line.hourlyRate ? "/hr" : ""}`,
    quantity: String(line.quantity),
    lineTotal: formatRand(line.lineTotal),
  };
}

export interface SummaryTotalsView {
  caption: string;
  /** "-R168.75", or null when nothing is discounted (the row is left out). */
  discount: string | null;
  totalLabel: string;
  total: string;
}

export function summaryTotalsView(quote: QuoteDocument): SummaryTotalsView {
  return {
    caption: `Items in quote ${quote.quoteNumber}`,
    discount: quote.totalDiscount > 0 ? `-${formatRand(quote.totalDiscount)}` : null,
    totalLabel: `Estimated total (${quote.totalItems} items)`,
    total: formatRand(quote.totalPrice),
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
    totalPrice: quote.totalPrice,
    totalDiscount: quote.totalDiscount,
  };
}

export function quotePdfFileName(quoteNumber: string): string {
  return `Quote-${quoteNumber}.pdf`;
}
