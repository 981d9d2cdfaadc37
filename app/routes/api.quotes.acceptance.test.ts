// An acceptance through POST /api/quotes/:quoteNumber/decisions: signed with
// the typed full name and the hire terms, on the version staff last sent.
import { describe, expect, it } from "vitest";
import { getQuoteByNumber, listQuoteDecisions } from "#app/features/quotes/quotes-db.server.ts";
import { saveQuoteVersion, sendQuoteVersion } from "#app/features/quotes/versions/quote-versions-db.server.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import { type ErrorAnswer, describeQuotesApi } from "#app/routes/api.quotes.test-support.ts";

describeQuotesApi((api) => {
  const { startApi, db, post, created, decide } = api;
  describe("POST /api/quotes/:quoteNumber/decisions", () => {
    it("takes an acceptance only with the typed full name and the hire terms, recorded with its version and total (issue 32)", async () => {
      await startApi();
      const quote = await created();
      const unsigned = await post(`/api/quotes/${quote.quoteNumber}/decisions`, {
        accessToken: quote.accessToken,
        requestType: "accept",
        quoteVersion: 1,
      });
      expect(unsigned.status).toBe(400);
      expect(((await unsigned.json()) as ErrorAnswer).errors).toEqual([
        { field: "signedName", message: "Type your full name (first name and surname) to sign" },
        { field: "acceptTerms", message: "Tick the box to agree to the hire terms" },
      ]);
      const noVersion = await post(`/api/quotes/${quote.quoteNumber}/decisions`, {
        accessToken: quote.accessToken,
        requestType: "decline",
      });
      expect(noVersion.status).toBe(400);
      expect(((await noVersion.json()) as ErrorAnswer).errors).toEqual([
        {
          field: "quoteVersion",
          message: "quoteVersion must be the number of the quote version you are deciding on (a whole number from 1)",
        },
      ]);
      expect(await listQuoteDecisions(db(), quote.quoteNumber)).toEqual([]);

      const signed = await decide(quote.quoteNumber, { accessToken: quote.accessToken, requestType: "accept" });
      expect(signed.status).toBe(200);
      const [acceptance] = await db().selectFrom("quote_acceptances").selectAll().execute();
      expect(acceptance).toMatchObject({ signed_name: "Thandi Mokoena", quote_version: 1 });
      expect(Number(acceptance?.total_cents)).toBe(quote.quote.totalCents);
    });

    it("answers 409 'This quote changed' to any decision on a version staff have replaced, storing nothing (issue 32)", async () => {
      await startApi();
      const quote = await created();
      const stored = await getQuoteByNumber(db(), quote.quoteNumber);
      if (!stored) throw new Error("expected the quote");
      // Staff send version 2 at ten times the speakers while the visitor still has version 1 on screen.
      const revision = reviseQuote(
        stored.quote,
        {
          lines: stored.quote.lines.map((line) => ({
            type: line.type,
            id: line.id,
            quantity: line.id === "powered-speaker-12-premium" ? line.quantity * 10 : line.quantity,
            ...(line.hours ? { hours: line.hours } : {}),
          })),
        },
        { revisedAt: new Date().toISOString(), validUntil: stored.quote.validUntil ?? "2099-12-31" },
      );
      if (!revision.ok) throw new Error(JSON.stringify(revision.errors));
      await saveQuoteVersion(db(), {
        quoteId: stored.id,
        document: revision.document,
        staffEmail: "anna@example.co.za",
      });
      await sendQuoteVersion(db(), { quoteId: stored.id, version: 2, staffEmail: "anna@example.co.za", channels: [] });

      for (const requestType of ["accept", "discount", "decline", "undecided"]) {
        const stale = await decide(quote.quoteNumber, { accessToken: quote.accessToken, requestType });
        expect(stale.status, requestType).toBe(409);
        expect(await stale.json()).toEqual({
          success: false,
          message: "This quote changed: please review version 2",
          currentVersion: 2,
        });
      }
      expect(await listQuoteDecisions(db(), quote.quoteNumber)).toEqual([]);
      expect(await db().selectFrom("quote_acceptances").selectAll().execute()).toEqual([]);
      expect((await getQuoteByNumber(db(), quote.quoteNumber))?.quote.status).toBe("revised");

      // On version 2, as the live page now shows it, the acceptance stands at version 2's total.
      const current = await decide(quote.quoteNumber, {
        accessToken: quote.accessToken,
        requestType: "accept",
        quoteVersion: 2,
      });
      expect(current.status).toBe(200);
      const [acceptance] = await db().selectFrom("quote_acceptances").selectAll().execute();
      expect(acceptance?.quote_version).toBe(2);
      expect(Number(acceptance?.total_cents)).toBe(revision.document.totalCents);
      expect(revision.document.totalCents).toBeGreaterThan(quote.quote.totalCents);
    });
  });
});
