// The quote page's rules that need no DOM: what each stage is called, which
// server messages belong to the contact form, and what a decision sends (how
// the summary reads is in quote-summary-view.ts, loaded with the summary). The server markup and the page
// script both use them, so the two always say the same thing.
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";

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
export function decisionPayload(quote: QuoteDocument): Record<string, unknown> & { quoteVersion: number } {
  return {
    // The version on the visitor's screen: a decision on an older one is refused (issue 32).
    quoteVersion: quote.version ?? 1,
    contact: quote.contact,
    items: quote.lines,
    totalCents: quote.totalCents,
    totalDiscountCents: quote.totalDiscountCents,
  };
}

export function quotePdfFileName(quoteNumber: string): string {
  return `Quote-${quoteNumber}.pdf`;
}

// chunk-group: quote-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
