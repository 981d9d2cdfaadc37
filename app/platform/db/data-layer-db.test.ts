// The database as the platform opens it: migrations applied once (and by one
// of two processes starting together), data kept on reopen, SQLite's settings;
// on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set. The leads' tables
// are tested beside the leads (app/features/leads/leads-db.test.ts), rate
// limits beside them (app/platform/limits/rate-limit.server.test.ts).
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { listOutbox, queueOutboxMessage } from "#app/platform/mail/outbox-db.server.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import {
  type TestTarget,
  runnableBackends,
  testBackends,
  freshDatabasePerTest,
} from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-03-02T08:00:00.000Z");

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
        "0022-stored-uploads",
        "0023-quote-baskets",
        "0024-outbox-sent-copy",
      ]);
      await queueOutboxMessage(database.db, "staff_alert", { note: "kept" }, T0);
      await database.close();

      const reopened = await target.open();
      expect(reopened.appliedMigrations).toEqual([]);
      expect((await listOutbox(reopened.db)).map((row) => row.payload)).toEqual([{ note: "kept" }]);
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
          "0022-stored-uploads",
          "0023-quote-baskets",
          "0024-outbox-sent-copy",
        ]);
        await queueOutboxMessage(a.db, "staff_alert", { note: "seen by both" }, T0);
        expect(await listOutbox(b.db)).toHaveLength(1);
      } finally {
        await fresh.dispose();
      }
    });

    it("closes idempotently", async () => {
      await database.close();
      await expect(database.close()).resolves.toBeUndefined();
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
