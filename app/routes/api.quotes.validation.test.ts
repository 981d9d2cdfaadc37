// POST /api/quotes refuses a request the contact form or the catalogue would
// not take, with the field's message, and stores nothing.
import { describe, expect, it } from "vitest";
import { listLeads } from "#app/features/leads/leads-db.server.ts";
import { describeQuotesApi, request } from "#app/routes/api.quotes.test-support.ts";

describeQuotesApi((api) => {
  const { startApi, db, create } = api;
  describe("POST /api/quotes", () => {
    it("answers 400 with the contact form's messages, and stores nothing", async () => {
      await startApi();
      const { response, body } = await create({
        ...request,
        contact: { name: "T", email: "thandi@", phone: "082 555" },
        eventDate: "2026-02-30",
      });
      expect(response.status).toBe(400);
      expect(body).toEqual({
        success: false,
        message: "Please check the highlighted fields and try again.",
        errors: [
          { field: "contact.name", message: "Name must be at least 2 characters" },
          { field: "contact.email", message: "Please enter a valid email address" },
          { field: "contact.phone", message: "Please enter a valid phone number" },
          { field: "eventDate", message: "Please enter a valid date" },
        ],
      });

      // A contact field that is not text (a list, as a repeated form field would be) reads as empty.
      const listed = await create({ ...request, contact: { ...request.contact, name: ["Thandi Nkosi"] } });
      expect(listed.response.status).toBe(400);
      expect(listed.body.errors).toEqual([{ field: "contact.name", message: "Name must be at least 2 characters" }]);

      // Optional fields of the wrong type are refused, not read as empty.
      const wrongTypes = await create({ ...request, venue: 12, referrer: ["a"], marketingConsent: "yes" });
      expect(wrongTypes.response.status).toBe(400);
      expect(wrongTypes.body.errors).toEqual([
        { field: "venue", message: "venue must be text" },
        { field: "referrer", message: "referrer must be text" },
        { field: "marketingConsent", message: "marketingConsent must be true or false" },
      ]);

      const missing = await create({ items: request.items });
      expect(missing.response.status).toBe(400);
      expect(missing.body.errors?.map((error) => error.field)).toEqual([
        "contact.name",
        "contact.email",
        "contact.phone",
      ]);
      expect(await listLeads(db())).toHaveLength(0);
    });

    it("answers 400 for items that are unknown, empty or of a bad quantity", async () => {
      await startApi();
      const unknown = await create({
        ...request,
        items: [request.items[0], { type: "product", id: "gramophone", quantity: 1 }],
      });
      expect(unknown.response.status).toBe(400);
      expect(unknown.body.errors).toEqual([
        { field: "items[1].id", message: "This item is no longer in our catalogue" },
      ]);

      const empty = await create({ ...request, items: [] });
      expect(empty.body.errors).toEqual([{ field: "items", message: "Your quote has no items" }]);

      const quantity = await create({ ...request, items: [{ type: "product", id: "cable-ramp", quantity: 1000 }] });
      expect(quantity.body.errors).toEqual([
        { field: "items[0].quantity", message: "Quantity must be a whole number from 1 to 999" },
      ]);

      const type = await create({ ...request, items: [{ type: "gift", id: "cable-ramp", quantity: 1 }] });
      expect(type.body.errors?.[0]?.field).toBe("items[0].type");
      expect(await listLeads(db())).toHaveLength(0);
    });
  });
});
