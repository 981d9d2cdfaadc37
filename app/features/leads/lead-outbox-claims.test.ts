// The outbox's claims on a lead's queued notifications (outbox-db.server.ts):
// leases, attempts, results, channels and concurrent workers; on SQLite, and
// on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { insertLead } from "#app/features/leads/leads-db.server.ts";
import { T0, at, callbackLead } from "#app/features/leads/leads-db.test-support.ts";
import {
  DEFAULT_CLAIM_LEASE_MS,
  claimDueOutbox,
  listOutbox,
  markDelivered,
  markFailed,
} from "#app/platform/mail/outbox-db.server.ts";
import {
  type TestTarget,
  runnableBackends,
  testBackends,
  freshDatabasePerTest,
} from "#app/platform/db/test-support.server.ts";

const backends = runnableBackends("lead-outbox-claims");
for (const backend of testBackends().filter((candidate) => candidate.skipReason)) {
  describe.skip(`outbox claims on ${backend.name} (${backend.skipReason})`, () => {
    it("runs when configured", () => {});
  });
}

describe.each(backends)("outbox claims on $name", (backend) => {
  let target: TestTarget;
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ target, database } = opened));

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
