// Which add-ons the quote summary suggests: the catalogue's first three
// (spec section 2) that the quote does not already hold.
import type { PricedQuoteLine } from "#app/features/quotes/quote-document.ts";

/** An add-on the summary suggests, as the page hands it to the island (plain data). */
export interface SuggestedAddOn {
  id: string;
  name: string;
  /** 'R75.00', as the catalogue shows it. */
  price: string;
}

export const SUGGESTED_ADD_ONS = 3;

/**
 * How many add-ons the page offers the summary to choose from: enough that three remain when the quote holds up to
 * three of them already.
 */
export const SUGGESTION_CANDIDATES = SUGGESTED_ADD_ONS * 2;

/** The first three candidates the quote has no line for: suggesting what is already in it helps no one. */
export function addOnsToSuggest(
  candidates: readonly SuggestedAddOn[],
  lines: readonly Pick<PricedQuoteLine, "id" | "type">[],
): SuggestedAddOn[] {
  const inQuote = new Set(lines.filter((line) => line.type === "add-on").map((line) => line.id));
  return candidates.filter((addOn) => !inQuote.has(addOn.id)).slice(0, SUGGESTED_ADD_ONS);
}
