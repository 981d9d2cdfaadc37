// A quote as the server stores and prices it: what the summary page, the PDF
// and the e-mails show. Prices here always come from the server's catalogue.
import type { CatalogueItemKind } from "./quote.ts";

export interface QuoteContact {
  name: string;
  email: string;
  phone: string;
}

export interface PricedQuoteLine {
  id: string;
  type: CatalogueItemKind;
  name: string;
  quantity: number;
  /** Unit price before any discount (see decision 008). */
  unitPrice: number;
  hourlyRate: boolean;
  /** Fraction 0..1 when the line is discounted. */
  discountPercentage?: number;
  /** unitPrice x quantity, less the discount. */
  lineTotal: number;
}

export const QUOTE_STATUSES = ["new", "discount_requested", "accepted", "declined", "undecided"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_REQUEST_TYPES = ["discount", "accept", "decline", "undecided"] as const;
export type QuoteRequestType = (typeof QUOTE_REQUEST_TYPES)[number];

export interface QuoteDocument {
  quoteNumber: string;
  /** ISO-8601 time the quote was generated. */
  createdAt: string;
  contact: QuoteContact;
  /** YYYY-MM-DD, when the visitor gave one. */
  eventDate?: string;
  /** Venue or suburb, when given. */
  venue?: string;
  lines: PricedQuoteLine[];
  totalItems: number;
  totalPrice: number;
  totalDiscount: number;
  status: QuoteStatus;
}

/** The notes every quote carries (spec section 2, summary stage). */
export const QUOTE_NOTES = {
  delivery: "Delivery costs are not included in this estimate and will be added to your final quote.",
  pricing: "Prices are estimates and may vary with your event date, duration and venue.",
  personnel: "Personnel are charged per hour unless otherwise specified.",
} as const;
