// Storing and listing leads (leads-db.server.ts): the lead and its queued
// notifications in one transaction, idempotency keys, spam flags, rate limits
// and text caps; on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { IdempotencyKeyConflict, getLead, insertLead, listLeads } from "#app/features/leads/leads-db.server.ts";
import { T0, at, callbackLead, callbackPayload, countRows } from "#app/features/leads/leads-db.test-support.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { RateLimitExceeded, hitRateLimit } from "#app/platform/limits/rate-limit.server.ts";
import {
  type TestTarget,
  runnableBackends,
  testBackends,
  freshDatabasePerTest,
} from "#app/platform/db/test-support.server.ts";

const backends = runnableBackends("leads-db");
for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
  describe.skip(`leads table on ${backend.name} (${backend.skipReason})`, () => {
    it("runs when configured", () => {});
  });
}

describe.each(backends)("leads table on $name", (backend) => {
  let target: TestTarget;
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ target, database } = opened));

  describe("insertLead", () => {
    it("stores the payload and queues one outbox row per channel", async () => {
      const payload = callbackPayload("Jane van der Merwe");
      const result = await insertLead(
        database.db,
        callbackLead("Jane van der Merwe", {
          payload,
          marketingConsent: true,
          idempotencyKey: "key-1",
          ipHash: "abc123",
          userAgent: "Mozilla/5.0",
        }),
      );
      expect(result.created).toBe(true);
      expect(result.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

      const lead = await getLead(database.db, result.id);
      expect(lead).toEqual({
        id: result.id,
        kind: "callback",
        source: "Website Form",
        status: "new",
        fullName: "Jane van der Merwe",
        email: "jane@example.co.za",
        phone: "0825550101",
        referrer: "https://www.example.co.za/contact",
        payload,
        marketingConsent: true,
        consentAt: T0.toISOString(),
        idempotencyKey: "key-1",
        ipHash: "abc123",
        userAgent: "Mozilla/5.0",
        createdAt: T0.toISOString(),
        suspectedSpam: false,
        repeatCount: 1,
        lastSeenAt: null,
        firstResponseAt: null,
        firstResponseBy: null,
        attribution: null,
      });

      const outbox = await listOutbox(database.db, { leadId: result.id });
      expect(outbox.map((row) => row.channel).sort()).toEqual(["email", "webhook"]);
      for (const row of outbox) {
        expect(row).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: T0.toISOString() });
        expect(row.payload).toMatchObject({ leadId: result.id, kind: "callback", fullName: "Jane van der Merwe" });
        expect(row.payload.payload).toEqual(payload);
      }
    });

    it("stores nothing when queuing the notifications fails", async () => {
      await sql`alter table outbox rename to outbox_moved`.execute(database.db);
      await expect(insertLead(database.db, callbackLead("Jane Smith"))).rejects.toThrow();
      await sql`alter table outbox_moved rename to outbox`.execute(database.db);
      expect(await countRows(database, "leads")).toBe(0);
      expect(await countRows(database, "outbox")).toBe(0);
    });

    it("enforces the outbox's foreign key to leads", async () => {
      await expect(
        database.db
          .insertInto("outbox")
          .values({
            id: "orphan",
            lead_id: "no-such-lead",
            channel: "email",
            next_attempt_at: T0.toISOString(),
            created_at: T0.toISOString(),
            payload: "{}",
          })
          .execute(),
      ).rejects.toThrow(/foreign key/i);
    });

    it("returns the first id for a repeated idempotency key, without a duplicate", async () => {
      const first = await insertLead(database.db, callbackLead("Jane Smith", { idempotencyKey: "form-123" }));
      const again = await insertLead(
        database.db,
        callbackLead("Jane Smith", { idempotencyKey: "form-123", now: at(5000) }),
      );
      expect(again).toEqual({ id: first.id, created: false, suspectedSpam: false });
      expect(await countRows(database, "leads")).toBe(1);
      expect(await countRows(database, "outbox")).toBe(2);
    });

    it("refuses a key replayed with another body, and answers a replay of a key stored without one as before", async () => {
      const first = await insertLead(
        database.db,
        callbackLead("Jane Smith", { idempotencyKey: "form-456", bodyHash: "a".repeat(64) }),
      );
      const same = await insertLead(
        database.db,
        callbackLead("Jane Smith", { idempotencyKey: "form-456", bodyHash: "a".repeat(64), now: at(5000) }),
      );
      expect(same).toEqual({ id: first.id, created: false, suspectedSpam: false });
      await expect(
        insertLead(database.db, callbackLead("Mallory", { idempotencyKey: "form-456", bodyHash: "b".repeat(64) })),
      ).rejects.toBeInstanceOf(IdempotencyKeyConflict);

      const unhashed = await insertLead(database.db, callbackLead("Jane Smith", { idempotencyKey: "form-789" }));
      const replay = await insertLead(
        database.db,
        callbackLead("Jane Smith", { idempotencyKey: "form-789", bodyHash: "c".repeat(64) }),
      );
      expect(replay.id).toBe(unhashed.id);
      expect(await countRows(database, "leads")).toBe(2);
    });

    it("stores a lead past a flagging limit as suspected spam, without notifications, and refuses past a refusing one", async () => {
      const flood = { key: "leads:callback:site", windowMs: 60_000, limit: 1, onExceeded: "flag" as const };
      const first = await insertLead(database.db, callbackLead("Jane Smith"), [flood]);
      const second = await insertLead(database.db, callbackLead("Sipho Nkosi"), [flood]);
      expect([first.suspectedSpam, second.suspectedSpam]).toEqual([false, true]);
      expect((await getLead(database.db, second.id))?.suspectedSpam).toBe(true);
      expect(await listOutbox(database.db, { leadId: second.id })).toEqual([]);
      expect(await listOutbox(database.db, { leadId: first.id })).toHaveLength(2);

      const perClient = { key: "leads:callback:ip:x", windowMs: 60_000, limit: 0 };
      await expect(insertLead(database.db, callbackLead("Thandi"), [perClient, flood])).rejects.toBeInstanceOf(
        RateLimitExceeded,
      );
      expect(await countRows(database, "leads")).toBe(2);
    });

    it("stores one lead when the same key arrives concurrently", async () => {
      const other = await target.open();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          insertLead(i % 2 ? other.db : database.db, callbackLead("Jane Smith", { idempotencyKey: "double-click" })),
        ),
      );
      expect(new Set(results.map((result) => result.id)).size).toBe(1);
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(await countRows(database, "leads")).toBe(1);
      expect(await countRows(database, "outbox")).toBe(2);
    });

    it("treats leads without a key as distinct", async () => {
      await insertLead(database.db, callbackLead("Jane Smith"));
      await insertLead(database.db, callbackLead("Jane Smith", { idempotencyKey: "  " }));
      expect(await countRows(database, "leads")).toBe(2);
    });

    it("cuts each text column to its cap (a 12 KB referrer, a huge user agent), never refusing the lead", async () => {
      const long = "é".repeat(12_000);
      const { id } = await insertLead(
        database.db,
        callbackLead(`Jane ${long}`, {
          source: long,
          email: `${long}@example.co.za`,
          phone: long,
          referrer: `https://www.example.co.za/?q=${long}`,
          userAgent: long,
        }),
      );
      const row = await database.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      expect(row.source).toHaveLength(100);
      expect(row.full_name).toHaveLength(200);
      expect(row.email).toHaveLength(254);
      expect(row.phone).toHaveLength(64);
      expect(row.referrer).toHaveLength(2048);
      expect(row.user_agent).toHaveLength(512);
    });

    it("counts rate limits in the same transaction and stores nothing past one", async () => {
      const MINUTE = 60_000;
      const rules = [
        { key: "leads:ip:a", windowMs: MINUTE, limit: 5 },
        { key: "leads:site", windowMs: MINUTE, limit: 2 },
      ];
      const now = new Date("2026-11-21T09:00:10.000Z");
      await insertLead(database.db, callbackLead("Jane Smith", { now }), rules);
      await insertLead(database.db, callbackLead("Ben Moyo", { now }), rules);
      const refused = insertLead(database.db, callbackLead("Zola Nkosi", { now }), rules);
      await expect(refused).rejects.toBeInstanceOf(RateLimitExceeded);
      await expect(refused).rejects.toMatchObject({ rule: rules[1], retryAfterMs: 50_000 });
      expect(await countRows(database, "leads")).toBe(2);
      expect(await countRows(database, "outbox")).toBe(4);
      // The refused lead's hits were rolled back with it: the per-address count is still 2.
      expect((await hitRateLimit(database.db, "leads:ip:a", MINUTE, 5, now)).count).toBe(3);
    });
  });

  describe("listLeads", () => {
    it("lists newest first and filters", async () => {
      const oldest = await insertLead(database.db, callbackLead("Ann Old", { now: at(0) }));
      const newest = await insertLead(
        database.db,
        callbackLead("Cara New", { now: at(2000), kind: "contact", source: "Contact Form", email: "CARA@Example.com" }),
      );
      const middle = await insertLead(database.db, callbackLead("Ben Middle", { now: at(1000) }));
      // Same millisecond: the later insert still lists first.
      const tie = await insertLead(database.db, callbackLead("Dan 50% Off", { now: at(2000), phone: "011 555_0000" }));

      const ids = (leads: { id: string }[]) => leads.map((lead) => lead.id);
      expect(ids(await listLeads(database.db))).toEqual([tie.id, newest.id, middle.id, oldest.id]);
      expect(ids(await listLeads(database.db, { kind: "contact" }))).toEqual([newest.id]);
      expect(ids(await listLeads(database.db, { kind: ["callback"], limit: 2 }))).toEqual([tie.id, middle.id]);
      expect(ids(await listLeads(database.db, { limit: 2, offset: 2 }))).toEqual([middle.id, oldest.id]);
      expect(ids(await listLeads(database.db, { since: at(1000), until: at(2000) }))).toEqual([middle.id]);
      expect(ids(await listLeads(database.db, { search: "cara@example" }))).toEqual([newest.id]);
      expect(ids(await listLeads(database.db, { search: "BEN" }))).toEqual([middle.id]);
      // Wildcards in the search term are literal.
      expect(ids(await listLeads(database.db, { search: "50%" }))).toEqual([tie.id]);
      expect(ids(await listLeads(database.db, { search: "555_" }))).toEqual([tie.id]);
      expect(await listLeads(database.db, { status: "won" })).toEqual([]);
      expect(await listLeads(database.db, { kind: [] })).toEqual([]);
    });
  });
});
