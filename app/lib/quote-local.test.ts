import { describe, expect, it } from "vitest";
import { localQuoteDocument } from "./quote-local";
import type { QuoteItem } from "./quote";

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
          quantity: 4,
          price: 2500,
          hourlyRate: true,
        }),
      ],
      { name: "Ayanda Khumalo", email: "ayanda@example.co.za", phone: "0825550142" },
      "Q-261121-ABCD",
      new Date("2026-11-21T09:00:00Z"),
      { eventDate: "2026-12-12", venue: "Midrand" },
    );
    expect(quote.lines.map((line) => line.lineTotal)).toEqual([750, 956.25, 10000]);
    expect(quote).toMatchObject({
      totalItems: 7,
      totalPrice: 11706.25,
      totalDiscount: 168.75,
      eventDate: "2026-12-12",
      venue: "Midrand",
      status: "new",
    });
  });
});
