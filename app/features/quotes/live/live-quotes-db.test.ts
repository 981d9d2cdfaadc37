// The live quote page's storage on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import {
  hashLiveQuoteToken,
  issueLiveQuoteToken,
  openLiveQuote,
  quoteHistory,
} from "#app/features/quotes/live/live-quotes-db.server.ts";
import { recordLiveDecision } from "#app/features/quotes/live/customer-decisions.test-support.ts";
import { migrationProvider } from "#app/platform/db/migrations/index.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import {
  type NewQuote,
  createQuote,
  getQuoteByNumber,
  listQuoteDecisions,
} from "#app/features/quotes/quotes-db.server.ts";
import { freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";
import { anonymiseRecords } from "#app/features/privacy/anonymise-records.server.ts";
import { changeLeadStatus } from "#app/features/leads/inbox/lead-admin.server.ts";

const T0 = new Date("2026-11-21T09:30:00.000Z");
const STAFF = "anna@sandtonsoundhire.co.za";
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const priced = priceQuote(
  [
    { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
    { type: "personnel", id: "sound-engineer", quantity: 1, hours: 4 },
  ],
  resolveCatalogueItem,
);
if (!priced.ok) throw new Error("sample quote does not price");

function newQuote(overrides: Partial<NewQuote> = {}): NewQuote {
  return {
    contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
    event: { eventDate: "2026-12-12", venue: "Summer Place, Hyde Park" },
    lines: priced.ok ? priced.lines : [],
    totalItems: priced.ok ? priced.totalItems : 0,
    totalDiscountCents: priced.ok ? priced.totalDiscountCents : 0,
    channels: ["email"],
    now: T0,
    ...overrides,
  };
}

for (const backend of runnableBackends("live-quotes")) {
  describe(`live quotes on ${backend.name}`, () => {
    let database!: AppDatabase;
    freshDatabasePerTest(backend, (opened) => {
      database = opened.database;
    });

    async function liveQuote() {
      const created = await createQuote(database.db, newQuote());
      if (!created.created) throw new Error("expected a new quote");
      const token = await issueLiveQuoteToken(database.db, created.quote.quoteNumber);
      if (!token) throw new Error("expected a token");
      return { number: created.quote.quoteNumber, leadId: created.leadId, token };
    }

    it("gives each quote one unguessable link token, keeping only its hash", async () => {
      const { number, token } = await liveQuote();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The same link every time it is printed (e-mail, PDF, summary, WhatsApp).
      expect(await issueLiveQuoteToken(database.db, number)).toBe(token);
      const row = await database.db
        .selectFrom("quotes")
        .select("live_token_hash")
        .where("quote_number", "=", number)
        .executeTakeFirstOrThrow();
      expect(row.live_token_hash).toBe(hashLiveQuoteToken(token));
      const other = await liveQuote();
      expect(other.token).not.toBe(token);
      expect(await issueLiveQuoteToken(database.db, "Q-000000-AAAA")).toBeUndefined();
    });

    it("opens the quote for its token only; wrong, altered and malformed tokens find nothing", async () => {
      const { number, token } = await liveQuote();
      expect((await openLiveQuote(database.db, token, { recordView: false, now: at(1) }))?.stored.quote).toMatchObject({
        quoteNumber: number,
        status: "sent",
      });
      const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      for (const wrong of [altered, "", "x".repeat(43), `${token}x`, undefined, 42]) {
        expect(await openLiveQuote(database.db, wrong, { recordView: false, now: at(1) })).toBeUndefined();
      }
    });

    it("records the customer's first and last open, makes a sent quote viewed, and keeps one visit per half hour", async () => {
      const { number, token } = await liveQuote();
      const staffLook = await openLiveQuote(database.db, token, { recordView: false, now: at(1) });
      expect(staffLook).toMatchObject({ status: "sent", firstViewedAt: null, lastViewedAt: null });

      const first = await openLiveQuote(database.db, token, { recordView: true, now: at(5) });
      expect(first).toMatchObject({
        status: "viewed",
        firstViewedAt: at(5).toISOString(),
        lastViewedAt: at(5).toISOString(),
      });
      await openLiveQuote(database.db, token, { recordView: true, now: at(20) });
      const later = await openLiveQuote(database.db, token, { recordView: true, now: at(80) });
      expect(later).toMatchObject({ firstViewedAt: at(5).toISOString(), lastViewedAt: at(80).toISOString() });
      const stored = await getQuoteByNumber(database.db, number);
      const history = await quoteHistory(database.db, stored?.id ?? "");
      expect(history).toEqual([
        { kind: "view", at: at(5).toISOString() },
        { kind: "view", at: at(80).toISOString() },
      ]);
    });

    it("stores an acceptance record once, however often the form is sent, and tells sales once", async () => {
      const { number, token, leadId } = await liveQuote();
      const accept = {
        type: "accept" as const,
        signedName: "Thandi Mokoena",
        termsVersion: "2026-11",
        ipAddress: "196.25.1.7",
        userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
      };
      const first = await recordLiveDecision(database.db, token, accept, {
        submissionKey: "key-accept-1",
        now: at(10),
      });
      const again = await recordLiveDecision(database.db, token, accept, {
        submissionKey: "key-accept-1",
        now: at(11),
      });
      expect(first).toMatchObject({ status: "recorded", quoteStatus: "accepted", decidedAt: at(10).toISOString() });
      expect(again).toEqual(first);
      // Another form after the decision is refused: the customer has decided.
      expect(
        await recordLiveDecision(
          database.db,
          token,
          { type: "decline", reason: "price" },
          { submissionKey: "key-decline-1", now: at(12) },
        ),
      ).toEqual({ status: "already_final", quoteStatus: "accepted" });

      expect(await listQuoteDecisions(database.db, number)).toHaveLength(1);
      const stored = await getQuoteByNumber(database.db, number);
      expect(await quoteHistory(database.db, stored?.id ?? "")).toEqual([
        {
          kind: "decision",
          at: at(10).toISOString(),
          type: "accept",
          statusAfter: "accepted",
          declineReason: null,
          note: null,
          acceptance: {
            signedName: accept.signedName,
            termsVersion: accept.termsVersion,
            ipAddress: accept.ipAddress,
            userAgent: accept.userAgent,
            acceptedAt: at(10).toISOString(),
            quoteVersion: 1,
            totalCents: (await getQuoteByNumber(database.db, number))?.quote.totalCents,
          },
        },
      ]);
      const decisions = (await listOutbox(database.db, { leadId })).filter((message) => message.payload.decision);
      expect(decisions.map((message) => message.payload.decision?.requestType)).toEqual(["accept"]);
    });

    it("stores a change request with its lines and the discount request, then a decline with its reason", async () => {
      const { number, token } = await liveQuote();
      const lines = [
        {
          lineId: "powered-speaker-12-premium",
          name: "Premium 12-inch speaker",
          action: "quantity" as const,
          quantity: 4,
        },
        { lineId: "sound-engineer", name: "Sound engineer", action: "alternative" as const },
      ];
      expect(
        await recordLiveDecision(
          database.db,
          token,
          { type: "changes", lines, wantsDiscount: true, note: "A cheaper engineer for a shorter set?" },
          { submissionKey: "key-changes-1", now: at(10) },
        ),
      ).toMatchObject({ status: "recorded", quoteStatus: "changes_requested" });
      // Only the discount: the spec's discount request.
      expect(
        await recordLiveDecision(
          database.db,
          token,
          { type: "changes", lines: [], wantsDiscount: true },
          { submissionKey: "key-changes-2", now: at(11) },
        ),
      ).toMatchObject({ status: "recorded", quoteStatus: "changes_requested" });
      expect(
        await recordLiveDecision(
          database.db,
          token,
          { type: "decline", reason: "other", note: "We moved the event to Durban" },
          { submissionKey: "key-decline-1", now: at(12) },
        ),
      ).toMatchObject({ status: "recorded", quoteStatus: "declined" });

      const stored = await getQuoteByNumber(database.db, number);
      const history = await quoteHistory(database.db, stored?.id ?? "");
      expect(history.map((entry) => (entry.kind === "decision" ? entry.type : entry.kind))).toEqual([
        "changes",
        "discount",
        "decline",
      ]);
      expect(history[0]).toMatchObject({
        changeRequest: { lines, wantsDiscount: true, note: "A cheaper engineer for a shorter set?" },
      });
      expect(history[1]).toMatchObject({ changeRequest: { lines: [], wantsDiscount: true, note: null } });
      expect(history[2]).toMatchObject({ declineReason: "other", note: "We moved the event to Durban" });
    });

    it("refuses decisions on an expired quote, and a wrong token", async () => {
      const { token } = await liveQuote();
      // Made 21 November, valid 14 days: through Saturday 5 December in Johannesburg.
      expect(
        await recordLiveDecision(
          database.db,
          token,
          { type: "decline", reason: "dates" },
          { submissionKey: "key-late", now: new Date("2026-12-05T22:00:00Z") },
        ),
      ).toEqual({ status: "expired", validUntil: "2026-12-05" });
      expect(
        (await openLiveQuote(database.db, token, { recordView: false, now: new Date("2026-12-05T22:00:00Z") }))?.status,
      ).toBe("expired");
      expect(
        await recordLiveDecision(
          database.db,
          "A".repeat(43),
          { type: "decline", reason: "dates" },
          { submissionKey: "key-wrong", now: at(1) },
        ),
      ).toEqual({ status: "not_found" });
    });

    it("forgets the acceptance's signature, address and browser, and the customer's notes, when the quote is anonymised", async () => {
      const { number, token } = await liveQuote();
      await recordLiveDecision(
        database.db,
        token,
        { type: "changes", lines: [], wantsDiscount: true, note: "Call me on 082 555 0123" },
        { submissionKey: "key-changes", now: at(1) },
      );
      await recordLiveDecision(
        database.db,
        token,
        {
          type: "accept",
          signedName: "Thandi Mokoena",
          termsVersion: "2026-11",
          ipAddress: "196.25.1.7",
          userAgent: "UA",
        },
        { submissionKey: "key-accept", now: at(2) },
      );
      const stored = await getQuoteByNumber(database.db, number);
      await database.db
        .transaction()
        .execute((trx) => anonymiseRecords(trx, { leadIds: [], quoteIds: [stored?.id ?? ""] }, at(3)));
      const history = await quoteHistory(database.db, stored?.id ?? "");
      expect(history[0]).toMatchObject({ changeRequest: { note: null, wantsDiscount: true } });
      expect(history[1]).toMatchObject({
        acceptance: { signedName: "", ipAddress: null, userAgent: null, acceptedAt: at(2).toISOString() },
      });
    });

    it("marks the quote won or lost when staff mark its lead so, never a quote the customer declined as won", async () => {
      const won = await liveQuote();
      await recordLiveDecision(
        database.db,
        won.token,
        { type: "accept", signedName: "Thandi Mokoena", termsVersion: "2026-11", ipAddress: null, userAgent: null },
        { submissionKey: "key-accept", now: at(1) },
      );
      // The acceptance moved the lead to accepted on its own (decision 067).
      expect(
        await changeLeadStatus(database.db, {
          leadId: won.leadId,
          from: "accepted",
          to: "won",
          staffEmail: STAFF,
          now: at(2),
        }),
      ).toEqual({ status: "changed", quoteMarked: "won" });
      expect((await getQuoteByNumber(database.db, won.number))?.quote.status).toBe("won");

      const declined = await liveQuote();
      await recordLiveDecision(
        database.db,
        declined.token,
        { type: "decline", reason: "price" },
        { submissionKey: "key-decline", now: at(1) },
      );
      // The decline moved the lead to lost on its own (decision 067).
      await changeLeadStatus(database.db, {
        leadId: declined.leadId,
        from: "lost",
        to: "won",
        staffEmail: STAFF,
        now: at(2),
      });
      expect((await getQuoteByNumber(database.db, declined.number))?.quote.status).toBe("declined");
      await changeLeadStatus(database.db, {
        leadId: declined.leadId,
        from: "won",
        to: "lost",
        staffEmail: STAFF,
        now: at(3),
      });
      expect((await getQuoteByNumber(database.db, declined.number))?.quote.status).toBe("lost");
    });

    it("rewrites the statuses stored before migration 0009, and old quotes still read", async () => {
      const migrator = new Migrator({ db: database.db, provider: migrationProvider });
      const created = await Promise.all([1, 2, 3, 4].map(() => createQuote(database.db, newQuote())));
      const ids = created.map((result) => result.quote.quoteNumber);
      const down = await migrator.migrateTo("0008-event-quotes");
      expect(down.error).toBeUndefined();
      // Yesterday's words: new, discount requested, undecided after a discount, undecided alone.
      const [fresh, discounted, undecidedAfterDiscount, undecided] = ids as [string, string, string, string];
      const setStatus = (number: string, status: string) =>
        sql`update quotes set status = ${status} where quote_number = ${number}`.execute(database.db);
      await setStatus(fresh, "new");
      await setStatus(discounted, "discount_requested");
      await setStatus(undecidedAfterDiscount, "undecided");
      await setStatus(undecided, "undecided");
      const quoteId = async (number: string) =>
        (
          await database.db
            .selectFrom("quotes")
            .select("id")
            .where("quote_number", "=", number)
            .executeTakeFirstOrThrow()
        ).id;
      const decision = async (number: string, requestType: string, statusAfter: string, minute: number) =>
        sql`insert into quote_decisions (id, quote_id, request_type, status_after, created_at)
            values (${`d-${number}-${minute}`}, ${await quoteId(number)}, ${requestType}, ${statusAfter}, ${at(minute).toISOString()})`.execute(
          database.db,
        );
      await decision(discounted, "discount", "discount_requested", 1);
      await decision(undecidedAfterDiscount, "discount", "discount_requested", 1);
      await decision(undecidedAfterDiscount, "undecided", "undecided", 2);
      await decision(undecided, "undecided", "undecided", 1);

      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      const statuses = await Promise.all(
        ids.map(async (number) => (await getQuoteByNumber(database.db, number))?.quote.status),
      );
      expect(statuses).toEqual(["sent", "changes_requested", "changes_requested", "sent"]);
      expect((await listQuoteDecisions(database.db, undecidedAfterDiscount)).map((entry) => entry.statusAfter)).toEqual(
        ["changes_requested", "changes_requested"],
      );
      expect((await listQuoteDecisions(database.db, undecided)).map((entry) => entry.statusAfter)).toEqual(["sent"]);
      // An old quote gets its live link when one is first printed.
      expect(await issueLiveQuoteToken(database.db, fresh)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });
  });
}
