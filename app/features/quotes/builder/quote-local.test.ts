import { describe, expect, it } from "vitest";
import { weddingQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { localQuoteDetails, localQuoteDocument } from "#app/features/quotes/builder/quote-local.ts";
import type { QuoteItem } from "#app/features/quotes/quote.ts";

const item = (over: Partial<QuoteItem>): QuoteItem => ({
  id: "x",
  name: "X",
  type: "product",
  quantity: 1,
  price: 0,
  originalItem: {} as QuoteItem["originalItem"],
  hourlyRate: false,
  ...over,
});

describe("localQuoteDocument", () => {
  it("prices lines and totals like the server, from the selection's own prices", () => {
    const quote = localQuoteDocument(
      [
        item({ id: "powered-speaker-12-premium", name: "Premium 12-Inch Powered Speaker", quantity: 2, price: 375 }),
        item({
          id: "speaker-power-duo",
          name: "Speaker Power Duo",
          type: "promotion",
          price: 1125,
          discountPercentage: 0.15,
        }),
        item({
          id: "sound-engineer",
          name: "On-Site Sound Engineer",
          type: "personnel",
          quantity: 1,
          hours: 4,
          price: 2500,
          hourlyRate: true,
        }),
      ],
      { name: "Ayanda Khumalo", email: "ayanda@example.co.za", phone: "0825550142" },
      "Q-261121-ABCD",
      new Date("2026-11-21T09:00:00Z"),
      { event: { eventDate: "2026-12-12", venue: "Midrand" } },
    );
    expect(quote.lines.map((line) => line.lineTotalCents)).toEqual([75_000, 95_625, 1_000_000]);
    expect(quote).toMatchObject({
      totalItems: 4,
      totalDiscountCents: 16_875,
      subtotalCents: 1_170_625,
      vatCents: 175_594,
      totalCents: 1_346_219,
      hireDays: 1,
      eventDate: "2026-12-12",
      venue: "Midrand",
      status: "sent",
    });
  });

  it("prices the visitor's own estimate by the server's rules: three days, people × hours, delivery and VAT", () => {
    const quote = localQuoteDocument(
      [
        item({ id: "powered-speaker-12-premium", name: "Premium 12-Inch Powered Speaker", quantity: 2, price: 375 }),
        item({
          id: "setup-technician",
          name: "Setup Technician",
          type: "personnel",
          quantity: 2,
          hours: 5,
          price: 1500,
          hourlyRate: true,
        }),
      ],
      { name: "Zoë Nkosi-Müller", email: "zoe@example.co.za", phone: "0825550199" },
      "Q-261126-W3DD",
      new Date("2026-11-26T08:00:00Z"),
      localQuoteDetails({
        eventDate: "2026-12-11",
        endDate: "2026-12-13",
        setupTime: "08:00",
        collectionTime: "23:30",
        venue: "Irene Dairy Farm, Centurion",
        setting: "outdoor",
        guests: "150",
        deliveryMethod: "delivery",
        deliveryZone: "pretoria",
        companyName: "Nkosi Events (Pty) Ltd",
        companyVatNumber: "4123 456 789",
      }),
    );
    const { quoteNumber, createdAt, pricingRule, validUntil: _validUntil, ...wedding } = weddingQuote();
    expect(quote).toMatchObject({ ...wedding, contact: { ...wedding.contact, phone: "0825550199" } });
    expect(quote.validUntil).toBeUndefined();
    expect(quote.pricingRule).toBe(pricingRule);
    expect([quoteNumber, createdAt]).toEqual([quote.quoteNumber, quote.createdAt]);
  });
});
