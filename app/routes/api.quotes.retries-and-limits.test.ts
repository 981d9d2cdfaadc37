// POST /api/quotes under retries and load: an Idempotency-Key replays the
// same quote, quick quotes get distinct numbers, the rate limits and a
// database that cannot store answer for themselves.
import { describe, expect, it } from "vitest";
import { listLeads } from "#app/features/leads/leads-db.server.ts";
import { contact, describeQuotesApi, request } from "#app/routes/api.quotes.test-support.ts";

describeQuotesApi((api) => {
  const { startApi, db, create } = api;
  describe("POST /api/quotes", () => {
    it("returns the same quote for a retried post (Idempotency-Key), with the token only the first time", async () => {
      await startApi();
      const headers = { "Idempotency-Key": "quote-7b5d-4c3e-9f00" };
      const first = await create(request, headers);
      const second = await create(request, headers);
      expect(first.response.status).toBe(201);
      expect(second.response.status).toBe(200);
      expect(second.body).toEqual({
        success: true,
        quoteNumber: first.body.quoteNumber,
        quote: first.body.quote,
        customerEmailQueued: false,
      });
      expect(await listLeads(db())).toHaveLength(1);

      const bad = await create(request, { "Idempotency-Key": "no spaces allowed" });
      expect(bad.response.status).toBe(400);
    });

    it("answers 409 to the key replayed with another body, never with the first quote's contact details", async () => {
      await startApi();
      const headers = { "Idempotency-Key": "quote-replayed-0001" };
      expect((await create(request, headers)).response.status).toBe(201);
      const other = {
        contact: { name: "Mallory", email: "mallory@example.org", phone: "082 555 0999" },
        items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 1 }],
      };
      const replayed = await create(other, headers);
      expect(replayed.response.status).toBe(409);
      expect(replayed.body).toEqual({
        success: false,
        message:
          "This Idempotency-Key was already used with a different request body. Send a new key with a new submission.",
      });
      expect(JSON.stringify(replayed.body)).not.toContain(contact.email);
      expect(await listLeads(db())).toHaveLength(1);
    });

    it("gives 200 quickly created quotes 200 different numbers", async () => {
      await startApi();
      const numbers: string[] = [];
      const body = { ...request, items: [{ type: "product", id: "cable-ramp", quantity: 1 }] };
      for (let batch = 0; batch < 20; batch++) {
        const answers = await Promise.all(Array.from({ length: 10 }, () => create(body)));
        for (const answer of answers) {
          expect(answer.response.status).toBe(201);
          numbers.push(answer.body.quoteNumber);
        }
      }
      expect(new Set(numbers).size).toBe(200);
      const row = await db()
        .selectFrom("quotes")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(200);
    }, 60_000);

    it("applies the lead intake's rate limits (429 with Retry-After)", async () => {
      await startApi({ limits: { perClient: 2, floodThreshold: 100 } });
      expect((await create()).response.status).toBe(201);
      expect((await create()).response.status).toBe(201);
      const limited = await create();
      expect(limited.response.status).toBe(429);
      expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(limited.body.message).toBe(
        "You have sent several requests in a short time. Please wait a few minutes and try again, or call us on 011 784 2250.",
      );
      expect(await listLeads(db())).toHaveLength(2);
    });

    it("answers 503 when the database cannot store the quote", async () => {
      const started = await startApi();
      await started.database.close();
      const { response, body } = await create();
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("60");
      expect(body).toEqual({
        success: false,
        message: "We could not save your request just now. Please try again in a minute or call us on 011 784 2250.",
      });
    });
  });
});
