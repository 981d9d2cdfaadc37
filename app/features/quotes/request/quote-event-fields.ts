// The event fields of the quote form (hire period, venue, delivery, company)
// as the browser keeps them between visits and sends them to the quotes API:
// text exactly as the form holds it. Kept in local storage under
// QUOTE_EVENT_KEY beside the quote's lines, so a returning visitor finds
// their event filled in. Pure.

export const QUOTE_EVENT_FIELDS = [
  "eventDate",
  "endDate",
  "setupTime",
  "collectionTime",
  "venue",
  "setting",
  "guests",
  "deliveryMethod",
  "deliveryZone",
  "companyName",
  "companyVatNumber",
] as const;

export type QuoteEventField = (typeof QUOTE_EVENT_FIELDS)[number];
export type QuoteEventValues = Record<QuoteEventField, string>;

/** Longer than any field the form accepts; bounds what is read back. */
const MAX_STORED_LENGTH = 300;

/** The event fields of the form's values, each as text ("" when not given). */
export function quoteEventValues(values: Partial<Record<string, unknown>>): QuoteEventValues {
  return Object.fromEntries(
    QUOTE_EVENT_FIELDS.map((field) => {
      const value = values[field];
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as QuoteEventValues;
}

/** True when no event field has a value: nothing to fill in again. */
export function isEmptyQuoteEvent(values: QuoteEventValues): boolean {
  return QUOTE_EVENT_FIELDS.every((field) => values[field] === "");
}

export function serializeQuoteEvent(values: QuoteEventValues): string {
  return JSON.stringify(values);
}

/**
 * The event fields kept in local storage: only known fields, only text of a
 * sensible length; anything else (no stored event, a visitor from before
 * event quotes, text that is not JSON) reads as empty fields.
 */
export function parseStoredQuoteEvent(text: string | null): QuoteEventValues {
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = {};
  }
  const record = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  return Object.fromEntries(
    QUOTE_EVENT_FIELDS.map((field) => {
      const value = (record as Record<string, unknown>)[field];
      return [field, typeof value === "string" && value.length <= MAX_STORED_LENGTH ? value : ""];
    }),
  ) as QuoteEventValues;
}

// chunk-group: quote-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
