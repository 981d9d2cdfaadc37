// The quote's token guards its decisions and its PDF: a wrong token and an
// unknown quote are answered alike, and lookups are limited per client.
import { describe, expect, it } from "vitest";
import { getQuoteByNumber, listQuoteDecisions } from "#app/features/quotes/quotes-db.server.ts";
import { describeQuotesApi } from "#app/routes/api.quotes.test-support.ts";

describeQuotesApi((api) => {
  const { startApi, db, created, decide } = api;
  describe("POST /api/quotes/:quoteNumber/decisions", () => {
    it("answers a wrong token and an unknown quote alike (404), and a bad request type 400", async () => {
      await startApi();
      const quote = await created();
      const wrong = await decide(quote.quoteNumber, { accessToken: "not-the-token", requestType: "accept" });
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({
        success: false,
        message: `We could not find quote ${quote.quoteNumber} for this link. Please check the link, or call us.`,
      });
      expect((await decide(quote.quoteNumber, { requestType: "accept" })).status).toBe(404);

      const unknown = await decide("Q-200101-AAAA", { accessToken: quote.accessToken, requestType: "accept" });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({
        success: false,
        message: "We could not find quote Q-200101-AAAA for this link. Please check the link, or call us.",
      });
      expect((await decide("not-a-quote", { accessToken: quote.accessToken, requestType: "accept" })).status).toBe(404);

      const badType = await decide(quote.quoteNumber, { accessToken: quote.accessToken, requestType: "haggle" });
      expect(badType.status).toBe(400);
      expect(await badType.json()).toEqual({
        success: false,
        message: "requestType must be one of: discount, accept, decline, undecided",
        errors: [{ field: "requestType", message: "requestType must be one of: discount, accept, decline, undecided" }],
      });
      expect(await listQuoteDecisions(db(), quote.quoteNumber)).toEqual([]);
      expect((await getQuoteByNumber(db(), quote.quoteNumber))?.quote.status).toBe("sent");
    });
  });

  describe("GET /api/quotes/:quoteNumber/pdf", () => {
    it("answers a wrong token and an unknown quote alike (404)", async () => {
      await startApi();
      const quote = await created();
      const wrong = await fetch(`${api.baseUrl}/api/quotes/${quote.quoteNumber}/pdf?token=nope`);
      expect(wrong.status).toBe(404);
      expect(await wrong.json()).toEqual({
        success: false,
        message: `We could not find quote ${quote.quoteNumber} for this link. Please check the link, or call us.`,
      });
      expect((await fetch(`${api.baseUrl}/api/quotes/${quote.quoteNumber}/pdf`)).status).toBe(404);
      const unknown = await fetch(`${api.baseUrl}/api/quotes/Q-200101-AAAA/pdf?token=${quote.accessToken}`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({
        success: false,
        message: "We could not find quote Q-200101-AAAA for this link. Please check the link, or call us.",
      });
      const post = await fetch(`${api.baseUrl}/api/quotes/${quote.quoteNumber}/pdf`, { method: "POST" });
      expect(post.status).toBe(405);
      expect(post.headers.get("allow")).toBe("GET");
    });

    it("limits lookups per client (429), whatever the quote number", async () => {
      await startApi({ limits: { perClient: 2, floodThreshold: 100 } });
      // Two per client in the table's terms is 12 lookups (quote_lookup allows six times a lead's limit).
      const statuses: number[] = [];
      for (let i = 0; i < 13; i++)
        statuses.push((await fetch(`${api.baseUrl}/api/quotes/Q-200101-AAA${i % 2 ? "B" : "C"}/pdf?token=x`)).status);
      expect(statuses.slice(0, 12)).toEqual(Array(12).fill(404));
      expect(statuses[12]).toBe(429);
    });
  });
});
