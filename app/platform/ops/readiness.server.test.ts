// Readiness on a real database (SQLite, and PostgreSQL when TEST_DATABASE_URL
// is set): ready when the database answers, every migration is applied and
// no message this process can send has been due for too long.
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";
import { migrations } from "#app/platform/db/migrations/index.server.ts";
import { OUTBOX_STUCK_MS, checkReadiness } from "#app/platform/ops/readiness.server.ts";

const NOW = new Date("2026-11-29T08:00:00.000Z");

describe.each(runnableBackends("readiness"))("readiness on $name", (backend) => {
  let database!: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ database } = opened));

  const queue = (channel: "email" | "webhook", dueMsAgo: number) =>
    database.db
      .insertInto("outbox")
      .values({
        id: newId(),
        lead_id: null,
        channel,
        next_attempt_at: new Date(NOW.getTime() - dueMsAgo).toISOString(),
        created_at: new Date(NOW.getTime() - dueMsAgo).toISOString(),
        payload: "{}",
      })
      .execute();

  it("is ready on a migrated database with an outbox that moves", async () => {
    await queue("email", 60_000);
    expect(await checkReadiness({ db: database.db, sendingChannels: ["email"] }, NOW)).toEqual({
      ready: true,
      checks: { database: "ok", migrations: "ok", outbox: "ok" },
    });
  });

  it("is not ready while a message it can send has been due for longer than the outbox allows", async () => {
    await queue("email", OUTBOX_STUCK_MS + 60_000);
    const readiness = await checkReadiness({ db: database.db, sendingChannels: ["email"] }, NOW);
    expect(readiness).toEqual({ ready: false, checks: { database: "ok", migrations: "ok", outbox: "failed" } });
    // A channel this process does not deliver (no webhook configured) waits by design.
    expect((await checkReadiness({ db: database.db, sendingChannels: ["webhook"] }, NOW)).ready).toBe(true);
  });

  it("is not ready when a migration it knows has not been applied", async () => {
    const latest = Object.keys(migrations).sort().at(-1)!;
    await database.db
      .deleteFrom("kysely_migration" as never)
      .where("name" as never, "=", latest as never)
      .execute();
    expect(await checkReadiness({ db: database.db, sendingChannels: [] }, NOW)).toMatchObject({
      ready: false,
      checks: { database: "ok", migrations: "failed" },
    });
  });

  it("is not ready when the database does not answer", async () => {
    await database.close();
    expect(await checkReadiness({ db: database.db, sendingChannels: [] }, NOW)).toMatchObject({
      ready: false,
      checks: { database: "failed" },
    });
  });
});
