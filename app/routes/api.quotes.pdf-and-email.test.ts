// The quote's PDF and e-mail endpoints: the private download, the drawer's
// estimate PDF, and the visitor's copy queued for sending.
import { describe, expect, it } from "vitest";
import { listLeads } from "#app/features/leads/leads-db.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { pdfText } from "#app/features/quotes/pdf/pdf-text.test-support.ts";
import { quotePdfFileName } from "#app/features/quotes/pdf/quote-pdf.server.ts";
import { type ErrorAnswer, describeQuotesApi, request } from "#app/routes/api.quotes.test-support.ts";

describeQuotesApi((api) => {
  const { startApi, db, post, created } = api;
  describe("GET /api/quotes/:quoteNumber/pdf", () => {
    it("sends the PDF as a private download to the token holder", async () => {
      await startApi();
      const quote = await created();
      const response = await fetch(
        `${api.baseUrl}/api/quotes/${quote.quoteNumber}/pdf?token=${encodeURIComponent(quote.accessToken)}`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${quotePdfFileName(quote.quoteNumber)}"`,
      );
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    });
  });

  describe("POST /api/quotes/estimate.pdf", () => {
    it("prices the drawer's selection on the server and sends it as a PDF named after its quote number", async () => {
      await startApi();
      const response = await post("/api/quotes/estimate.pdf", { quoteNumber: "Q-261212-K7PX", items: request.items });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${quotePdfFileName("Q-261212-K7PX")}"`,
      );
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
      expect(text).toContain("Q-261212-K7PX");
      // The catalogue's prices, not the R1 the body claims.
      expect(text).toContain("R11,706.25");
      // Stored nowhere.
      expect(await listLeads(db())).toEqual([]);
    });

    it("answers 400 to a selection that is empty, unknown or without a quote number", async () => {
      await startApi();
      expect((await post("/api/quotes/estimate.pdf", { quoteNumber: "Q-261212-K7PX", items: [] })).status).toBe(400);
      const unknown = await post("/api/quotes/estimate.pdf", {
        quoteNumber: "Q-261212-K7PX",
        items: [{ type: "product", id: "no-such-speaker", quantity: 1 }],
      });
      expect(unknown.status).toBe(400);
      expect(((await unknown.json()) as ErrorAnswer).errors?.[0]?.field).toBe("items[0].id");
      expect((await post("/api/quotes/estimate.pdf", { items: request.items })).status).toBe(400);
      expect((await fetch(`${api.baseUrl}/api/quotes/estimate.pdf`)).status).toBe(405);
    });
  });

  describe("POST /api/quotes/:quoteNumber/email", () => {
    it("stores the visitor's copy for sending without SMTP (202), once while it waits", async () => {
      const started = await startApi();
      const quote = await created();
      const leadId = (await listLeads(db()))[0]?.id ?? "";
      expect(await listOutbox(db(), { leadId, channel: "customer_email" })).toEqual([]);

      const first = await post(`/api/quotes/${quote.quoteNumber}/email`, { accessToken: quote.accessToken });
      expect(first.status).toBe(202);
      expect(await first.json()).toEqual({ success: true, quoteNumber: quote.quoteNumber });
      const again = await post(`/api/quotes/${quote.quoteNumber}/email`, { accessToken: quote.accessToken });
      expect(again.status).toBe(202);
      const copies = await listOutbox(started.database.db, { leadId, channel: "customer_email" });
      expect(copies.map((copy) => copy.status)).toEqual(["pending"]);
    });

    it("answers a wrong token and an unknown quote alike (404), and a body without a token 400", async () => {
      await startApi();
      const quote = await created();
      expect((await post(`/api/quotes/${quote.quoteNumber}/email`, { accessToken: "nope" })).status).toBe(404);
      expect((await post(`/api/quotes/Q-200101-AAAA/email`, { accessToken: quote.accessToken })).status).toBe(404);
      expect((await post(`/api/quotes/${quote.quoteNumber}/email`, {})).status).toBe(400);
      expect(await listOutbox(db(), { channel: "customer_email" })).toEqual([]);
    });
  });
});
