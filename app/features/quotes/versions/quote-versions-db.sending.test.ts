// Sending a quote version once, and decisions on replaced versions (decision 039, issue 32),
// on SQLite and on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import { listLeadEvents } from "#app/features/leads/inbox/lead-admin.server.ts";
import { getLead } from "#app/features/leads/index.server.ts";
import {
  issueLiveQuoteToken,
  openLiveQuote,
  quoteHistory,
  recordCustomerDecision,
} from "#app/features/quotes/live/live-quotes-db.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { saveQuoteVersion, sendQuoteVersion } from "#app/features/quotes/versions/quote-versions-db.server.ts";
import { getQuoteByNumber, listQuoteDecisions } from "#app/features/quotes/quotes-db.server.ts";
import {
  STAFF,
  at,
  revised,
  backends,
  quoteVersionsData,
} from "#app/features/quotes/versions/quote-versions-db.test-support.ts";

for (const backend of backends) {
  describe(`quote versions on ${backend.name}: sending a version`, () => {
    const env = quoteVersionsData(backend);
    const { quote } = env;
    it("sends the latest version once: current version, status revised, first response, history, the customer's e-mail", async () => {
      const { id, number, leadId, document } = await quote();
      await saveQuoteVersion(env.database.db, {
        quoteId: id,
        document: revised(document, 3, 10),
        staffEmail: STAFF,
        now: at(60),
      });
      const send = () =>
        sendQuoteVersion(env.database.db, {
          quoteId: id,
          version: 2,
          staffEmail: STAFF,
          channels: ["customer_email"],
          now: at(65),
        });
      const [first, second] = await Promise.all([send(), send()]);
      const sent = [first, second].find((result) => result.status === "sent");
      expect(sent).toMatchObject({ status: "sent", version: 2, emailQueued: true });
      expect([first, second].map((result) => result.status).sort()).toEqual(["already_sent", "sent"]);
      expect(await send()).toEqual({ status: "already_sent", version: 2 });
      if (sent?.status !== "sent") throw new Error("expected a send");
      expect(sent.changes).toEqual([
        "Changed: Premium 12-Inch Powered Speaker: quantity 2 → 3, line total (excl. VAT) R750.00 → R1,125.00",
        "Added: Overall discount (10%), -R1,112.50",
        "Total (incl. VAT): R12,362.50 → R11,514.37 (down R848.13)",
      ]);

      const current = await getQuoteByNumber(env.database.db, number);
      expect(current?.quote).toMatchObject({
        version: 2,
        status: "revised",
        noteToCustomer: "As discussed on the phone.",
      });
      expect(current?.quote.lines[0]?.quantity).toBe(3);
      expect(current?.quote.overallDiscount?.percent).toBe(10);

      const outbox = await listOutbox(env.database.db, { leadId });
      const revisions = outbox.filter((message) => message.payload.revision);
      expect(revisions).toHaveLength(1);
      expect(revisions[0]).toMatchObject({ channel: "customer_email" });
      expect(revisions[0]?.payload.revision).toMatchObject({ version: 2, previousVersion: 1 });

      const lead = await getLead(env.database.db, leadId);
      expect(lead?.firstResponseAt).toBe(at(65).toISOString());
      expect(lead?.firstResponseBy).toBe(STAFF);
      const events = await listLeadEvents(env.database.db, leadId);
      expect(events.map((event) => [event.type, event.quoteVersion])).toEqual([
        ["quote_version_saved", 2],
        ["quote_version_sent", 2],
        ["status", null],
      ]);
      // The lead follows its quote (decision 067): quoted, by the system, with why.
      expect(lead?.status).toBe("quoted");
      expect(events.at(-1)).toMatchObject({
        fromStatus: "new",
        toStatus: "quoted",
        staffEmail: "system",
        note: "Quote version 2 sent to the customer",
      });

      // The customer's decision is on version 2.
      const token = await issueLiveQuoteToken(env.database.db, number);
      await recordCustomerDecision(
        env.database.db,
        { liveToken: token },
        {
          type: "accept",
          quoteVersion: 2,
          signedName: "Thandi Mokoena",
          termsVersion: "2026-11",
          ipAddress: null,
          userAgent: null,
        },
        { submissionKey: "accept-1", now: at(90), channels: [] },
      );
      const decisions = await listQuoteDecisions(env.database.db, number);
      expect(decisions.map((decision) => [decision.requestType, decision.quoteVersion])).toEqual([["accept", 2]]);
      // An accepted quote takes no new version.
      await saveQuoteVersion(env.database.db, { quoteId: id, document: revised(document, 1), staffEmail: STAFF });
      expect(
        await sendQuoteVersion(env.database.db, { quoteId: id, version: 3, staffEmail: STAFF, channels: [] }),
      ).toEqual({ status: "not_allowed", quoteStatus: "accepted" });
    });
  });
}

for (const backend of backends) {
  describe(`quote versions on ${backend.name}: decisions on replaced versions`, () => {
    const env = quoteVersionsData(backend);
    const { quote } = env;
    it("refuses every decision made on a version staff have replaced, and binds an acceptance to its version and total (issue 32)", async () => {
      const { id, number, document } = await quote();
      const token = await issueLiveQuoteToken(env.database.db, number);
      // The customer opens version 1; staff then send version 2 at ten times the speakers.
      await openLiveQuote(env.database.db, token, { recordView: true, now: at(10) });
      await saveQuoteVersion(env.database.db, { quoteId: id, document: revised(document, 20), staffEmail: STAFF });
      await sendQuoteVersion(env.database.db, { quoteId: id, version: 2, staffEmail: STAFF, channels: [] });
      const v2 = await getQuoteByNumber(env.database.db, number);
      expect(v2?.quote.totalCents).toBeGreaterThan(document.totalCents);

      // Every kind of decision from the version 1 page, through either way of holding the quote, is refused.
      const acceptance = {
        type: "accept",
        signedName: "Thandi Mokoena",
        termsVersion: "2026-11",
        ipAddress: "196.25.1.1",
        userAgent: null,
      } as const;
      const onVersionOne = [
        { ...acceptance, quoteVersion: 1 },
        { type: "decline", quoteVersion: 1, reason: "price" },
        { type: "changes", quoteVersion: 1, lines: [], wantsDiscount: true },
        { type: "undecided", quoteVersion: 1 },
      ] as const;
      for (const [index, decision] of onVersionOne.entries()) {
        expect(
          await recordCustomerDecision(env.database.db, { liveToken: token }, decision, {
            submissionKey: `old-${index}`,
            now: at(90),
            channels: [],
          }),
        ).toEqual({ status: "version_changed", currentVersion: 2 });
      }
      // A version the quote never had is refused alike.
      expect(
        await recordCustomerDecision(
          env.database.db,
          { liveToken: token },
          { ...acceptance, quoteVersion: 3 },
          { now: at(90) },
        ),
      ).toEqual({ status: "version_changed", currentVersion: 2 });
      // Nothing of them is stored: no decision, no acceptance, the quote still revised and open.
      expect(await listQuoteDecisions(env.database.db, number)).toEqual([]);
      expect(await env.database.db.selectFrom("quote_acceptances").selectAll().execute()).toEqual([]);
      expect((await getQuoteByNumber(env.database.db, number))?.quote.status).toBe("revised");

      // Accepted on version 2, the record names version 2 and its total.
      const accepted = await recordCustomerDecision(
        env.database.db,
        { liveToken: token },
        { ...acceptance, quoteVersion: 2 },
        { submissionKey: "new-accept", now: at(95), channels: [] },
      );
      expect(accepted).toMatchObject({ status: "recorded", quoteStatus: "accepted" });
      const [entry] = (await quoteHistory(env.database.db, id)).filter((item) => item.kind === "decision");
      expect(entry).toMatchObject({
        type: "accept",
        acceptance: { signedName: "Thandi Mokoena", quoteVersion: 2, totalCents: v2?.quote.totalCents },
      });
    });
  });
}
