// One priced quote for the tests of everything that shows a quote (the quote
// page, the e-mail, the PDF): two premium speakers, the Speaker Power Duo
// promotion at 15% off and four hours of a sound engineer, with the totals
// the pricing rules give for them.
import type { PricedQuoteLine, QuoteDocument } from "./quote-document.ts";

export const SAMPLE_QUOTE_LINES: PricedQuoteLine[] = [
  {
    id: "powered-speaker-12-premium",
    type: "product",
    name: "Premium 12-Inch Powered Speaker",
    quantity: 2,
    unitPrice: 375,
    hourlyRate: false,
    lineTotal: 750,
  },
  {
    id: "speaker-power-duo",
    type: "promotion",
    name: "Speaker Power Duo",
    quantity: 1,
    unitPrice: 1125,
    hourlyRate: false,
    discountPercentage: 0.15,
    lineTotal: 956.25,
  },
  {
    id: "sound-engineer",
    type: "personnel",
    name: "On-Site Sound Engineer",
    quantity: 4,
    unitPrice: 2500,
    hourlyRate: true,
    lineTotal: 10000,
  },
];

/** The sample quote, for an event on 12 December 2026 at Summer Place; `overrides` replace whole fields. */
export function sampleQuote(overrides: Partial<QuoteDocument> = {}): QuoteDocument {
  return {
    quoteNumber: "Q-261121-7KQM",
    createdAt: "2026-11-21T09:30:00.000Z",
    contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
    eventDate: "2026-12-12",
    venue: "Summer Place, Hyde Park",
    lines: SAMPLE_QUOTE_LINES,
    totalItems: 7,
    totalPrice: 11706.25,
    totalDiscount: 168.75,
    status: "new",
    ...overrides,
  };
}
