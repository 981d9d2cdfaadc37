// Speed to lead in storage (decision 035): the first response recorded with
// the action that answers, the Waiting view's query, the nudge sweeper's
// "once" and the customer opt-out, on SQLite and, when TEST_DATABASE_URL is
// set, on PostgreSQL.
import { type Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { type QuoteExpiringNudge, unsubscribeHeaders } from "#app/features/leads/notify/nudges.ts";
import {
  checkUnsubscribeToken,
  unsubscribe,
  unsubscribeToken,
  verifyUnsubscribeToken,
  unsubscribeKey,
} from "#app/features/leads/notify/unsubscribe.server.ts";
import { customerUnsubscribe } from "#app/features/leads/notify/nudge-email.server.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { migrationProvider } from "#app/platform/db/migrations/index.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { addLeadNote, changeLeadStatus, retryDelivery } from "#app/features/leads/inbox/lead-admin.server.ts";
import { type NewLead, getLead, insertLead, listLeads } from "#app/features/leads/leads-db.server.ts";
import {
  type NudgeKind,
  leadWaitingNudges,
  queueNudge,
  quoteExpiringNudges,
  sweepNudges,
} from "#app/features/leads/notify/nudges-db.server.ts";
import { createQuote } from "#app/features/quotes/quotes-db.server.ts";
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { claimDueOutbox, listOutbox, markFailed } from "#app/platform/mail/outbox-db.server.ts";
import { type TestTarget, freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";

const priced = priceQuote([{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }], resolveCatalogueItem);

/** A moment on Johannesburg's wall clock (SAST, UTC+2). */
const sast = (local: string) => new Date(`${local}+02:00`);
const ANNA = "anna@sandtonsoundhire.co.za";
const BEN = "ben@sandtonsoundhire.co.za";

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: "callback",
    source: "Website Form",
    payload: { comments: "Please call about a wedding PA" },
    fullName: "Thandi Mokoena",
    email: "thandi@example.co.za",
    phone: "082 555 0123",
    channels: [],
    now: sast("2026-11-26T10:00"),
    ...overrides,
  };
}

/** A lead as stored before 0010 (no first-response columns yet). */
async function insertLeadBefore0010(db: Kysely<Database>, id: string, createdAt: string): Promise<{ id: string }> {
  await sql`insert into leads (id, kind, source, full_name, payload, created_at)
            values (${id}, 'callback', 'Website Form', 'Thandi Mokoena', '{}', ${createdAt})`.execute(db);
  return { id };
}

for (const backend of runnableBackends("lead-follow-up")) {
  describe(`speed to lead on ${backend.name}`, () => {
    let database: AppDatabase;
    let target: TestTarget;
    freshDatabasePerTest(backend, (opened) => {
      database = opened.database;
      target = opened.target;
    });
    const db = () => database.db;

    describe("the first response", () => {
      it("is the first status change, with who and when; later actions do not move it", async () => {
        const { id } = await insertLead(db(), newLead());
        expect(await getLead(db(), id)).toMatchObject({ firstResponseAt: null, firstResponseBy: null });
        await changeLeadStatus(db(), {
          leadId: id,
          from: "new",
          to: "contacted",
          staffEmail: ANNA,
          now: sast("2026-11-26T10:12"),
        });
        await addLeadNote(db(), { leadId: id, note: "Called back", staffEmail: BEN, now: sast("2026-11-26T11:00") });
        expect(await getLead(db(), id)).toMatchObject({
          firstResponseAt: sast("2026-11-26T10:12").toISOString(),
          firstResponseBy: ANNA,
        });
        const row = await db()
          .selectFrom("leads")
          .select("first_response_action")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        expect(row.first_response_action).toBe("status");
      });

      it("counts a note, but not asking for a failed notification to be sent again", async () => {
        const { id } = await insertLead(db(), newLead({ channels: ["email"] }));
        const [row] = await claimDueOutbox(db(), sast("2026-11-26T10:01"), 1);
        await markFailed(db(), row!.id, "SMTP down", null);
        expect(
          await retryDelivery(db(), { leadId: id, outboxId: row!.id, staffEmail: ANNA, now: sast("2026-11-26T10:05") }),
        ).toBe("queued");
        expect((await getLead(db(), id))?.firstResponseAt).toBeNull();
        await addLeadNote(db(), { leadId: id, note: "WhatsApp sent", staffEmail: BEN, now: sast("2026-11-26T10:20") });
        expect(await getLead(db(), id)).toMatchObject({
          firstResponseAt: sast("2026-11-26T10:20").toISOString(),
          firstResponseBy: BEN,
        });
      });
    });

    describe("migration 0010-lead-follow-up", () => {
      it("takes the first response of leads answered before it from their history, and rolls back", async () => {
        const migrator = new Migrator({ db: db(), provider: migrationProvider });
        expect((await migrator.migrateTo("0008-event-quotes")).error).toBeUndefined();
        const { id: answered } = await insertLeadBefore0010(db(), "answered", "2026-11-26T08:00:00.000Z");
        const { id: waiting } = await insertLeadBefore0010(db(), "waiting", "2026-11-26T08:05:00.000Z");
        for (const [id, type, staff, at] of [
          ["e1", "retry", BEN, "2026-11-26T08:01:00.000Z"],
          ["e2", "note", ANNA, "2026-11-26T08:09:00.000Z"],
          ["e3", "status", BEN, "2026-11-26T08:30:00.000Z"],
        ] as const) {
          await sql`insert into lead_events (id, lead_id, type, staff_email, created_at)
                    values (${id}, ${answered}, ${type}, ${staff}, ${at})`.execute(db());
        }
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        const rows = await db()
          .selectFrom("leads")
          .select(["id", "first_response_at", "first_response_by", "first_response_action"])
          .orderBy("created_at")
          .execute();
        expect(rows).toEqual([
          {
            id: answered,
            first_response_at: "2026-11-26T08:09:00.000Z",
            first_response_by: ANNA,
            first_response_action: "note",
          },
          { id: waiting, first_response_at: null, first_response_by: null, first_response_action: null },
        ]);
      });
    });

    describe("the Waiting view", () => {
      it("lists unanswered enquiries oldest first, without sign-ups, privacy requests or answered leads", async () => {
        const older = await insertLead(db(), newLead({ now: sast("2026-11-26T09:00"), fullName: "Older" }));
        const newer = await insertLead(db(), newLead({ now: sast("2026-11-26T09:30"), fullName: "Newer" }));
        const answered = await insertLead(db(), newLead({ now: sast("2026-11-26T08:00"), fullName: "Answered" }));
        await insertLead(db(), newLead({ kind: "subscriber", now: sast("2026-11-26T07:00"), fullName: "Sign-up" }));
        await changeLeadStatus(db(), { leadId: answered.id, from: "new", to: "contacted", staffEmail: ANNA });
        const waiting = await listLeads(db(), { awaitingResponse: true, suspectedSpam: false, oldestFirst: true });
        expect(waiting.map((lead) => lead.id)).toEqual([older.id, newer.id]);
      });
    });

    describe("the nudge sweeper", () => {
      const kinds = [leadWaitingNudges(15)];

      it("queues one e-mail to sales per lead waiting past 15 business minutes, and never a second", async () => {
        const late = await insertLead(db(), newLead({ now: sast("2026-11-26T10:00"), fullName: "Late" }));
        await insertLead(db(), newLead({ now: sast("2026-11-26T10:10"), fullName: "Recent" }));
        const now = sast("2026-11-26T10:20");
        expect(await sweepNudges(db(), kinds, now)).toEqual({ queued: 1, optedOut: 0, alreadyNudged: 0 });
        expect(await sweepNudges(db(), kinds, now)).toEqual({ queued: 0, optedOut: 0, alreadyNudged: 0 });
        const nudges = await listOutbox(db(), { channel: "nudge_email" });
        expect(nudges).toHaveLength(1);
        expect(nudges[0]).toMatchObject({ leadId: late.id, status: "pending" });
        expect(nudges[0]?.payload).toMatchObject({
          kind: "lead_waiting",
          leadId: late.id,
          leadName: "Late",
          waitedMinutes: 20,
          targetMinutes: 15,
        });
      });

      it("waits for business hours: Friday 17:50 is not due on Saturday at 09:04, and is at 09:06", async () => {
        await insertLead(db(), newLead({ now: sast("2026-11-27T17:50") }));
        expect((await sweepNudges(db(), kinds, sast("2026-11-28T09:04"))).queued).toBe(0);
        expect((await sweepNudges(db(), kinds, sast("2026-11-28T09:06"))).queued).toBe(1);
      });

      it("skips answered leads, suspected spam and sign-ups", async () => {
        const answered = await insertLead(db(), newLead());
        await addLeadNote(db(), {
          leadId: answered.id,
          note: "Called",
          staffEmail: ANNA,
          now: sast("2026-11-26T10:30"),
        });
        await insertLead(db(), newLead({ suspectedSpam: true }));
        await insertLead(db(), newLead({ kind: "subscriber" }));
        expect((await sweepNudges(db(), kinds, sast("2026-11-26T12:00"))).queued).toBe(0);
      });

      it("is enforced by the database: the same nudge queued twice writes one outbox row", async () => {
        const { id } = await insertLead(db(), newLead());
        const due = { subjectId: id, leadId: id, payload: { kind: "lead_waiting" } };
        const kind = { kind: "lead_waiting", audience: "staff" as const };
        const now = sast("2026-11-26T11:00");
        expect(await queueNudge(db(), kind, due, now)).toBe("queued");
        expect(await queueNudge(db(), kind, due, now)).toBe("already_nudged");
        expect(await listOutbox(db(), { channel: "nudge_email" })).toHaveLength(1);
      });

      it("queues each nudge once when two handles (two processes' pools) sweep at the same time", async () => {
        for (let minute = 0; minute < 20; minute++) {
          await insertLead(db(), newLead({ now: new Date(sast("2026-11-26T09:00").getTime() + minute * 60_000) }));
        }
        const other = await target.open();
        const now = sast("2026-11-26T12:00");
        const results = await Promise.all([
          sweepNudges(db(), kinds, now),
          sweepNudges(other.db, kinds, now),
          sweepNudges(db(), kinds, now),
        ]);
        expect(results.reduce((sum, result) => sum + result.queued, 0)).toBe(20);
        expect(await listOutbox(db(), { channel: "nudge_email" })).toHaveLength(20);
      });
    });

    describe("the quote's expiry reminder", () => {
      // Made on Thursday 19 November 2026 with 14 days' validity: valid until Thursday 3 December.
      const madeAt = sast("2026-11-19T10:00");
      async function quote(email = "naledi@example.co.za") {
        const created = await createQuote(db(), {
          contact: { name: "Naledi Dlamini", email, phone: "082 555 0100" },
          lines: priced.ok ? priced.lines : [],
          totalItems: priced.ok ? priced.totalItems : 0,
          totalDiscountCents: priced.ok ? priced.totalDiscountCents : 0,
          validityDays: 14,
          channels: [],
          now: madeAt,
        });
        if (!created.created) throw new Error("the sample quote was not stored");
        return created.quote;
      }
      const expiring = [quoteExpiringNudges()];

      it("reminds the customer once, from two days before the last valid day", async () => {
        const { quoteNumber, validUntil } = await quote();
        expect(validUntil).toBe("2026-12-03");
        expect((await sweepNudges(db(), expiring, sast("2026-11-30T23:59"))).queued).toBe(0);
        expect(await sweepNudges(db(), expiring, sast("2026-12-01T00:00"))).toEqual({
          queued: 1,
          optedOut: 0,
          alreadyNudged: 0,
        });
        expect((await sweepNudges(db(), expiring, sast("2026-12-02T09:00"))).queued).toBe(0);
        const rows = await listOutbox(db(), { channel: "nudge_email" });
        expect(rows.map((row) => row.payload)).toEqual([
          {
            kind: "quote_expiring",
            audience: "customer",
            quoteNumber,
            leadId: expect.any(String),
            recipient: "naledi@example.co.za",
            validUntil: "2026-12-03",
          },
        ]);
      });

      it("never reminds about an accepted or expired quote, nor an address that opted out", async () => {
        const accepted = await quote("accepted@example.co.za");
        await db()
          .updateTable("quotes")
          .set({ status: "accepted" })
          .where("quote_number", "=", accepted.quoteNumber)
          .execute();
        await quote("opted-out@example.co.za");
        await unsubscribe(db(), await unsubscribeToken(db(), "opted-out@example.co.za"), madeAt);
        expect(await sweepNudges(db(), expiring, sast("2026-12-02T09:00"))).toEqual({
          queued: 0,
          optedOut: 1,
          alreadyNudged: 0,
        });
        await quote("late@example.co.za");
        expect((await sweepNudges(db(), expiring, sast("2026-12-04T09:00"))).queued).toBe(0);
      });

      it("reminds each customer once when two handles (two processes' pools) sweep at the same time", async () => {
        const quotes = [];
        for (let index = 0; index < 12; index++) quotes.push(await quote(`customer${index}@example.co.za`));
        // One address opted out: recorded once, never sent, whichever process gets there first.
        await quote("opted-out@example.co.za");
        await unsubscribe(db(), await unsubscribeToken(db(), "opted-out@example.co.za"), madeAt);
        const other = await target.open();
        // Both kinds, as each process's sweeper runs them (the quotes' leads are past the staff nudge's
        // seven-day look-back, so every e-mail here is a customer's reminder).
        const kinds = [leadWaitingNudges(15), quoteExpiringNudges()];
        const now = sast("2026-12-01T09:00");
        const results = await Promise.all([
          sweepNudges(db(), kinds, now),
          sweepNudges(other.db, kinds, now),
          sweepNudges(db(), kinds, now),
          sweepNudges(other.db, kinds, now),
        ]);
        expect(results.reduce((sum, result) => sum + result.optedOut, 0)).toBe(1);
        // The outbox types its payload as a lead's notification; a nudge row carries a nudge.
        const reminders = (await listOutbox(db(), { channel: "nudge_email" })).map(
          (row) => row.payload as unknown as QuoteExpiringNudge,
        );
        expect(reminders.every((reminder) => reminder.kind === "quote_expiring")).toBe(true);
        expect(reminders.map((reminder) => reminder.quoteNumber).sort()).toEqual(
          quotes.map((made) => made.quoteNumber).sort(),
        );
        const rows = await db()
          .selectFrom("nudges")
          .select(["kind", "outcome"])
          .where("kind", "=", "quote_expiring")
          .execute();
        expect(rows.filter((row) => row.outcome === "queued")).toHaveLength(12);
        expect(rows.filter((row) => row.outcome === "opted_out")).toHaveLength(1);
        // And again later: nothing more for anyone.
        const again = await Promise.all([
          sweepNudges(db(), kinds, sast("2026-12-02T09:00")),
          sweepNudges(other.db, kinds, sast("2026-12-02T09:00")),
        ]);
        expect(again.every((result) => result.queued === 0 && result.optedOut === 0)).toBe(true);
      });
    });

    describe("customer opt-outs", () => {
      /** A customer kind as the quote's expiry reminder will be: one subject, one address. */
      const customerKind = (recipient: string): NudgeKind => ({
        kind: "customer_reminder_test",
        audience: "customer",
        findDue: async () => [{ subjectId: "Q-261126-TEST", leadId: null, recipient, payload: { kind: "test" } }],
      });

      it("a signed link unsubscribes its address (any case), which the sweeper then honours", async () => {
        const token = await unsubscribeToken(db(), "Thandi@Example.co.za");
        expect(await checkUnsubscribeToken(db(), token)).toMatchObject({ status: "valid", optedOut: false });
        expect(await unsubscribe(db(), token, sast("2026-11-26T10:00"))).toBe(true);
        expect(await unsubscribe(db(), token)).toBe(true);
        expect(await checkUnsubscribeToken(db(), token)).toMatchObject({ status: "valid", optedOut: true });

        const summary = await sweepNudges(db(), [customerKind("thandi@example.co.za ")], sast("2026-11-26T11:00"));
        expect(summary).toEqual({ queued: 0, optedOut: 1, alreadyNudged: 0 });
        expect(await listOutbox(db(), { channel: "nudge_email" })).toHaveLength(0);
        const stored = await db().selectFrom("email_opt_outs").selectAll().execute();
        expect(stored).toHaveLength(1);
        expect(JSON.stringify(stored)).not.toContain("thandi");
      });

      it("queues a customer nudge for an address that did not opt out", async () => {
        const summary = await sweepNudges(db(), [customerKind("sipho@example.co.za")], sast("2026-11-26T11:00"));
        expect(summary.queued).toBe(1);
      });

      it("refuses a forged or altered token", async () => {
        const token = await unsubscribeToken(db(), "thandi@example.co.za");
        const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
        expect(await checkUnsubscribeToken(db(), altered)).toEqual({ status: "invalid" });
        expect(await unsubscribe(db(), altered)).toBe(false);
        expect(await unsubscribe(db(), "not-a-token")).toBe(false);
        expect(verifyUnsubscribeToken(await unsubscribeKey(db()), token)).not.toBeNull();
      });

      it("gives customer e-mails a one-click unsubscribe link and headers", async () => {
        const { url, headers } = await customerUnsubscribe(
          db(),
          "https://www.sandtonsoundhire.co.za",
          "thandi@example.co.za",
        );
        expect(url).toMatch(/^https:\/\/www\.sandtonsoundhire\.co\.za\/unsubscribe\?token=[\w-]{43}\.[\w-]{43}$/);
        expect(headers).toEqual(unsubscribeHeaders(url));
        expect(headers).toEqual({
          "List-Unsubscribe": `<${url}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        });
        expect(await unsubscribe(db(), new URL(url).searchParams.get("token"))).toBe(true);
      });
    });
  });
}
