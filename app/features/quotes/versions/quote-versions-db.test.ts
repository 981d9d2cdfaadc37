// Quote versions' storage (decision 039) on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set:
// numbering, immutability of what the customer was sent or saw, sending once, and won/lost.
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { resolveCatalogueItem } from "#app/features/catalogue/content/catalogue-resolver.server.ts";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { quoteValidUntil } from "#app/features/quotes/quote-expiry.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { listLeadEvents } from "#app/features/leads/inbox/lead-admin.server.ts";
import { getLead } from "#app/features/leads/leads-db.server.ts";
import {
  issueLiveQuoteToken,
  openLiveQuote,
  quoteHistory,
  recordCustomerDecision,
} from "#app/features/quotes/live/live-quotes-db.server.ts";
import { migrationProvider } from "#app/platform/db/migrations/index.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import {
  listQuoteVersions,
  markQuoteOutcome,
  saveQuoteVersion,
  sendQuoteVersion,
} from "#app/features/quotes/versions/quote-versions-db.server.ts";
import {
  type NewQuote,
  createQuote,
  getQuoteByNumber,
  listQuoteDecisions,
} from "#app/features/quotes/quotes-db.server.ts";
import { type TestTarget, freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";

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

/** The next version of `current` with the speakers at `speakers` and `percent` off the whole quote. */
function revised(current: QuoteDocument, speakers: number, percent?: number, now = at(60)): QuoteDocument {
  const result = reviseQuote(
    current,
    {
      lines: [
        { type: "product", id: "powered-speaker-12-premium", quantity: speakers },
        { type: "personnel", id: "sound-engineer", quantity: 1, hours: 4 },
      ],
      ...(percent ? { overallDiscount: { kind: "percent", percent } } : {}),
      noteToCustomer: "As discussed on the phone.",
    },
    { revisedAt: now.toISOString(), validUntil: quoteValidUntil(now, 14) },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}

for (const backend of runnableBackends("quote-versions")) {
  describe(`quote versions on ${backend.name}`, () => {
    let database!: AppDatabase;
    let target!: TestTarget;
    freshDatabasePerTest(backend, (opened) => {
      database = opened.database;
      target = opened.target;
    });

    async function quote() {
      const created = await createQuote(database.db, newQuote());
      if (!created.created) throw new Error("expected a new quote");
      const stored = await getQuoteByNumber(database.db, created.quote.quoteNumber);
      if (!stored) throw new Error("expected the quote");
      return { id: stored.id, number: created.quote.quoteNumber, leadId: created.leadId, document: stored.quote };
    }

    it("reads a quote never revised as version 1, sent when it was made, without a row of its own", async () => {
      const { id, document } = await quote();
      const versions = await listQuoteVersions(database.db, id);
      expect(versions).toHaveLength(1);
      expect(versions[0]).toMatchObject({ version: 1, createdBy: null, sentAt: T0.toISOString(), firstSeenAt: null });
      expect(versions[0]?.document.totalCents).toBe(document.totalCents);
      const rows = await database.db.selectFrom("quote_versions").selectAll().execute();
      expect(rows).toHaveLength(0);
    });

    it("numbers saves on (v2, v3), copying v1 first; the latest unsent version is the one draft", async () => {
      const { id, document } = await quote();
      expect(
        await saveQuoteVersion(database.db, { quoteId: id, document: revised(document, 3), staffEmail: STAFF }),
      ).toEqual({ status: "saved", version: 2, replacedDraft: false });
      expect(
        await saveQuoteVersion(database.db, { quoteId: id, document: revised(document, 4), staffEmail: STAFF }),
      ).toEqual({ status: "saved", version: 3, replacedDraft: false });
      const versions = await listQuoteVersions(database.db, id);
      expect(versions.map((version) => [version.version, version.createdBy, version.sentAt])).toEqual([
        [1, null, T0.toISOString()],
        [2, STAFF, null],
        [3, STAFF, null],
      ]);
      expect(versions[2]?.document.version).toBe(3);
      expect(versions[2]?.document.lines[0]?.quantity).toBe(4);
      // v2 was superseded by v3: only the latest draft can be sent.
      expect(await sendQuoteVersion(database.db, { quoteId: id, version: 2, staffEmail: STAFF, channels: [] })).toEqual(
        { status: "superseded", latest: 3 },
      );
    });

    it("rewrites the unsent draft in place, keeping its number", async () => {
      const { id, document } = await quote();
      await saveQuoteVersion(database.db, { quoteId: id, document: revised(document, 3), staffEmail: STAFF });
      const again = await saveQuoteVersion(database.db, {
        quoteId: id,
        document: revised(document, 5),
        staffEmail: "sipho@sandtonsoundhire.co.za",
        replacesDraft: 2,
      });
      expect(again).toEqual({ status: "saved", version: 2, replacedDraft: true });
      const versions = await listQuoteVersions(database.db, id);
      expect(versions).toHaveLength(2);
      expect(versions[1]?.document.lines[0]?.quantity).toBe(5);
      expect(versions[1]?.createdBy).toBe("sipho@sandtonsoundhire.co.za");
    });

    it("never changes a version that was sent or that the customer has seen", async () => {
      const { id, number, document } = await quote();
      // v1 went to the customer when it was made.
      expect(
        await saveQuoteVersion(database.db, {
          quoteId: id,
          document: revised(document, 9),
          staffEmail: STAFF,
          replacesDraft: 1,
        }),
      ).toEqual({ status: "immutable", version: 1 });

      await saveQuoteVersion(database.db, { quoteId: id, document: revised(document, 3, 10), staffEmail: STAFF });
      expect(
        await sendQuoteVersion(database.db, { quoteId: id, version: 2, staffEmail: STAFF, channels: [], now: at(70) }),
      ).toMatchObject({ status: "sent", version: 2 });
      const before = await listQuoteVersions(database.db, id);
      expect(
        await saveQuoteVersion(database.db, {
          quoteId: id,
          document: revised(document, 8),
          staffEmail: STAFF,
          replacesDraft: 2,
        }),
      ).toEqual({ status: "immutable", version: 2 });
      expect(await listQuoteVersions(database.db, id)).toEqual(before);

      // A version the customer has seen: v3 sent, then opened; it stays as it was.
      await saveQuoteVersion(database.db, { quoteId: id, document: revised(document, 2, 5), staffEmail: STAFF });
      await sendQuoteVersion(database.db, { quoteId: id, version: 3, staffEmail: STAFF, channels: [], now: at(80) });
      const token = await issueLiveQuoteToken(database.db, number);
      await openLiveQuote(database.db, token, { recordView: true, now: at(90) });
      const seen = (await listQuoteVersions(database.db, id)).find((version) => version.version === 3);
      expect(seen?.firstSeenAt).toBe(at(90).toISOString());
      // Even if it were somehow unsent, a seen version is refused.
      await database.db
        .updateTable("quote_versions")
        .set({ sent_at: null })
        .where("quote_id", "=", id)
        .where("version", "=", 3)
        .execute();
      expect(
        await saveQuoteVersion(database.db, {
          quoteId: id,
          document: revised(document, 7),
          staffEmail: STAFF,
          replacesDraft: 3,
        }),
      ).toEqual({ status: "immutable", version: 3 });
    });

    it("makes v2 and v3, never two v2, when two saves arrive at once (two app processes)", async () => {
      const { id, document } = await quote();
      const other = await target.open();
      const results = await Promise.all([
        saveQuoteVersion(database.db, { quoteId: id, document: revised(document, 3), staffEmail: STAFF }),
        saveQuoteVersion(other.db, { quoteId: id, document: revised(document, 4), staffEmail: "sipho@example.co.za" }),
        saveQuoteVersion(database.db, { quoteId: id, document: revised(document, 5), staffEmail: STAFF }),
      ]);
      const numbers = results.map((result) => (result.status === "saved" ? result.version : 0)).sort();
      expect(numbers).toEqual([2, 3, 4]);
      const versions = await listQuoteVersions(database.db, id);
      expect(versions.map((version) => version.version)).toEqual([1, 2, 3, 4]);
    });

    it("sends the latest version once: current version, status revised, first response, history, the customer's e-mail", async () => {
      const { id, number, leadId, document } = await quote();
      await saveQuoteVersion(database.db, {
        quoteId: id,
        document: revised(document, 3, 10),
        staffEmail: STAFF,
        now: at(60),
      });
      const send = () =>
        sendQuoteVersion(database.db, {
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

      const current = await getQuoteByNumber(database.db, number);
      expect(current?.quote).toMatchObject({
        version: 2,
        status: "revised",
        noteToCustomer: "As discussed on the phone.",
      });
      expect(current?.quote.lines[0]?.quantity).toBe(3);
      expect(current?.quote.overallDiscount?.percent).toBe(10);

      const outbox = await listOutbox(database.db, { leadId });
      const revisions = outbox.filter((message) => message.payload.revision);
      expect(revisions).toHaveLength(1);
      expect(revisions[0]).toMatchObject({ channel: "customer_email" });
      expect(revisions[0]?.payload.revision).toMatchObject({ version: 2, previousVersion: 1 });

      const lead = await getLead(database.db, leadId);
      expect(lead?.firstResponseAt).toBe(at(65).toISOString());
      expect(lead?.firstResponseBy).toBe(STAFF);
      const events = await listLeadEvents(database.db, leadId);
      expect(events.map((event) => [event.type, event.quoteVersion])).toEqual([
        ["quote_version_saved", 2],
        ["quote_version_sent", 2],
      ]);

      // The customer's decision is on version 2.
      const token = await issueLiveQuoteToken(database.db, number);
      await recordCustomerDecision(
        database.db,
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
      const decisions = await listQuoteDecisions(database.db, number);
      expect(decisions.map((decision) => [decision.requestType, decision.quoteVersion])).toEqual([["accept", 2]]);
      // An accepted quote takes no new version.
      await saveQuoteVersion(database.db, { quoteId: id, document: revised(document, 1), staffEmail: STAFF });
      expect(await sendQuoteVersion(database.db, { quoteId: id, version: 3, staffEmail: STAFF, channels: [] })).toEqual(
        { status: "not_allowed", quoteStatus: "accepted" },
      );
    });

    it("refuses every decision made on a version staff have replaced, and binds an acceptance to its version and total (issue 32)", async () => {
      const { id, number, document } = await quote();
      const token = await issueLiveQuoteToken(database.db, number);
      // The customer opens version 1; staff then send version 2 at ten times the speakers.
      await openLiveQuote(database.db, token, { recordView: true, now: at(10) });
      await saveQuoteVersion(database.db, { quoteId: id, document: revised(document, 20), staffEmail: STAFF });
      await sendQuoteVersion(database.db, { quoteId: id, version: 2, staffEmail: STAFF, channels: [] });
      const v2 = await getQuoteByNumber(database.db, number);
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
          await recordCustomerDecision(database.db, { liveToken: token }, decision, {
            submissionKey: `old-${index}`,
            now: at(90),
            channels: [],
          }),
        ).toEqual({ status: "version_changed", currentVersion: 2 });
      }
      // A version the quote never had is refused alike.
      expect(
        await recordCustomerDecision(
          database.db,
          { liveToken: token },
          { ...acceptance, quoteVersion: 3 },
          { now: at(90) },
        ),
      ).toEqual({ status: "version_changed", currentVersion: 2 });
      // Nothing of them is stored: no decision, no acceptance, the quote still revised and open.
      expect(await listQuoteDecisions(database.db, number)).toEqual([]);
      expect(await database.db.selectFrom("quote_acceptances").selectAll().execute()).toEqual([]);
      expect((await getQuoteByNumber(database.db, number))?.quote.status).toBe("revised");

      // Accepted on version 2, the record names version 2 and its total.
      const accepted = await recordCustomerDecision(
        database.db,
        { liveToken: token },
        { ...acceptance, quoteVersion: 2 },
        { submissionKey: "new-accept", now: at(95), channels: [] },
      );
      expect(accepted).toMatchObject({ status: "recorded", quoteStatus: "accepted" });
      const [entry] = (await quoteHistory(database.db, id)).filter((item) => item.kind === "decision");
      expect(entry).toMatchObject({
        type: "accept",
        acceptance: { signedName: "Thandi Mokoena", quoteVersion: 2, totalCents: v2?.quote.totalCents },
      });
    });

    it("keeps no copy of the contact or venue in the versions: they read from the quote's row", async () => {
      const { id, number, document } = await quote();
      await saveQuoteVersion(database.db, { quoteId: id, document: revised(document, 3), staffEmail: STAFF });
      await sendQuoteVersion(database.db, { quoteId: id, version: 2, staffEmail: STAFF, channels: [] });
      const stored = await database.db.selectFrom("quote_versions").select("document").execute();
      const row = await database.db
        .selectFrom("quotes")
        .select("current_document")
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      for (const text of [...stored.map((version) => version.document), row.current_document ?? ""]) {
        expect(text).not.toContain("thandi@example.co.za");
        expect(text).not.toContain("Summer Place");
      }
      const versions = await listQuoteVersions(database.db, id);
      expect(versions.map((version) => version.document.contact.email)).toEqual([
        "thandi@example.co.za",
        "thandi@example.co.za",
      ]);
      expect((await getQuoteByNumber(database.db, number))?.quote).toMatchObject({
        version: 2,
        venue: "Summer Place, Hyde Park",
        contact: { name: "Thandi Mokoena" },
      });
      // Erased on the row (decision 028): erased in every version too.
      await database.db
        .updateTable("quotes")
        .set({ contact_name: "", contact_email: "", contact_phone: "", venue: null })
        .where("id", "=", id)
        .execute();
      const erased = await listQuoteVersions(database.db, id);
      expect(erased.every((version) => version.document.contact.email === "" && !version.document.venue)).toBe(true);
    });

    it("0013 goes down and up again; down drops the versions, the row keeps the current lines and totals", async () => {
      const { id, number, document } = await quote();
      await saveQuoteVersion(database.db, { quoteId: id, document: revised(document, 3), staffEmail: STAFF });
      await sendQuoteVersion(database.db, { quoteId: id, version: 2, staffEmail: STAFF, channels: [] });
      const migrator = new Migrator({ db: database.db, provider: migrationProvider });
      expect((await migrator.migrateTo("0012-staff-accounts")).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await listQuoteVersions(database.db, id)).toHaveLength(1);
      expect((await getQuoteByNumber(database.db, number))?.quote.version).toBeUndefined();
    });

    it("marks a quote lost with its reason, and the lead with it, in the history", async () => {
      const { leadId, number } = await quote();
      expect(
        await markQuoteOutcome(database.db, {
          leadId,
          staffEmail: STAFF,
          outcome: "lost",
          reason: "competitor",
          note: "Booked the venue's own supplier",
          now: at(30),
        }),
      ).toEqual({ status: "marked", quoteStatus: "lost" });
      const row = await database.db
        .selectFrom("quotes")
        .select(["status", "lost_reason", "lost_note"])
        .where("quote_number", "=", number)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "lost", lost_reason: "competitor", lost_note: "Booked the venue's own supplier" });
      expect((await getLead(database.db, leadId))?.status).toBe("lost");
      const events = await listLeadEvents(database.db, leadId);
      expect(events.map((event) => [event.type, event.note])).toEqual([
        ["status", null],
        ["quote_lost", "Went with another supplier: Booked the venue's own supplier"],
      ]);
      // Lost is final: it cannot be marked won afterwards.
      expect(await markQuoteOutcome(database.db, { leadId, staffEmail: STAFF, outcome: "won", note: "" })).toEqual({
        status: "not_allowed",
        quoteStatus: "lost",
      });
    });
  });
}
