// POST /api/quotes with the event's details: a multi-day wedding with
// delivery and technicians priced, and dates, zones and VAT numbers refused.
import { describe, expect, it } from "vitest";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { weddingQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { listLeads } from "#app/features/leads/leads-db.server.ts";
import { getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import { describeQuotesApi, request } from "#app/routes/api.quotes.test-support.ts";

describeQuotesApi((api) => {
  const { startApi, db, create } = api;
  describe("POST /api/quotes", () => {
    it("prices a multi-day wedding with delivery, two technicians for five hours and a company VAT number", async () => {
      await startApi();
      // Dates relative to today in Johannesburg, so the test never meets the past-date rule.
      const first = addDays(johannesburgDate(new Date()), 20);
      const { response, body } = await create({
        contact: { name: "Zoë Nkosi-Müller", email: "zoe@example.co.za", phone: "082 555 0199" },
        eventDate: first,
        endDate: addDays(first, 2),
        setupTime: "08:00",
        collectionTime: "23:30",
        venue: "Irene Dairy Farm, Centurion",
        setting: "outdoor",
        guests: "150",
        deliveryMethod: "delivery",
        deliveryZone: "pretoria",
        companyName: "Nkosi Events (Pty) Ltd",
        companyVatNumber: "4123 456 789",
        items: [
          { type: "product", id: "powered-speaker-12-premium", quantity: 2, price: 1 },
          { type: "personnel", id: "setup-technician", quantity: 2, hours: 5, lineTotal: 0 },
        ],
        totalCents: 1,
      });
      expect(response.status).toBe(201);
      const { quoteNumber, createdAt, validUntil, eventDate, endDate, ...wedding } = weddingQuote();
      expect(body.quote).toEqual({
        ...wedding,
        quoteNumber: body.quoteNumber,
        createdAt: body.quote.createdAt,
        eventDate: first,
        endDate: addDays(first, 2),
        validUntil: addDays(johannesburgDate(new Date(body.quote.createdAt)), 14),
      });
      expect([quoteNumber, createdAt, validUntil, eventDate, endDate]).toHaveLength(5);
      expect((await getQuoteByNumber(db(), body.quoteNumber))?.quote).toEqual(body.quote);
    });

    it("refuses an event date in the past, a last day before the first, a delivery without a zone and a bad VAT number", async () => {
      await startApi();
      const today = johannesburgDate(new Date());
      const { response, body } = await create({
        ...request,
        eventDate: addDays(today, -1),
        endDate: addDays(today, -3),
        deliveryMethod: "delivery",
        companyName: "Nkosi Events",
        companyVatNumber: "123",
      });
      expect(response.status).toBe(400);
      expect(body.errors).toEqual([
        { field: "eventDate", message: "The event date cannot be in the past" },
        { field: "endDate", message: "The last day cannot be in the past" },
        { field: "companyVatNumber", message: "A South African VAT number has 10 digits and starts with 4" },
        { field: "deliveryZone", message: "Please choose the delivery zone your venue is in" },
      ]);
      const ordered = await create({
        ...request,
        eventDate: addDays(today, 10),
        endDate: addDays(today, 9),
        deliveryMethod: "delivery",
      });
      expect(ordered.body.errors).toEqual([
        { field: "endDate", message: "The last day cannot be before the event date" },
        { field: "deliveryZone", message: "Please choose the delivery zone your venue is in" },
      ]);
      expect(await listLeads(db())).toEqual([]);
    });
  });
});
