// A stored quote row read back as the quote document (the requested version from
// the row's columns, a revised one from its stored document) and as the lead
// notification that carries it.
import type { JsonObject, LeadNotification } from "#app/features/leads/index.ts";
import type { DeliveryEstimate } from "#app/features/quotes/event-pricing.ts";
import {
  type PricedQuoteLine,
  type QuoteDocument,
  VENUE_SETTINGS,
  type VenueSetting,
  quoteVatTotals,
  readQuoteDocument,
  readStoredLine,
} from "#app/features/quotes/quote-document.ts";
import { readQuoteStatus } from "#app/features/quotes/quote-status.ts";
import { deliveryEstimate, vatOn } from "#app/features/quotes/event-pricing.ts";
import { type LeadRow, notificationOfLead } from "#app/features/leads/index.server.ts";
import type { QuoteRow } from "#app/features/quotes/quotes-tables.server.ts";

export interface StoredQuote {
  id: string;
  leadId: string;
  quote: QuoteDocument;
  updatedAt: string;
}

const cents = (value: number | string | null): number | undefined => (value === null ? undefined : Number(value));

/** The delivery a row records, re-read as the estimate it was (the fee as stored, not today's). */
function deliveryOf(row: QuoteRow): DeliveryEstimate | undefined {
  if (row.delivery_method === "collection") return { method: "collection", feeCents: 0, vatCents: 0 };
  if (row.delivery_method !== "delivery" || !row.delivery_zone) return undefined;
  const feeCents = cents(row.delivery_fee_cents) ?? 0;
  const estimate = deliveryEstimate("delivery", row.delivery_zone);
  return {
    method: "delivery",
    zone: row.delivery_zone as DeliveryEstimate["zone"],
    zoneName: estimate?.zoneName ?? row.delivery_zone,
    feeCents,
    vatCents: vatOn(feeCents),
  };
}

export function toQuoteDocument(row: QuoteRow): QuoteDocument {
  // A revised quote's current version is a document of its own (decision 039); the status is the row's.
  // It is stored without the contact, company and venue, which only the row holds (erasure clears them there).
  const requested = requestedQuoteDocument(row);
  const revised = row.current_document ? readQuoteDocument(JSON.parse(row.current_document)) : undefined;
  if (!revised) return requested;
  const { company: _company, venue: _venue, ...rest } = revised;
  return {
    ...rest,
    quoteNumber: row.quote_number,
    status: requested.status,
    contact: requested.contact,
    ...(requested.company ? { company: requested.company } : {}),
    ...(requested.venue ? { venue: requested.venue } : {}),
  };
}

/** Version 1, the quote as the visitor requested it, from the row's own columns. */
export function requestedQuoteDocument(row: QuoteRow): QuoteDocument {
  const stored: unknown = JSON.parse(row.lines);
  const lines = (Array.isArray(stored) ? stored : [])
    .map(readStoredLine)
    .filter((line): line is PricedQuoteLine => line !== undefined);
  const delivery = deliveryOf(row);
  // Quotes stored before VAT was shown get their VAT worked out from their lines.
  const worked = quoteVatTotals(lines, delivery);
  const vatCents = cents(row.vat_cents) ?? worked.vatCents;
  const totalCents = cents(row.total_cents) ?? worked.totalCents;
  const quote: QuoteDocument = {
    quoteNumber: row.quote_number,
    createdAt: row.created_at,
    contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    hireDays: row.hire_days ?? 1,
    lines,
    totalItems: Number(row.total_items),
    totalDiscountCents: Number(row.total_discount_cents),
    subtotalCents: totalCents - vatCents,
    vatCents,
    totalCents,
    status: readQuoteStatus(row.status),
  };
  if (row.event_date) quote.eventDate = row.event_date;
  if (row.end_date) quote.endDate = row.end_date;
  if (row.setup_time) quote.setupTime = row.setup_time;
  if (row.collection_time) quote.collectionTime = row.collection_time;
  if (row.venue) quote.venue = row.venue;
  if (VENUE_SETTINGS.includes(row.venue_setting as VenueSetting)) quote.setting = row.venue_setting as VenueSetting;
  if (row.guests !== null) quote.guests = Number(row.guests);
  if (row.company_name) {
    quote.company = { name: row.company_name };
    if (row.company_vat_number) quote.company.vatNumber = row.company_vat_number;
  }
  if (row.pricing_rule) quote.pricingRule = row.pricing_rule;
  if (delivery) quote.delivery = delivery;
  if (row.valid_until) quote.validUntil = row.valid_until;
  return quote;
}

export function toStoredQuote(row: QuoteRow): StoredQuote {
  return { id: row.id, leadId: row.lead_id, quote: toQuoteDocument(row), updatedAt: row.updated_at };
}

export function leadNotificationOf(lead: LeadRow, quote: QuoteDocument): LeadNotification {
  return notificationOfLead(lead, quote as unknown as JsonObject);
}
