// POST /api/quotes prices on the server: against the published catalogue,
// whatever prices and totals the browser sends.
import { describe, expect, it } from "vitest";
import { SAMPLE_QUOTE_LINES } from "#app/features/quotes/quote-document.test-support.ts";
import { listLeads } from "#app/features/leads/leads-db.server.ts";
import { getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { EVENT_DATE, contact, describeQuotesApi, request } from "#app/routes/api.quotes.test-support.ts";

describeQuotesApi((api) => {
  const { startApi, db, create, created } = api;
  describe("POST /api/quotes", () => {
    it("prices against the published catalogue: an edited price is charged and a hidden item is refused", async () => {
      const speakerId = "powered-speaker-12-premium";
      const edited: CatalogueData = {
        ...seedCatalogue,
        // The speaker now costs R12,340 (hired at 5%: R617); the Power Duo promotion is hidden.
        products: seedCatalogue.products.map((product) =>
          product.id === speakerId ? { ...product, name: "Premium Speaker Mk II", costPrice: 12_340 } : product,
        ),
        promotions: seedCatalogue.promotions.filter((promotion) => promotion.id !== "speaker-power-duo"),
      };
      await startApi({ catalogue: edited });
      const refused = await create();
      expect(refused.response.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { field: "items[1].id", message: "This item is no longer in our catalogue" },
      ]);

      const { quote } = await created({ ...request, items: [request.items[0]] });
      expect(quote.lines).toEqual([
        expect.objectContaining({ id: speakerId, name: "Premium Speaker Mk II", quantity: 2, unitPriceCents: 61_700 }),
      ]);
    });

    it("prices the quote on the server, ignoring the client's prices and totals", async () => {
      await startApi();
      const { response, body } = await create();
      expect(response.status).toBe(201);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(body).toMatchObject({ success: true, customerEmailQueued: false });
      expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.quoteNumber).toMatch(/^Q-\d{6}-[A-HJ-NP-Z2-9]{4}$/);
      expect(body.quote).toMatchObject({
        quoteNumber: body.quoteNumber,
        contact,
        eventDate: EVENT_DATE,
        venue: "Summer Place, Hyde Park",
        totalItems: 4,
        totalDiscountCents: 16_875,
        subtotalCents: 1_170_625,
        vatCents: 175_594,
        totalCents: 1_346_219,
        hireDays: 1,
        status: "sent",
      });
      // The sound engineer was sent without hours, as a page from before people x hours
      // did: one person for 4 hours.
      expect(body.quote.lines).toEqual(SAMPLE_QUOTE_LINES);

      const stored = await getQuoteByNumber(db(), body.quoteNumber);
      expect(stored?.quote).toEqual(body.quote);
      const [lead] = await listLeads(db());
      expect(lead).toMatchObject({
        kind: "quote",
        source: "Quote Request",
        fullName: "Thandi Mokoena",
        marketingConsent: true,
        payload: body.quote,
      });
      expect(lead?.referrer).toBe(request.referrer);
      expect(JSON.stringify(lead)).not.toContain("Cheap speaker");
    });
  });
});
