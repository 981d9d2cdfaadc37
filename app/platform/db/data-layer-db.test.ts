import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { JsonObject } from "#app/features/leads/notify/lead-notification.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { type NewLead, getLead, insertLead, listLeads } from "#app/features/leads/leads-db.server.ts";
import {
  DEFAULT_CLAIM_LEASE_MS,
  claimDueOutbox,
  listOutbox,
  markDelivered,
  markFailed,
} from "#app/platform/mail/outbox-db.server.ts";
import { RateLimitExceeded, hitRateLimit, pruneRateLimits } from "#app/platform/limits/rate-limit.server.ts";
import { IdempotencyKeyConflict } from "#app/features/leads/leads-db.server.ts";
import {
  type TestTarget,
  runnableBackends,
  testBackends,
  freshDatabasePerTest,
} from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-03-02T08:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

function callbackPayload(name: string): JsonObject {
  const [first = "", ...rest] = name.split(" ");
  return {
    requestedAt: T0.toISOString(),
    referrer: "https://www.example.co.za/contact",
    vdn: "sales",
    preferredTime: "As soon as possible",
    comments: "Please call after 2pm — <b>thanks</b>",
    source: "Website Form",
    contact: { name: first, surname: rest.join(" "), fullname: name, tel: "0825550101", email: "jane@example.co.za" },
  };
}

function callbackLead(name: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: "callback",
    source: "Website Form",
    payload: callbackPayload(name),
    fullName: name,
    email: "jane@example.co.za",
    phone: "0825550101",
    referrer: "https://www.example.co.za/contact",
    channels: ["email", "webhook"],
    now: T0,
    ...overrides,
  };
}

async function countRows(database: AppDatabase, table: "leads" | "outbox"): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const backends = runnableBackends("data-layer");
for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
  describe.skip(`data layer on ${backend.name} (${backend.skipReason})`, () => {
    it("runs when configured", () => {});
  });
}

describe.each(backends)("data layer on $name", (backend) => {
  let target: TestTarget;
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ target, database } = opened));

  describe("openDatabase", () => {
    it("applies the migrations once and keeps data on reopen", async () => {
      expect(database.dialect).toBe(backend.name);
      expect(database.appliedMigrations).toEqual([
        "0001-initial",
        "0002-quotes",
        "0003-staff",
        "0004-telemetry",
        "0005-abuse-limits",
        "0006-login-attempts",
        "0007-popia",
        "0008-event-quotes",
        "0009-live-quotes",
        "0010-lead-follow-up",
        "0011-lead-sources",
        "0012-staff-accounts",
        "0013-quote-versions",
        "0014-deposits",
        "0015-catalogue",
        "0016-catalogue-photos",
        "0017-stock",
        "0018-privacy-verified-records",
        "0019-acceptance-versions",
        "0020-upload-limits",
        "0021-flood-bounds",
      ]);
      const { id } = await insertLead(database.db, callbackLead("Jane Smith"));
      await database.close();

      const reopened = await target.open();
      expect(reopened.appliedMigrations).toEqual([]);
      expect((await getLead(reopened.db, id))?.fullName).toBe("Jane Smith");
    });

    it("lets two processes start at once on a fresh database", async () => {
      const fresh = await backend.createTarget();
      try {
        const [a, b] = await Promise.all([fresh.open(), fresh.open()]);
        expect([...a.appliedMigrations, ...b.appliedMigrations]).toEqual([
          "0001-initial",
          "0002-quotes",
          "0003-staff",
          "0004-telemetry",
          "0005-abuse-limits",
          "0006-login-attempts",
          "0007-popia",
          "0008-event-quotes",
          "0009-live-quotes",
          "0010-lead-follow-up",
          "0011-lead-sources",
          "0012-staff-accounts",
          "0013-quote-versions",
          "0014-deposits",
          "0015-catalogue",
          "0016-catalogue-photos",
          "0017-stock",
          "0018-privacy-verified-records",
          "0019-acceptance-versions",
          "0020-upload-limits",
          "0021-flood-bounds",
        ]);
        await insertLead(a.db, callbackLead("Jane Smith"));
        expect(await countRows(b, "leads")).toBe(1);
      } finally {
        await fresh.dispose();
      }
    });

    it("closes idempotently", async () => {
      await database.close();
      await expect(database.close()).resolves.toBeUndefined();
    });
  });

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

  describe("hitRateLimit", () => {
    const MINUTE = 60_000;

    it("counts across two handles on the same database, like two processes", async () => {
      const other = await target.open();
      const now = at(10_000); // 10 s into a one-minute window

      const first = await hitRateLimit(database.db, "contact:1.2.3.4", MINUTE, 2, now);
      const second = await hitRateLimit(other.db, "contact:1.2.3.4", MINUTE, 2, now);
      const third = await hitRateLimit(database.db, "contact:1.2.3.4", MINUTE, 2, now);
      expect(first).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0, count: 1 });
      expect(second).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0, count: 2 });
      expect(third).toEqual({ allowed: false, remaining: 0, retryAfterMs: 50_000, count: 3 });

      // Another key has its own count; the next window starts again.
      expect((await hitRateLimit(other.db, "contact:5.6.7.8", MINUTE, 2, now)).count).toBe(1);
      expect(await hitRateLimit(other.db, "contact:1.2.3.4", MINUTE, 2, at(MINUTE))).toMatchObject({
        allowed: true,
        count: 1,
      });
    });

    it("counts every concurrent hit exactly once", async () => {
      const other = await target.open();
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => hitRateLimit(i % 2 ? other.db : database.db, "burst", MINUTE, 5, T0)),
      );
      expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
      expect(results.filter((result) => result.allowed)).toHaveLength(5);
    });

    it("prunes old windows", async () => {
      await hitRateLimit(database.db, "k", MINUTE, 5, at(0));
      await hitRateLimit(database.db, "k", MINUTE, 5, at(5 * MINUTE));
      expect(await pruneRateLimits(database.db, at(MINUTE))).toBe(1);
      expect((await hitRateLimit(database.db, "k", MINUTE, 5, at(5 * MINUTE))).count).toBe(2);
    });
  });

  describe("outbox", () => {
    it("claims due rows with a lease, counts attempts and records results", async () => {
      const { id: leadId } = await insertLead(database.db, callbackLead("Jane Smith"));

      const claimed = await claimDueOutbox(database.db, T0, 10);
      expect(claimed.map((row) => row.channel).sort()).toEqual(["email", "webhook"]);
      expect(claimed.every((row) => row.attempts === 1 && row.leadId === leadId)).toBe(true);

      // Leased: not claimable again until the lease ends.
      expect(await claimDueOutbox(database.db, at(1000), 10)).toEqual([]);
      const reclaimed = await claimDueOutbox(database.db, at(DEFAULT_CLAIM_LEASE_MS), 10);
      expect(reclaimed.map((row) => row.attempts)).toEqual([2, 2]);

      const [email, webhook] = [...reclaimed].sort((a, b) => a.channel.localeCompare(b.channel));
      if (!email || !webhook) throw new Error("expected two rows");

      expect(await markDelivered(database.db, email.id, at(DEFAULT_CLAIM_LEASE_MS + 1))).toBe(true);
      expect(await markDelivered(database.db, email.id)).toBe(false);
      expect(await markFailed(database.db, webhook.id, "HTTP 500", at(DEFAULT_CLAIM_LEASE_MS + 30_000))).toBe(true);

      const rows = await listOutbox(database.db, { leadId });
      expect(rows.find((row) => row.id === email.id)).toMatchObject({
        status: "sent",
        deliveredAt: at(DEFAULT_CLAIM_LEASE_MS + 1).toISOString(),
        lastError: null,
      });
      expect(rows.find((row) => row.id === webhook.id)).toMatchObject({
        status: "pending",
        lastError: "HTTP 500",
        nextAttemptAt: at(DEFAULT_CLAIM_LEASE_MS + 30_000).toISOString(),
      });

      // Not due before its retry time; due at it.
      expect(await claimDueOutbox(database.db, at(DEFAULT_CLAIM_LEASE_MS + 29_999), 10)).toEqual([]);
      const retried = await claimDueOutbox(database.db, at(DEFAULT_CLAIM_LEASE_MS + 30_000), 10);
      expect(retried.map((row) => [row.id, row.attempts])).toEqual([[webhook.id, 3]]);

      expect(await markFailed(database.db, webhook.id, "x".repeat(5000), null)).toBe(true);
      const failed = (await listOutbox(database.db, { status: "failed" }))[0];
      expect(failed?.id).toBe(webhook.id);
      expect(failed?.lastError?.length).toBeLessThanOrEqual(2000);
      expect(await listOutbox(database.db, { status: "pending" })).toEqual([]);
    });

    it("claims only the channels asked for, in due order, up to the limit", async () => {
      for (let i = 0; i < 3; i++) {
        await insertLead(database.db, callbackLead(`Lead ${i}`, { now: at(i * 1000) }));
      }
      const webhooks = await claimDueOutbox(database.db, at(10_000), 2, { channels: ["webhook"] });
      expect(webhooks.map((row) => [row.channel, row.payload.fullName])).toEqual([
        ["webhook", "Lead 0"],
        ["webhook", "Lead 1"],
      ]);
      expect(await claimDueOutbox(database.db, at(10_000), 10, { channels: [] })).toEqual([]);
      expect(await claimDueOutbox(database.db, at(1500), 10, { channels: ["email"] })).toHaveLength(2);
    });

    it("never hands the same row to two workers", async () => {
      const other = await target.open();
      for (let i = 0; i < 10; i++) await insertLead(database.db, callbackLead(`Lead ${i}`));
      const batches = await Promise.all(
        Array.from({ length: 6 }, (_, i) => claimDueOutbox(i % 2 ? other.db : database.db, T0, 4)),
      );
      const ids = batches.flat().map((row) => row.id);
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
    });
  });
});

describe.each(backends.filter((backend) => backend.name === "sqlite"))("SQLite settings", (backend) => {
  it("opens the file in WAL mode with full sync, foreign keys and a busy timeout", async () => {
    const target = await backend.createTarget();
    try {
      const { db } = await target.open();
      const pragma = async (name: string) => {
        const { rows } = await sql<Record<string, unknown>>`${sql.raw(`pragma ${name}`)}`.execute(db);
        return Object.values(rows[0] ?? {})[0];
      };
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(2); // FULL
      expect(await pragma("foreign_keys")).toBe(1);
      // SQLite's own (blocking) wait is short; the driver waits the rest of
      // the 5 s without blocking (node-sqlite-dialect.server.test.ts).
      expect(await pragma("busy_timeout")).toBe(10);
    } finally {
      await target.dispose();
    }
  });
});
