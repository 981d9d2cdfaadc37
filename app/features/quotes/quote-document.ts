// A quote as the server stores and prices it: what the summary page, the PDF
// and the e-mails show. Prices here always come from the server's catalogue,
// and all money is whole cents excluding VAT unless a name says otherwise.
import { type DeliveryEstimate, vatOn, vatTotals } from "#app/features/quotes/event-pricing.ts";
import { VENUE_SETTINGS, type VenueSetting } from "#app/features/quotes/hire-period.ts";
import { randToCents } from "#app/platform/format/money.ts";
import { type CatalogueItemKind, isCatalogueItemKind } from "#app/features/quotes/quote.ts";
import { type QuoteStatus, readQuoteStatus } from "#app/features/quotes/quote-status.ts";

export interface QuoteContact {
  name: string;
  email: string;
  phone: string;
}

/** A business customer, printed on the quote (and on the tax invoice later). */
export interface QuoteCompany {
  name: string;
  /** South African VAT number: ten digits starting with 4. */
  vatNumber?: string;
}

export interface PricedQuoteLine {
  id: string;
  type: CatalogueItemKind;
  name: string;
  /** Units; for a line charged by the hour, the number of people. */
  quantity: number;
  /** Hours each person is booked (lines charged by the hour only). */
  hours?: number;
  /** Per day, or per hour for a line charged by the hour, before any discount (see decision 008). */
  unitPriceCents: number;
  hourlyRate: boolean;
  /** Fraction 0..1 when the line is discounted. */
  discountPercentage?: number;
  /** An amount taken off the line instead of a percentage (a staff revision's discount), in cents. */
  discountAmountCents?: number;
  /** For the hire period (the multi-day rule) or the hours booked, less the discount; excluding VAT. */
  lineTotalCents: number;
  /** VAT on this line, rounded on the line as a tax invoice rounds it. */
  vatCents: number;
}

// The statuses a quote goes through (sent, viewed, … won, lost): app/features/quotes/quote-status.ts.
export { QUOTE_STATUSES, type QuoteStatus } from "#app/features/quotes/quote-status.ts";

export const QUOTE_REQUEST_TYPES = ["discount", "accept", "decline", "undecided"] as const;
export type QuoteRequestType = (typeof QUOTE_REQUEST_TYPES)[number];

export { VENUE_SETTINGS, type VenueSetting };

export const VENUE_SETTING_LABELS: Record<VenueSetting, string> = { indoor: "Indoor", outdoor: "Outdoor" };

/** The event a quote is for; every field is optional on the form. */
export interface QuoteEventDetails {
  /** YYYY-MM-DD: the event, or the first day of a multi-day hire. */
  eventDate?: string;
  /** YYYY-MM-DD: the last day of a multi-day hire. */
  endDate?: string;
  /** HH:MM */
  setupTime?: string;
  /** HH:MM */
  collectionTime?: string;
  /** Venue address or suburb. */
  venue?: string;
  setting?: VenueSetting;
  guests?: number;
}

/** A discount on the whole quote (a staff revision's), shown as its own line with its own VAT. */
export interface QuoteOverallDiscount {
  /** The percentage staff gave (0.01 to 100), absent for an amount. */
  percent?: number;
  /** Taken off the lines' total, excluding VAT. */
  amountCents: number;
  /** The VAT that amount carried, rounded on the discount as on any line. */
  vatCents: number;
}

export interface QuoteDocument extends QuoteEventDetails {
  quoteNumber: string;
  /** 1 for the quote as first made, 2 for the first staff revision, … (absent: 1). */
  version?: number;
  /** ISO-8601 time the quote was generated. */
  createdAt: string;
  contact: QuoteContact;
  company?: QuoteCompany;
  /** Days charged for the hire (1 for one event date). */
  hireDays: number;
  /** The pricing rule the estimate applied, in words (absent on quotes made before it was stated). */
  pricingRule?: string;
  lines: PricedQuoteLine[];
  /** Delivery estimate, or collection by the customer; absent when the visitor did not say. */
  delivery?: DeliveryEstimate;
  totalItems: number;
  /** Line discounts and the overall discount, excluding VAT. */
  totalDiscountCents: number;
  overallDiscount?: QuoteOverallDiscount;
  /** What staff wrote to the customer with a revision. */
  noteToCustomer?: string;
  /** Lines and delivery, less the overall discount, excluding VAT. */
  subtotalCents: number;
  vatCents: number;
  /** Including VAT: what the customer pays. */
  totalCents: number;
  /** YYYY-MM-DD: the last day the quote can be accepted (absent on quotes made before quotes expired). */
  validUntil?: string;
  status: QuoteStatus;
}

/** The notes every quote carries (spec section 2, summary stage). */
export const QUOTE_NOTES = {
  delivery: "Delivery costs are not included in this estimate and will be added to your final quote.",
  deliveryEstimated: "The delivery fee is an estimate for your zone and will be confirmed on your final quote.",
  collection: "You collect and return the equipment at our Kramerville warehouse, so no delivery fee applies.",
  pricing: "Prices are estimates and may vary with your event date, duration and venue.",
  personnel: "Personnel are charged per hour unless otherwise specified.",
  vat: "Prices exclude VAT; VAT at 15% is added per line.",
} as const;

/** Lines and delivery with their VAT: the subtotal, VAT and total of a quote. */
export function quoteVatTotals(
  lines: readonly PricedQuoteLine[],
  delivery: DeliveryEstimate | undefined,
): { subtotalCents: number; vatCents: number; totalCents: number } {
  const amounts = lines.map(({ lineTotalCents, vatCents }) => ({ lineTotalCents, vatCents }));
  if (delivery) amounts.push({ lineTotalCents: delivery.feeCents, vatCents: delivery.vatCents });
  return vatTotals(amounts);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);

/**
 * A stored line as it reads today. Lines stored before quotes were priced in
 * cents carry rand (`unitPrice`, `lineTotal`), and an hourly line's quantity
 * was its hours: they read as one person for those hours.
 */
export function readStoredLine(value: unknown): PricedQuoteLine | undefined {
  if (!isRecord(value) || typeof value.id !== "string" || typeof value.name !== "string") return undefined;
  if (!isCatalogueItemKind(value.type) || !isCount(value.quantity) || typeof value.hourlyRate !== "boolean")
    return undefined;
  const line: PricedQuoteLine = {
    id: value.id,
    type: value.type,
    name: value.name,
    quantity: value.quantity,
    unitPriceCents: 0,
    hourlyRate: value.hourlyRate,
    lineTotalCents: 0,
    vatCents: 0,
  };
  if (isCount(value.unitPriceCents) && isCount(value.lineTotalCents)) {
    line.unitPriceCents = value.unitPriceCents;
    line.lineTotalCents = value.lineTotalCents;
    line.vatCents = isCount(value.vatCents) ? value.vatCents : vatOn(value.lineTotalCents);
    if (isCount(value.hours)) line.hours = value.hours;
  } else if (typeof value.unitPrice === "number" && typeof value.lineTotal === "number") {
    line.unitPriceCents = randToCents(value.unitPrice);
    line.lineTotalCents = randToCents(value.lineTotal);
    line.vatCents = vatOn(line.lineTotalCents);
    if (line.hourlyRate) {
      line.hours = line.quantity;
      line.quantity = 1;
    }
  } else return undefined;
  if (typeof value.discountPercentage === "number") line.discountPercentage = value.discountPercentage;
  if (isCount(value.discountAmountCents)) line.discountAmountCents = value.discountAmountCents;
  return line;
}

/**
 * A quote document read back from storage (a lead's payload, an outbox row),
 * whichever version of the site stored it; undefined when it is not a quote.
 * Quotes stored before the event quote read with their rand totals in cents,
 * one hire day, and VAT worked out on their lines.
 */
export function readQuoteDocument(value: unknown): QuoteDocument | undefined {
  if (!isRecord(value) || typeof value.quoteNumber !== "string" || typeof value.createdAt !== "string")
    return undefined;
  const contact = value.contact;
  if (!isRecord(contact) || typeof contact.name !== "string" || typeof contact.email !== "string") return undefined;
  if (!Array.isArray(value.lines) || !isCount(value.totalItems)) return undefined;
  const lines = value.lines.map(readStoredLine);
  if (lines.some((line) => line === undefined)) return undefined;
  const pricedLines = lines as PricedQuoteLine[];
  const delivery = isRecord(value.delivery) ? (value.delivery as unknown as DeliveryEstimate) : undefined;
  const totals = quoteVatTotals(pricedLines, delivery);
  const totalDiscountCents = isCount(value.totalDiscountCents)
    ? value.totalDiscountCents
    : typeof value.totalDiscount === "number"
      ? randToCents(value.totalDiscount)
      : 0;
  return {
    ...(value as unknown as QuoteDocument),
    contact: {
      name: contact.name,
      email: contact.email,
      phone: typeof contact.phone === "string" ? contact.phone : "",
    },
    hireDays: isCount(value.hireDays) && value.hireDays > 0 ? value.hireDays : 1,
    lines: pricedLines,
    totalDiscountCents,
    subtotalCents: isCount(value.subtotalCents) ? value.subtotalCents : totals.subtotalCents,
    vatCents: isCount(value.vatCents) ? value.vatCents : totals.vatCents,
    totalCents: isCount(value.totalCents) ? value.totalCents : totals.totalCents,
    // Documents queued before 0009-live-quotes say "new" or "discount_requested".
    status: readQuoteStatus(value.status),
  };
}
