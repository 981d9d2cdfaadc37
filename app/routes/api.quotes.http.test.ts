// The quote endpoints' answers to requests that are not theirs: other content
// types, malformed JSON, big bodies, other methods and unknown paths.
import { describe, expect, it } from "vitest";
import { listLeads } from "#app/features/leads/leads-db.server.ts";
import { listQuoteDecisions } from "#app/features/quotes/quotes-db.server.ts";
import { QUOTES_BODY_LIMIT_BYTES } from "#app/platform/http/endpoints.server.ts";
import { describeQuotesApi, request } from "#app/routes/api.quotes.test-support.ts";

describeQuotesApi((api) => {
  const { startApi, db, post, create, created, decide } = api;
  describe("POST /api/quotes", () => {
    it("refuses other content types (415), malformed JSON (400), big bodies (413) and other methods (405)", async () => {
      await startApi();
      const text = await post("/api/quotes", JSON.stringify(request), { "Content-Type": "text/plain" });
      expect(text.status).toBe(415);
      expect(await text.json()).toEqual({
        success: false,
        message: "Send the quote as JSON with Content-Type: application/json",
      });

      const malformed = await post("/api/quotes", '{"contact": ');
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toEqual({ success: false, message: "The request body is not valid JSON" });

      const notObject = await create([request]);
      expect(notObject.response.status).toBe(400);
      expect(notObject.body.errors).toEqual([{ field: "(body)", message: "The body must be a JSON object" }]);

      const big = await create({ ...request, venue: "x".repeat(QUOTES_BODY_LIMIT_BYTES) });
      expect(big.response.status).toBe(413);
      expect(big.body.message).toBe("The request body is larger than 32 KB");

      const get = await fetch(`${api.baseUrl}/api/quotes`);
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
      expect(await listLeads(db())).toHaveLength(0);
    });
  });

  describe("the rest of /api/quotes", () => {
    it("answers a decision that is no object 400, other methods 405 and unknown paths a JSON 404", async () => {
      await startApi();
      const quote = await created();
      const notObject = await decide(quote.quoteNumber, [] as unknown as Record<string, unknown>);
      expect(notObject.status).toBe(400);
      expect(await notObject.json()).toEqual({
        success: false,
        message: "Please check the highlighted fields and try again.",
        errors: [{ field: "(body)", message: "The body must be a JSON object" }],
      });

      const get = await fetch(`${api.baseUrl}/api/quotes/${quote.quoteNumber}/decisions`);
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
      expect(await get.json()).toEqual({ success: false, message: "Use POST to record a decision" });
      const put = await fetch(`${api.baseUrl}/api/quotes`, { method: "PUT", body: "{}" });
      expect(put.status).toBe(405);
      expect(await put.json()).toEqual({ success: false, message: "Use POST to create a quote" });

      for (const [method, path] of [
        ["GET", "/api/quotes/nothing/here"],
        ["POST", "/api/quotes/nothing/here"],
        ["GET", `/api/quotes/${quote.quoteNumber}/decisions/extra`],
        ["DELETE", "/api/no-such-endpoint"],
      ]) {
        const answer = await fetch(`${api.baseUrl}${path}`, { method });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.headers.get("cache-control")).toBe("no-store");
        expect(await answer.json()).toEqual({ success: false, message: "Not found" });
      }
      expect(await listQuoteDecisions(db(), quote.quoteNumber)).toEqual([]);
    });
  });
});
