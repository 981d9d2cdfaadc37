// A new quote's document and row, from the visitor's input: contact and company
// trimmed, blank event text left out, totals and expiry worked out once, and the
// row's text capped to what the quotes table stores.
import type { NewQuote } from "#app/features/quotes/quotes-db.server.ts";
import {
  type QuoteContact,
  type QuoteDocument,
  type QuoteEventDetails,
  quoteVatTotals,
} from "#app/features/quotes/quote-document.ts";
import { DEFAULT_QUOTE_VALIDITY_DAYS, quoteValidUntil } from "#app/features/quotes/quote-expiry.ts";
import { hashAccessToken } from "#app/features/quotes/quote-access-tokens.server.ts";
import { cappedOptionalText, cappedText } from "#app/platform/forms/storable-text.ts";
import { STORED_TEXT_MAX } from "#app/platform/db/text-limits.server.ts";

/** The event details with blank text left out. */
export function eventDetails(event: QuoteEventDetails): QuoteEventDetails {
  const details: QuoteEventDetails = {};
  for (const field of ["eventDate", "endDate", "setupTime", "collectionTime", "venue"] as const) {
    const value = blankToUndefined(event[field]);
    if (value) details[field] = value;
  }
  if (event.setting) details.setting = event.setting;
  if (event.guests !== undefined) details.guests = event.guests;
  return details;
}

export function blankToUndefined(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The visitor's input tidied once: trimmed contact and company, blank event text left out, totals and expiry worked out. */
export function preparedQuote(input: NewQuote, now: Date) {
  const company = input.company?.name.trim()
    ? {
        name: input.company.name.trim(),
        ...(input.company.vatNumber ? { vatNumber: input.company.vatNumber } : {}),
      }
    : undefined;
  const contact: QuoteContact = {
    name: input.contact.name.trim(),
    email: input.contact.email.trim(),
    phone: input.contact.phone.trim(),
  };
  const lines = input.lines.map((line) => ({ ...line }));
  return {
    createdAt: now.toISOString(),
    contact,
    company,
    event: eventDetails(input.event ?? {}),
    lines,
    totals: quoteVatTotals(lines, input.delivery),
    validUntil: quoteValidUntil(now, input.validityDays ?? DEFAULT_QUOTE_VALIDITY_DAYS),
    hireDays: input.hireDays ?? 1,
  };
}

export type PreparedQuote = ReturnType<typeof preparedQuote>;

/** The quote document under a quote number: what the lead's payload and the notifications carry. */
export function quoteDocumentFor(input: NewQuote, prepared: PreparedQuote, quoteNumber: string): QuoteDocument {
  const { createdAt, contact, company, event, hireDays, lines, totals, validUntil } = prepared;
  return {
    quoteNumber,
    createdAt,
    contact,
    ...(company ? { company } : {}),
    ...event,
    hireDays,
    ...(input.pricingRule ? { pricingRule: input.pricingRule } : {}),
    lines,
    ...(input.delivery ? { delivery: { ...input.delivery } } : {}),
    totalItems: input.totalItems,
    totalDiscountCents: input.totalDiscountCents,
    ...totals,
    validUntil,
    status: "sent",
  };
}

/** The quote row's columns, text capped to what the table stores. */
export function quoteRowValues(
  input: NewQuote,
  prepared: PreparedQuote,
  row: { id: string; leadId: string; quote: QuoteDocument; accessToken: string },
) {
  const { contact, company, event, lines, totals } = prepared;
  return {
    id: row.id,
    quote_number: row.quote.quoteNumber,
    lead_id: row.leadId,
    access_token_hash: hashAccessToken(row.accessToken),
    status: "sent" as const,
    contact_name: cappedText(contact.name, STORED_TEXT_MAX.name),
    contact_email: cappedText(contact.email, STORED_TEXT_MAX.email),
    contact_phone: cappedText(contact.phone, STORED_TEXT_MAX.phone),
    event_date: cappedOptionalText(event.eventDate, STORED_TEXT_MAX.eventDate),
    end_date: cappedOptionalText(event.endDate, STORED_TEXT_MAX.eventDate),
    setup_time: event.setupTime ?? null,
    collection_time: event.collectionTime ?? null,
    venue: cappedOptionalText(event.venue, STORED_TEXT_MAX.venue),
    venue_setting: event.setting ?? null,
    guests: event.guests ?? null,
    company_name: cappedOptionalText(company?.name, STORED_TEXT_MAX.venue),
    company_vat_number: company?.vatNumber ?? null,
    delivery_method: input.delivery?.method ?? null,
    delivery_zone: input.delivery?.zone ?? null,
    delivery_fee_cents: input.delivery ? input.delivery.feeCents : null,
    hire_days: prepared.hireDays,
    pricing_rule: input.pricingRule ?? null,
    lines: JSON.stringify(row.quote.lines),
    total_items: input.totalItems,
    // The lines after discounts, excluding VAT and delivery (as since 0002).
    total_price_cents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
    total_discount_cents: input.totalDiscountCents,
    vat_cents: totals.vatCents,
    total_cents: totals.totalCents,
    valid_until: prepared.validUntil,
    created_at: prepared.createdAt,
    updated_at: prepared.createdAt,
  };
}
