// POST /api/quotes/:quoteNumber/decisions: expired quotes, each decision
// stored with its time, and a second acceptance refused.
import { describe, expect, it } from "vitest";
import { getQuoteByNumber, listQuoteDecisions } from "#app/features/quotes/quotes-db.server.ts";
import { type ErrorAnswer, contact, describeQuotesApi, request } from "#app/routes/api.quotes.test-support.ts";

describeQuotesApi((api) => {
  const { startApi, db, created, decide } = api;
  describe("POST /api/quotes/:quoteNumber/decisions", () => {
    it("answers 410 to a decision on an expired quote, asking for a fresh one", async () => {
      await startApi();
      const quote = await created();
      await db()
        .updateTable("quotes")
        .set({ valid_until: "2026-01-31" })
        .where("quote_number", "=", quote.quoteNumber)
        .execute();
      const response = await decide(quote.quoteNumber, { accessToken: quote.accessToken, requestType: "accept" });
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual({
        success: false,
        message: `Quote ${quote.quoteNumber} expired on Saturday, 31 January 2026. Please request a fresh quote: prices and availability may have changed since.`,
        expired: true,
        validUntil: "2026-01-31",
      });
      expect((await getQuoteByNumber(db(), quote.quoteNumber))?.quote.status).toBe("sent");
    });

    it("stores each decision with its time, and the status follows", async () => {
      await startApi();
      const quote = await created();
      const extra = { contact, items: request.items, totalPrice: 1, totalDiscount: 0, quoteNumber: "Q-000000-AAAA" };
      const steps = [
        ["discount", "changes_requested"],
        ["undecided", "changes_requested"],
        ["decline", "declined"],
      ] as const;
      for (const [requestType, status] of steps) {
        const before = new Date().toISOString();
        const response = await decide(quote.quoteNumber, { ...extra, accessToken: quote.accessToken, requestType });
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe("no-store");
        const body = (await response.json()) as { decidedAt: string };
        expect(body).toEqual({
          success: true,
          quoteNumber: quote.quoteNumber,
          status,
          decidedAt: expect.any(String) as unknown as string,
        });
        expect(body.decidedAt >= before && body.decidedAt <= new Date().toISOString()).toBe(true);
        expect((await getQuoteByNumber(db(), quote.quoteNumber))?.quote.status).toBe(status);
      }
      const accepted = await created();
      const accept = await decide(accepted.quoteNumber, { accessToken: accepted.accessToken, requestType: "accept" });
      expect(await accept.json()).toMatchObject({ success: true, status: "accepted" });

      const decisions = await listQuoteDecisions(db(), quote.quoteNumber);
      expect(decisions.map((decision) => [decision.requestType, decision.statusAfter])).toEqual(
        steps.map((step) => [...step]),
      );
      for (const decision of decisions)
        expect(decision.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect((await listQuoteDecisions(db(), accepted.quoteNumber)).map((decision) => decision.requestType)).toEqual([
        "accept",
      ]);
      // The client's totals went nowhere.
      expect((await getQuoteByNumber(db(), quote.quoteNumber))?.quote.subtotalCents).toBe(1_170_625);
    });

    it("answers 409 with a clear message to a second accept", async () => {
      await startApi();
      const quote = await created();
      expect((await decide(quote.quoteNumber, { accessToken: quote.accessToken, requestType: "accept" })).status).toBe(
        200,
      );
      const again = await decide(quote.quoteNumber, { accessToken: quote.accessToken, requestType: "accept" });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({
        success: false,
        message: `Quote ${quote.quoteNumber} has already been accepted`,
        status: "accepted",
      });

      const declined = await created();
      await decide(declined.quoteNumber, { accessToken: declined.accessToken, requestType: "decline" });
      const afterDecline = await decide(declined.quoteNumber, {
        accessToken: declined.accessToken,
        requestType: "discount",
      });
      expect(afterDecline.status).toBe(409);
      expect(((await afterDecline.json()) as ErrorAnswer).message).toBe(
        `Quote ${declined.quoteNumber} has already been declined`,
      );
    });
  });
});
