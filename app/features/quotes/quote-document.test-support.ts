// Priced quotes for the tests of everything that shows a quote (the quote
// page, the e-mail, the PDF, the inbox), with the totals the pricing rules
// give for them, in cents.
// - sampleQuote: two premium speakers, the Speaker Power Duo promotion at 15%
//   off and a sound engineer for 4 hours, for one day.
// - weddingQuote: a three-day wedding with two technicians for five hours,
//   delivery to Pretoria and a company VAT number.
import { DELIVERY_ZONES } from "#app/features/quotes/delivery.ts";
import { sampleEmailQuote } from "#app/features/staff/emails/samples.ts";
import type { PricedQuoteLine, QuoteDocument } from "#app/features/quotes/quote-document.ts";

/** The e-mail previews' sample quote (app/features/staff/emails/samples.ts) is the tests' sample too. */
export const SAMPLE_QUOTE_LINES: PricedQuoteLine[] = sampleEmailQuote().lines;

/** The sample quote, for an event on 12 December 2026 at Summer Place; `overrides` replace whole fields. */
export function sampleQuote(overrides: Partial<QuoteDocument> = {}): QuoteDocument {
  return sampleEmailQuote({
    contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
    ...overrides,
  });
}

const pretoria = DELIVERY_ZONES.find((zone) => zone.id === "pretoria")!;

/**
 * A wedding from Friday 11 to Sunday 13 December 2026 (3 days: 2 day rates):
 * two premium speakers (R1,500.00), two setup technicians for 5 hours each
 * (R15,000.00) and delivery to Pretoria (R1,200.00), for a company with a VAT number.
 */
export function weddingQuote(overrides: Partial<QuoteDocument> = {}): QuoteDocument {
  return {
    quoteNumber: "Q-261126-W3DD",
    createdAt: "2026-11-26T08:00:00.000Z",
    contact: { name: "Zoë Nkosi-Müller", email: "zoe@example.co.za", phone: "082 555 0199" },
    company: { name: "Nkosi Events (Pty) Ltd", vatNumber: "4123456789" },
    eventDate: "2026-12-11",
    endDate: "2026-12-13",
    setupTime: "08:00",
    collectionTime: "23:30",
    venue: "Irene Dairy Farm, Centurion",
    setting: "outdoor",
    guests: 150,
    hireDays: 3,
    pricingRule:
      "3-day hire: the first day at the day rate and each further day at 50% of it (2 day rates in all). Personnel by the hour: people × hours × hourly rate.",
    lines: [
      {
        id: "powered-speaker-12-premium",
        type: "product",
        name: "Premium 12-Inch Powered Speaker",
        quantity: 2,
        unitPriceCents: 37_500,
        hourlyRate: false,
        lineTotalCents: 150_000,
        vatCents: 22_500,
      },
      {
        id: "setup-technician",
        type: "personnel",
        name: "Setup Technician",
        quantity: 2,
        hours: 5,
        unitPriceCents: 150_000,
        hourlyRate: true,
        lineTotalCents: 1_500_000,
        vatCents: 225_000,
      },
    ],
    delivery: {
      method: "delivery",
      zone: "pretoria",
      zoneName: "Pretoria",
      feeCents: pretoria.feeCents,
      vatCents: 18_000,
    },
    totalItems: 4,
    totalDiscountCents: 0,
    subtotalCents: 1_770_000,
    vatCents: 265_500,
    totalCents: 2_035_500,
    validUntil: "2026-12-10",
    status: "sent",
    ...overrides,
  };
}
