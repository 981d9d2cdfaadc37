// The staff side of the data layer (accounts, sessions, lead workflow, inbox
// queries, rate-limit peeking) on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import { resolveCatalogueItem } from "#app/features/catalogue/content/catalogue-resolver.server.ts";
import type { LeadStatus } from "#app/features/leads/index.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import {
  addLeadNote,
  changeLeadStatus,
  deliverySummaries,
  inboxFigures,
  listLeadEvents,
  quoteBriefs,
  quoteNumberForLead,
  recentQuoteDecisions,
  retryDelivery,
} from "#app/features/leads/inbox/lead-admin.server.ts";
import { type NewLead, countLeads, getLead, insertLead, listLeads } from "#app/features/leads/leads-db.server.ts";
import { claimDueOutbox, listOutbox, markDelivered, markFailed } from "#app/platform/mail/outbox-db.server.ts";
import { type NewQuote, createQuote } from "#app/features/quotes/quotes-db.server.ts";
import { recordDecision } from "#app/platform/db/testing/decisions.server.ts";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "#app/platform/limits/rate-limit.server.ts";
import {
  countStaffUsers,
  createStaffSession,
  createStaffUser,
  deleteStaffSession,
  deleteStaffUser,
  findStaffByEmail,
  findStaffSession,
  listStaffEmails,
  pruneStaffSessions,
  setStaffPassword,
  touchStaffSession,
} from "#app/features/staff/staff-db.server.ts";
import { type TestTarget, runnableBackends, freshDatabasePerTest } from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-11-21T09:30:00.000Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(T0.getTime() + ms);

const ANNA = "anna@sandtonsoundhire.co.za";
const BEN = "ben@sandtonsoundhire.co.za";

const priced = priceQuote(
  [
    { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
    { type: "promotion", id: "speaker-power-duo", quantity: 1 },
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
    marketingConsent: false,
    channels: [],
    now: T0,
    ...overrides,
  };
}

function newLead(overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: "callback",
    source: "Website Form",
    payload: { comments: "Please call" },
    fullName: "Jane Dlamini",
    email: "jane@example.co.za",
    phone: "011 555 0101",
    channels: [],
    now: T0,
    ...overrides,
  };
}

const backends = runnableBackends("staff-admin");

describe.each(backends)("staff data on $name", (backend) => {
  let target: TestTarget;
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ target, database } = opened));

  async function addLead(overrides: Partial<NewLead> = {}): Promise<string> {
    const { id } = await insertLead(database.db, newLead(overrides));
    return id;
  }

  async function addStaff(email: string): Promise<string> {
    const result = await createStaffUser(database.db, { email, passwordHash: `hash-of-${email}`, now: T0 });
    if (!result.id) throw new Error(`could not create ${email}`);
    return result.id;
  }

  async function addSession(staffId: string, idHash: string, expiresAt: Date = at(2 * HOUR)): Promise<void> {
    await createStaffSession(database.db, { idHash, staffId, csrfToken: `csrf-${idHash}`, expiresAt, now: T0 });
  }

  async function sessionHashes(): Promise<string[]> {
    const rows = await database.db.selectFrom("staff_sessions").select("id_hash").orderBy("id_hash").execute();
    return rows.map((row) => row.id_hash);
  }

  async function setStatus(leadId: string, to: LeadStatus): Promise<void> {
    const lead = await getLead(database.db, leadId);
    if (!lead) throw new Error("no such lead");
    const result = await changeLeadStatus(database.db, { leadId, from: lead.status, to, staffEmail: ANNA, now: T0 });
    expect(result).toEqual({ status: "changed" });
  }

  describe("staff accounts", () => {
    it("creates an account once per address", async () => {
      expect(await countStaffUsers(database.db)).toBe(0);
      const first = await createStaffUser(database.db, { email: ANNA, passwordHash: "hash-1", now: T0 });
      expect(first).toEqual({ created: true, id: expect.any(String) as unknown as string });
      const again = await createStaffUser(database.db, { email: ANNA, passwordHash: "hash-2", now: at(MINUTE) });
      expect(again).toEqual({ created: false });
      expect(await countStaffUsers(database.db)).toBe(1);
      expect(await findStaffByEmail(database.db, ANNA)).toEqual({
        id: first.id,
        email: ANNA,
        passwordHash: "hash-1",
        createdAt: T0.toISOString(),
        passwordChangedAt: T0.toISOString(),
        lastLoginAt: null,
        role: "owner",
      });
      expect(await findStaffByEmail(database.db, BEN)).toBeUndefined();
    });

    it("counts and lists the accounts", async () => {
      await addStaff(BEN);
      await addStaff(ANNA);
      expect(await countStaffUsers(database.db)).toBe(2);
      expect(await listStaffEmails(database.db)).toEqual([ANNA, BEN]);
    });

    it("sets a new password and signs that account out everywhere, and only that one", async () => {
      const anna = await addStaff(ANNA);
      const ben = await addStaff(BEN);
      await addSession(anna, "anna-1");
      await addSession(anna, "anna-2");
      await addSession(ben, "ben-1");

      expect(await setStaffPassword(database.db, ANNA, "new-hash", at(HOUR))).toBe(true);
      expect(await findStaffByEmail(database.db, ANNA)).toMatchObject({
        passwordHash: "new-hash",
        passwordChangedAt: at(HOUR).toISOString(),
        createdAt: T0.toISOString(),
      });
      expect(await sessionHashes()).toEqual(["ben-1"]);
      expect((await findStaffByEmail(database.db, BEN))?.passwordHash).toBe(`hash-of-${BEN}`);
    });

    it("does not set a password for an unknown address", async () => {
      await addStaff(ANNA);
      expect(await setStaffPassword(database.db, BEN, "new-hash", at(HOUR))).toBe(false);
      expect(await countStaffUsers(database.db)).toBe(1);
    });

    it("deletes an account with its sessions, keeping the history it wrote", async () => {
      const anna = await addStaff(ANNA);
      const ben = await addStaff(BEN);
      await addSession(anna, "anna-1");
      await addSession(ben, "ben-1");
      const leadId = await addLead();
      await addLeadNote(database.db, { leadId, note: "Called, no answer", staffEmail: ANNA, now: T0 });

      expect(await deleteStaffUser(database.db, ANNA)).toBe(true);
      expect(await countStaffUsers(database.db)).toBe(1);
      expect(await findStaffByEmail(database.db, ANNA)).toBeUndefined();
      expect(await sessionHashes()).toEqual(["ben-1"]);
      expect((await listLeadEvents(database.db, leadId)).map((event) => event.staffEmail)).toEqual([ANNA]);

      expect(await deleteStaffUser(database.db, ANNA)).toBe(false);
      expect(await countStaffUsers(database.db)).toBe(1);
    });
  });

  describe("staff sessions", () => {
    it("stores a session, records the sign-in and finds it until it expires", async () => {
      const anna = await addStaff(ANNA);
      await createStaffSession(database.db, {
        idHash: "hash-a",
        staffId: anna,
        csrfToken: "csrf-a",
        expiresAt: at(2 * HOUR),
        ipHash: "ip-hash",
        userAgent: "U".repeat(600),
        now: T0,
      });
      expect((await findStaffByEmail(database.db, ANNA))?.lastLoginAt).toBe(T0.toISOString());
      const row = await database.db.selectFrom("staff_sessions").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ip_hash: "ip-hash", user_agent: "U".repeat(512) });

      const found = await findStaffSession(database.db, "hash-a", at(HOUR));
      expect(found?.session).toEqual({
        idHash: "hash-a",
        staffId: anna,
        csrfToken: "csrf-a",
        createdAt: T0.toISOString(),
        lastSeenAt: T0.toISOString(),
        expiresAt: at(2 * HOUR).toISOString(),
      });
      expect(found?.staff).toMatchObject({ id: anna, email: ANNA });

      expect(await findStaffSession(database.db, "hash-a", at(2 * HOUR - 1))).toBeDefined();
      expect(await findStaffSession(database.db, "hash-a", at(2 * HOUR))).toBeUndefined();
      expect(await findStaffSession(database.db, "hash-a", at(3 * HOUR))).toBeUndefined();
      expect(await findStaffSession(database.db, "unknown", at(HOUR))).toBeUndefined();
    });

    it("moves a session's expiry when it is used", async () => {
      const anna = await addStaff(ANNA);
      await addSession(anna, "hash-a", at(2 * HOUR));
      await touchStaffSession(database.db, "hash-a", at(90 * MINUTE), at(3.5 * HOUR));
      const found = await findStaffSession(database.db, "hash-a", at(3 * HOUR));
      expect(found?.session).toMatchObject({
        createdAt: T0.toISOString(),
        lastSeenAt: at(90 * MINUTE).toISOString(),
        expiresAt: at(3.5 * HOUR).toISOString(),
      });
    });

    it("deletes one session", async () => {
      const anna = await addStaff(ANNA);
      await addSession(anna, "hash-a");
      await addSession(anna, "hash-b");
      await deleteStaffSession(database.db, "hash-a");
      expect(await findStaffSession(database.db, "hash-a", T0)).toBeUndefined();
      expect(await sessionHashes()).toEqual(["hash-b"]);
      await deleteStaffSession(database.db, "hash-a");
      expect(await sessionHashes()).toEqual(["hash-b"]);
    });

    it("prunes the sessions that have expired", async () => {
      const anna = await addStaff(ANNA);
      await addSession(anna, "hash-1", at(HOUR));
      await addSession(anna, "hash-2", at(2 * HOUR));
      await addSession(anna, "hash-3", at(3 * HOUR));
      expect(await pruneStaffSessions(database.db, at(30 * MINUTE))).toBe(0);
      expect(await pruneStaffSessions(database.db, at(2 * HOUR))).toBe(2);
      expect(await sessionHashes()).toEqual(["hash-3"]);
    });
  });

  describe("changeLeadStatus", () => {
    it("moves the lead and records who did it", async () => {
      const leadId = await addLead();
      expect(
        await changeLeadStatus(database.db, {
          leadId,
          from: "new",
          to: "contacted",
          staffEmail: ANNA,
          now: at(MINUTE),
        }),
      ).toEqual({
        status: "changed",
      });
      expect((await getLead(database.db, leadId))?.status).toBe("contacted");
      expect(await listLeadEvents(database.db, leadId)).toEqual([
        {
          id: expect.any(String) as unknown as string,
          type: "status",
          fromStatus: "new",
          toStatus: "contacted",
          note: null,
          outboxId: null,
          quoteVersion: null,
          staffEmail: ANNA,
          createdAt: at(MINUTE).toISOString(),
        },
      ]);
    });

    it("writes nothing when the status stays the same", async () => {
      const leadId = await addLead();
      expect(await changeLeadStatus(database.db, { leadId, from: "new", to: "new", staffEmail: ANNA })).toEqual({
        status: "unchanged",
      });
      expect(await listLeadEvents(database.db, leadId)).toEqual([]);
    });

    it("refuses a move from a status the lead no longer has", async () => {
      const leadId = await addLead();
      await setStatus(leadId, "quoted");
      const result = await changeLeadStatus(database.db, {
        leadId,
        from: "new",
        to: "spam",
        staffEmail: BEN,
        now: at(MINUTE),
      });
      expect(result).toEqual({ status: "conflict", current: "quoted" });
      expect((await getLead(database.db, leadId))?.status).toBe("quoted");
      expect(await listLeadEvents(database.db, leadId)).toHaveLength(1);
      // Even a "no change" from a stale status is a conflict.
      expect(await changeLeadStatus(database.db, { leadId, from: "new", to: "new", staffEmail: BEN })).toEqual({
        status: "conflict",
        current: "quoted",
      });
    });

    it("reports an unknown lead", async () => {
      expect(
        await changeLeadStatus(database.db, { leadId: "no-such-lead", from: "new", to: "won", staffEmail: ANNA }),
      ).toEqual({
        status: "not_found",
      });
      expect(await database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
    });

    it("lets one of two concurrent moves win and reports the other as a conflict", async () => {
      const leadId = await addLead();
      const other = await target.open();
      const results = await Promise.all([
        changeLeadStatus(database.db, { leadId, from: "new", to: "contacted", staffEmail: ANNA, now: at(MINUTE) }),
        changeLeadStatus(other.db, { leadId, from: "new", to: "spam", staffEmail: BEN, now: at(MINUTE) }),
      ]);
      const changed = results.filter((result) => result.status === "changed");
      const conflicts = results.filter((result) => result.status === "conflict");
      expect(changed).toHaveLength(1);
      expect(conflicts).toHaveLength(1);
      const status = (await getLead(database.db, leadId))?.status;
      expect(conflicts[0]).toEqual({ status: "conflict", current: status });
      const events = await listLeadEvents(database.db, leadId);
      expect(events.map((event) => [event.fromStatus, event.toStatus])).toEqual([["new", status]]);
    });
  });

  describe("lead history", () => {
    it("adds notes", async () => {
      const leadId = await addLead();
      expect(
        await addLeadNote(database.db, {
          leadId,
          note: "Wants a quote for 200 guests",
          staffEmail: BEN,
          now: at(MINUTE),
        }),
      ).toBe(true);
      expect(await listLeadEvents(database.db, leadId)).toEqual([
        {
          id: expect.any(String) as unknown as string,
          type: "note",
          fromStatus: null,
          toStatus: null,
          note: "Wants a quote for 200 guests",
          outboxId: null,
          quoteVersion: null,
          staffEmail: BEN,
          createdAt: at(MINUTE).toISOString(),
        },
      ]);
    });

    it("adds no note to an unknown lead", async () => {
      expect(await addLeadNote(database.db, { leadId: "no-such-lead", note: "x", staffEmail: BEN })).toBe(false);
      expect(await database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
    });

    it("lists a lead's history oldest first, and only that lead's", async () => {
      const leadId = await addLead();
      const otherLead = await addLead({ fullName: "Other" });
      await addLeadNote(database.db, { leadId, note: "third", staffEmail: ANNA, now: at(3 * MINUTE) });
      await addLeadNote(database.db, { leadId, note: "first", staffEmail: ANNA, now: at(MINUTE) });
      await changeLeadStatus(database.db, {
        leadId,
        from: "new",
        to: "contacted",
        staffEmail: BEN,
        now: at(2 * MINUTE),
      });
      await addLeadNote(database.db, { leadId: otherLead, note: "elsewhere", staffEmail: ANNA, now: at(2 * MINUTE) });
      // Two events in the same millisecond keep the order they were written in.
      await addLeadNote(database.db, { leadId, note: "fourth", staffEmail: ANNA, now: at(4 * MINUTE) });
      await addLeadNote(database.db, { leadId, note: "fifth", staffEmail: ANNA, now: at(4 * MINUTE) });

      const events = await listLeadEvents(database.db, leadId);
      expect(events.map((event) => event.note ?? `${event.fromStatus}->${event.toStatus}`)).toEqual([
        "first",
        "new->contacted",
        "third",
        "fourth",
        "fifth",
      ]);
      expect(await listLeadEvents(database.db, "no-such-lead")).toEqual([]);
    });

    it("goes with its lead when the lead is deleted", async () => {
      const leadId = await addLead();
      await addLeadNote(database.db, { leadId, note: "note", staffEmail: ANNA });
      await database.db.deleteFrom("leads").where("id", "=", leadId).execute();
      expect(await database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
    });
  });

  describe("retryDelivery", () => {
    async function leadWithClaimedRow(): Promise<{ leadId: string; outboxId: string }> {
      const leadId = await addLead({ channels: ["email"] });
      const [claimed] = await claimDueOutbox(database.db, T0, 10);
      if (!claimed) throw new Error("nothing claimed");
      expect(claimed.attempts).toBe(1);
      return { leadId, outboxId: claimed.id };
    }

    it("queues a failed notification again, due now with no attempts, and records it", async () => {
      const { leadId, outboxId } = await leadWithClaimedRow();
      expect(await markFailed(database.db, outboxId, "SMTP 550", null)).toBe(true);

      const now = at(HOUR);
      expect(await retryDelivery(database.db, { leadId, outboxId, staffEmail: ANNA, now })).toBe("queued");
      const [row] = await listOutbox(database.db, { leadId });
      expect(row).toMatchObject({ id: outboxId, status: "pending", attempts: 0, nextAttemptAt: now.toISOString() });
      expect(await listLeadEvents(database.db, leadId)).toEqual([
        {
          id: expect.any(String) as unknown as string,
          type: "retry",
          fromStatus: null,
          toStatus: null,
          note: null,
          outboxId,
          quoteVersion: null,
          staffEmail: ANNA,
          createdAt: now.toISOString(),
        },
      ]);
      // The worker picks it up at once.
      expect((await claimDueOutbox(database.db, now, 10)).map((message) => message.id)).toEqual([outboxId]);
    });

    it("brings forward a notification waiting for its next retry", async () => {
      const { leadId, outboxId } = await leadWithClaimedRow();
      expect(await markFailed(database.db, outboxId, "timeout", at(DAY))).toBe(true);
      expect(await retryDelivery(database.db, { leadId, outboxId, staffEmail: ANNA, now: at(MINUTE) })).toBe("queued");
      expect((await listOutbox(database.db, { leadId }))[0]).toMatchObject({
        status: "pending",
        attempts: 0,
        nextAttemptAt: at(MINUTE).toISOString(),
      });
    });

    it("leaves a notification alone that has not failed yet (waiting or being sent)", async () => {
      const waiting = await addLead({ channels: ["email"] });
      const [row] = await listOutbox(database.db, { leadId: waiting });
      if (!row) throw new Error("no outbox row");
      expect(
        await retryDelivery(database.db, { leadId: waiting, outboxId: row.id, staffEmail: ANNA, now: at(MINUTE) }),
      ).toBe("not_retryable");

      const [inFlight] = await claimDueOutbox(database.db, T0, 10);
      if (!inFlight) throw new Error("nothing claimed");
      expect(
        await retryDelivery(database.db, { leadId: waiting, outboxId: inFlight.id, staffEmail: ANNA, now: at(MINUTE) }),
      ).toBe("not_retryable");
      expect((await listOutbox(database.db, { leadId: waiting }))[0]).toMatchObject({
        attempts: 1,
        nextAttemptAt: inFlight.nextAttemptAt,
      });
      expect(await listLeadEvents(database.db, waiting)).toEqual([]);
    });

    it("leaves a failed notification alone while its next try is being sent", async () => {
      const { leadId, outboxId } = await leadWithClaimedRow();
      expect(await markFailed(database.db, outboxId, "timeout", at(MINUTE))).toBe(true);
      // The worker claims the due retry: the old error goes, so the row reads as being sent.
      const [retrying] = await claimDueOutbox(database.db, at(MINUTE), 10);
      expect(retrying).toMatchObject({ id: outboxId, lastError: null, attempts: 2 });
      expect(await retryDelivery(database.db, { leadId, outboxId, staffEmail: ANNA, now: at(2 * MINUTE) })).toBe(
        "not_retryable",
      );
    });

    it("leaves a sent notification alone", async () => {
      const { leadId, outboxId } = await leadWithClaimedRow();
      expect(await markDelivered(database.db, outboxId, at(MINUTE))).toBe(true);
      expect(await retryDelivery(database.db, { leadId, outboxId, staffEmail: ANNA, now: at(HOUR) })).toBe(
        "not_retryable",
      );
      expect((await listOutbox(database.db, { leadId }))[0]).toMatchObject({ status: "sent", attempts: 1 });
      expect(await listLeadEvents(database.db, leadId)).toEqual([]);
    });

    it("finds nothing for another lead's notification or an unknown one", async () => {
      const { leadId, outboxId } = await leadWithClaimedRow();
      await markFailed(database.db, outboxId, "SMTP 550", null);
      const otherLead = await addLead();
      expect(await retryDelivery(database.db, { leadId: otherLead, outboxId, staffEmail: ANNA })).toBe("not_found");
      expect(await retryDelivery(database.db, { leadId, outboxId: "no-such-row", staffEmail: ANNA })).toBe("not_found");
      expect((await listOutbox(database.db, { leadId }))[0]?.status).toBe("failed");
      expect(await database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
    });
  });

  describe("inbox lookups", () => {
    it("counts each lead's notifications by status", async () => {
      const mixed = await addLead({ channels: ["email", "webhook", "customer_email"] });
      const [email] = await claimDueOutbox(database.db, T0, 10, { channels: ["email"] });
      const [webhook] = await claimDueOutbox(database.db, T0, 10, { channels: ["webhook"] });
      if (!email || !webhook) throw new Error("nothing claimed");
      await markDelivered(database.db, email.id, T0);
      await markFailed(database.db, webhook.id, "HTTP 500", null);
      const pendingOnly = await addLead({ channels: ["email"] });
      const silent = await addLead({ channels: [] });

      const summaries = await deliverySummaries(database.db, [mixed, pendingOnly, silent, "no-such-lead"]);
      expect(summaries.get(mixed)).toEqual({ sent: 1, pending: 1, failed: 1 });
      expect(summaries.get(pendingOnly)).toEqual({ sent: 0, pending: 1, failed: 0 });
      expect(summaries.has(silent)).toBe(false);
      expect(summaries.size).toBe(2);

      expect((await deliverySummaries(database.db, [pendingOnly])).has(mixed)).toBe(false);
      expect((await deliverySummaries(database.db, [])).size).toBe(0);
    });

    it("gives the quote behind each quote lead", async () => {
      const created = await createQuote(database.db, newQuote());
      if (!created.created) throw new Error("expected a new quote");
      const callback = await addLead();

      const briefs = await quoteBriefs(database.db, [created.leadId, callback]);
      expect(briefs.size).toBe(1);
      expect(briefs.get(created.leadId)).toEqual({
        quoteNumber: created.quote.quoteNumber,
        status: "sent",
        // Including VAT at 15%, rounded per line.
        totalCents: 1_346_219,
        includesVat: true,
      });

      await recordDecision(database.db, created.quote.quoteNumber, created.accessToken, "accept", at(MINUTE));
      expect((await quoteBriefs(database.db, [created.leadId])).get(created.leadId)?.status).toBe("accepted");
      expect((await quoteBriefs(database.db, [])).size).toBe(0);

      expect(await quoteNumberForLead(database.db, created.leadId)).toBe(created.quote.quoteNumber);
      expect(await quoteNumberForLead(database.db, callback)).toBeUndefined();
    });

    it("gives the latest quote decisions, newest first", async () => {
      const first = await createQuote(database.db, newQuote());
      const second = await createQuote(
        database.db,
        newQuote({ contact: { name: "Sipho Ndlovu", email: "sipho@example.co.za", phone: "083 000 0000" } }),
      );
      if (!first.created || !second.created) throw new Error("expected new quotes");
      await recordDecision(database.db, first.quote.quoteNumber, first.accessToken, "discount", at(MINUTE));
      await recordDecision(database.db, second.quote.quoteNumber, second.accessToken, "accept", at(2 * MINUTE));
      await recordDecision(database.db, first.quote.quoteNumber, first.accessToken, "undecided", at(3 * MINUTE));

      const decisions = await recentQuoteDecisions(database.db);
      expect(decisions).toEqual([
        {
          leadId: first.leadId,
          quoteNumber: first.quote.quoteNumber,
          requestType: "undecided",
          statusAfter: "changes_requested",
          contactName: "Thandi Mokoena",
          createdAt: at(3 * MINUTE).toISOString(),
        },
        {
          leadId: second.leadId,
          quoteNumber: second.quote.quoteNumber,
          requestType: "accept",
          statusAfter: "accepted",
          contactName: "Sipho Ndlovu",
          createdAt: at(2 * MINUTE).toISOString(),
        },
        {
          leadId: first.leadId,
          quoteNumber: first.quote.quoteNumber,
          requestType: "discount",
          statusAfter: "changes_requested",
          contactName: "Thandi Mokoena",
          createdAt: at(MINUTE).toISOString(),
        },
      ]);
      expect((await recentQuoteDecisions(database.db, 2)).map((decision) => decision.createdAt)).toEqual([
        at(3 * MINUTE).toISOString(),
        at(2 * MINUTE).toISOString(),
      ]);
    });

    it("gives nothing when no quote has a decision", async () => {
      await createQuote(database.db, newQuote());
      expect(await recentQuoteDecisions(database.db)).toEqual([]);
    });
  });

  describe("inboxFigures", () => {
    it("is all zeros for an empty database", async () => {
      expect(await inboxFigures(database.db, T0)).toEqual({
        receivedLast24Hours: 0,
        receivedLast7Days: 0,
        receivedLast30Days: 0,
        byStatus: {},
        byKindLast30Days: {},
        outbox: { pending: 0, sent: 0, failed: 0 },
        pendingByChannel: {},
      });
    });

    it("counts leads by age, status and kind, and notifications by status and channel", async () => {
      const now = T0;
      const ago = (ms: number) => new Date(now.getTime() - ms);
      // Made oldest first, so each claim below takes only the rows meant.
      await addLead({ kind: "subscriber", now: ago(40 * DAY) });
      const failed = await addLead({ kind: "contact", now: ago(10 * DAY), channels: ["customer_email"] });
      const [toFail] = await claimDueOutbox(database.db, now, 10);
      if (!toFail) throw new Error("nothing claimed");
      await markFailed(database.db, toFail.id, "bounced", null);
      await addLead({ kind: "contact", now: ago(30 * DAY) });
      const sent = await addLead({ kind: "quote", now: ago(2 * DAY), channels: ["email"] });
      const [toSend] = await claimDueOutbox(database.db, now, 10);
      if (!toSend) throw new Error("nothing claimed");
      await markDelivered(database.db, toSend.id, now);
      await addLead({ kind: "callback", now: ago(7 * DAY + 1) });
      await addLead({ kind: "callback", now: ago(HOUR), channels: ["email", "webhook"] });
      await addLead({ kind: "callback", now: ago(DAY) });
      await setStatus(failed, "won");
      await setStatus(sent, "quoted");

      expect(await inboxFigures(database.db, now)).toEqual({
        receivedLast24Hours: 2,
        receivedLast7Days: 3,
        receivedLast30Days: 6,
        byStatus: { new: 5, won: 1, quoted: 1 },
        byKindLast30Days: { callback: 3, contact: 2, quote: 1 },
        outbox: { pending: 2, sent: 1, failed: 1 },
        pendingByChannel: { email: 1, webhook: 1 },
      });
    });
  });

  describe("listLeads and countLeads", () => {
    it("filter by kind, status, time and search alike", async () => {
      const callbackNew = await addLead({ kind: "callback", now: at(MINUTE) });
      const callbackWon = await addLead({ kind: "callback", now: at(2 * MINUTE) });
      const contactSpam = await addLead({ kind: "contact", now: at(3 * MINUTE), fullName: "Spam Bot" });
      const partnerContacted = await addLead({ kind: "partner_business", now: at(4 * MINUTE) });
      await setStatus(callbackWon, "won");
      await setStatus(contactSpam, "spam");
      await setStatus(partnerContacted, "contacted");

      const cases: [Parameters<typeof countLeads>[1], string[]][] = [
        [{}, [partnerContacted, contactSpam, callbackWon, callbackNew]],
        [{ kind: "callback" }, [callbackWon, callbackNew]],
        [{ kind: ["callback", "contact"] }, [contactSpam, callbackWon, callbackNew]],
        [{ kind: [] }, []],
        [{ status: "won" }, [callbackWon]],
        [{ status: ["new", "contacted", "quoted"] }, [partnerContacted, callbackNew]],
        [{ status: [] }, []],
        [{ since: at(2 * MINUTE) }, [partnerContacted, contactSpam, callbackWon]],
        [{ until: at(2 * MINUTE) }, [callbackNew]],
        [{ since: at(2 * MINUTE), until: at(4 * MINUTE) }, [contactSpam, callbackWon]],
        [{ search: "spam bot" }, [contactSpam]],
        [{ search: "   " }, [partnerContacted, contactSpam, callbackWon, callbackNew]],
        [{ kind: "callback", status: ["won", "lost"] }, [callbackWon]],
        [{ kind: "contact", status: "new" }, []],
      ];
      for (const [filters, expected] of cases) {
        const label = JSON.stringify(filters);
        expect(
          (await listLeads(database.db, filters)).map((lead) => lead.id),
          label,
        ).toEqual(expected);
        expect(await countLeads(database.db, filters), label).toBe(expected.length);
      }
    });

    it("counts every match, whatever the page size", async () => {
      for (let i = 0; i < 5; i++) await addLead({ now: at(i * MINUTE) });
      expect(await countLeads(database.db)).toBe(5);
      expect(await listLeads(database.db, { limit: 2 })).toHaveLength(2);
      expect(await listLeads(database.db, { limit: 2, offset: 4 })).toHaveLength(1);
    });

    it("finds a phone number written in any of the usual ways", async () => {
      const national = await addLead({ fullName: "National", phone: "082 555 0123", now: at(MINUTE) });
      const international = await addLead({
        fullName: "International",
        phone: "+27 (82) 555-0123",
        now: at(2 * MINUTE),
      });
      const dotted = await addLead({ fullName: "Dotted", phone: "082.555.0123", now: at(3 * MINUTE) });
      await addLead({ fullName: "Other number", phone: "011 555 0199", now: at(4 * MINUTE) });
      await addLead({ fullName: "No number", phone: null, now: at(5 * MINUTE) });
      const all = [dotted, international, national];

      for (const term of [
        "0825550123",
        "082 555 0123",
        "+27 82 555 0123",
        "27825550123",
        "(082) 555-0123",
        "082-555-0123",
      ]) {
        expect(
          (await listLeads(database.db, { search: term })).map((lead) => lead.id),
          term,
        ).toEqual(all);
        expect(await countLeads(database.db, { search: term }), term).toBe(3);
      }
      expect((await listLeads(database.db, { search: "555 0123" })).map((lead) => lead.id)).toEqual(all);
      expect(await countLeads(database.db, { search: "0825550199" })).toBe(0);
    });

    it("matches names and addresses in any case, and wildcard characters literally", async () => {
      const percent = await addLead({ fullName: "50% Off Events", email: "deals@example.co.za", now: at(MINUTE) });
      await addLead({ fullName: "500 Events", email: "five@example.co.za", now: at(2 * MINUTE) });
      const underscore = await addLead({ fullName: "Snake", email: "a_b@example.co.za", now: at(3 * MINUTE) });
      await addLead({ fullName: "Lizard", email: "axb@example.co.za", now: at(4 * MINUTE) });
      const backslash = await addLead({ fullName: "Back\\slash", email: "slash@example.co.za", now: at(5 * MINUTE) });

      expect((await listLeads(database.db, { search: "50%" })).map((lead) => lead.id)).toEqual([percent]);
      expect(await countLeads(database.db, { search: "50%" })).toBe(1);
      expect((await listLeads(database.db, { search: "a_b" })).map((lead) => lead.id)).toEqual([underscore]);
      expect((await listLeads(database.db, { search: "k\\s" })).map((lead) => lead.id)).toEqual([backslash]);
      expect((await listLeads(database.db, { search: "DEALS@EXAMPLE" })).map((lead) => lead.id)).toEqual([percent]);
      expect((await listLeads(database.db, { search: "off events" })).map((lead) => lead.id)).toEqual([percent]);
    });
  });

  describe("rate limits", () => {
    const WINDOW = 15 * MINUTE;
    // 09:30 is the start of a 15-minute window.
    const windowEnd = at(WINDOW);

    it("peeks without counting", async () => {
      expect(await peekRateLimit(database.db, "login:a", WINDOW, at(5 * MINUTE))).toEqual({
        count: 0,
        retryAfterMs: 10 * MINUTE,
      });
      await hitRateLimit(database.db, "login:a", WINDOW, 5, at(MINUTE));
      await hitRateLimit(database.db, "login:a", WINDOW, 5, at(2 * MINUTE));
      const peeked = await peekRateLimit(database.db, "login:a", WINDOW, at(5 * MINUTE));
      expect(peeked).toEqual({ count: 2, retryAfterMs: windowEnd.getTime() - at(5 * MINUTE).getTime() });
      expect(await peekRateLimit(database.db, "login:a", WINDOW, at(5 * MINUTE))).toEqual(peeked);
      expect((await hitRateLimit(database.db, "login:a", WINDOW, 5, at(6 * MINUTE))).count).toBe(3);
    });

    it("peeks at the current window only", async () => {
      await hitRateLimit(database.db, "login:a", WINDOW, 5, at(MINUTE));
      expect((await peekRateLimit(database.db, "login:a", WINDOW, at(WINDOW))).count).toBe(0);
      expect((await peekRateLimit(database.db, "login:b", WINDOW, at(MINUTE))).count).toBe(0);
    });

    it("clears every window of one key and nothing else", async () => {
      await hitRateLimit(database.db, "login:a", WINDOW, 5, at(MINUTE));
      await hitRateLimit(database.db, "login:a", WINDOW, 5, at(WINDOW + MINUTE));
      await hitRateLimit(database.db, "login:b", WINDOW, 5, at(MINUTE));
      await clearRateLimit(database.db, "login:a");
      expect((await peekRateLimit(database.db, "login:a", WINDOW, at(MINUTE))).count).toBe(0);
      expect((await peekRateLimit(database.db, "login:a", WINDOW, at(WINDOW + MINUTE))).count).toBe(0);
      expect((await peekRateLimit(database.db, "login:b", WINDOW, at(MINUTE))).count).toBe(1);
      await clearRateLimit(database.db, "login:never-used");
      expect((await hitRateLimit(database.db, "login:a", WINDOW, 5, at(MINUTE))).count).toBe(1);
    });

    it("refuses a window that is not positive", async () => {
      await expect(peekRateLimit(database.db, "login:a", 0, T0)).rejects.toThrow(RangeError);
      await expect(peekRateLimit(database.db, "login:a", Number.NaN, T0)).rejects.toThrow(RangeError);
    });
  });
});
