// A quote document built in the browser from the visitor's own selection, for
// when the server could not be reached: the summary still shows, marked as an
// estimate, and the team follows up (spec: the flow continues).
import { type DeliveryEstimate, deliveryEstimate, pricingRuleText } from "#app/features/quotes/event-pricing.ts";
import { hireDays } from "#app/features/quotes/hire-period.ts";
import {
  type QuoteCompany,
  type QuoteContact,
  type QuoteDocument,
  type QuoteEventDetails,
  quoteVatTotals,
} from "#app/features/quotes/quote-document.ts";
import { normaliseVatNumber } from "#app/features/quotes/request/quote-contact-schema.ts";
import type { QuoteEventValues } from "#app/features/quotes/request/quote-event-fields.ts";
import { priceItems } from "#app/features/quotes/quote-pricing.ts";
import type { QuoteItem } from "#app/features/quotes/quote.ts";

export interface LocalQuoteDetails {
  event?: QuoteEventDetails;
  company?: QuoteCompany;
  deliveryMethod?: string;
  deliveryZone?: string;
}

/** The visitor's own estimate, priced by the same rules as the server's (hire period, people × hours, delivery, VAT). */
export function localQuoteDocument(
  items: readonly QuoteItem[],
  contact: QuoteContact,
  quoteNumber: string,
  now: Date,
  { event = {}, company, deliveryMethod, deliveryZone }: LocalQuoteDetails = {},
): QuoteDocument {
  const days = hireDays(event);
  // A last day only for a hire of more than one day (one equal to the first is a one-day hire).
  const { endDate, ...oneDay } = event;
  const priced = priceItems(items, days);
  const delivery: DeliveryEstimate | undefined =
    deliveryMethod === "delivery" || deliveryMethod === "collection"
      ? deliveryEstimate(deliveryMethod, deliveryZone)
      : undefined;
  return {
    quoteNumber,
    createdAt: now.toISOString(),
    contact,
    ...(company ? { company } : {}),
    ...oneDay,
    ...(days > 1 && endDate ? { endDate } : {}),
    hireDays: days,
    pricingRule: pricingRuleText(
      days,
      priced.lines.some((line) => line.hourlyRate),
    ),
    lines: priced.lines,
    ...(delivery ? { delivery } : {}),
    totalItems: priced.totalItems,
    totalDiscountCents: priced.totalDiscountCents,
    ...quoteVatTotals(priced.lines, delivery),
    status: "sent",
  };
}

/** The form's event fields as the local estimate reads them. */
export function localQuoteDetails(values: QuoteEventValues): LocalQuoteDetails {
  const event: QuoteEventDetails = {};
  if (values.eventDate) event.eventDate = values.eventDate;
  if (values.endDate) event.endDate = values.endDate;
  if (values.setupTime) event.setupTime = values.setupTime;
  if (values.collectionTime) event.collectionTime = values.collectionTime;
  if (values.venue) event.venue = values.venue;
  if (values.setting === "indoor" || values.setting === "outdoor") event.setting = values.setting;
  if (/^\d+$/.test(values.guests)) event.guests = Number(values.guests);
  return {
    event,
    ...(values.companyName
      ? {
          company: {
            name: values.companyName,
            ...(values.companyVatNumber ? { vatNumber: normaliseVatNumber(values.companyVatNumber) } : {}),
          },
        }
      : {}),
    deliveryMethod: values.deliveryMethod,
    deliveryZone: values.deliveryZone,
  };
}
