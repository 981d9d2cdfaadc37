// Lead submissions written through the platform's group commit (shared
// transactions, per-item rollback), on SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { createGroupCommit } from "#app/platform/db/group-commit.server.ts";
import { type NewLead, storeLeadWithinLimits } from "#app/features/leads/leads-db.server.ts";
import { RateLimitExceeded } from "#app/platform/limits/rate-limit.server.ts";
import { type TestTarget, runnableBackends, freshDatabasePerTest } from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-11-21T09:00:10.000Z");

function lead(name: string, overrides: Partial<NewLead> = {}): NewLead {
  return {
    kind: "callback",
    source: "Website Form",
    payload: { comments: `Call ${name}` },
    fullName: name,
    phone: "011 555 0101",
    channels: ["email"],
    now: T0,
    ...overrides,
  };
}

async function count(database: AppDatabase, table: "leads" | "outbox"): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(runnableBackends("group-commit"))("group commit on $name", (backend) => {
  let target: TestTarget;
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ target, database } = opened));

  it("commits submissions that arrive together in shared transactions, each answered with its own result", async () => {
    const transactions = new Set<unknown>();
    const writes = createGroupCommit(database.db, (trx, input: NewLead) => {
      transactions.add(trx);
      return storeLeadWithinLimits(trx, input, []);
    });
    const names = Array.from({ length: 40 }, (_, i) => `Caller ${i}`);
    const results = await Promise.all(names.map((name) => writes.submit(lead(name))));

    expect(results.every((result) => result.created)).toBe(true);
    expect(new Set(results.map((result) => result.id)).size).toBe(40);
    expect(results.map((result) => result.notification.fullName)).toEqual(names);
    expect(await count(database, "leads")).toBe(40);
    expect(await count(database, "outbox")).toBe(40);
    // Submitted in one turn of the event loop, they all went in one commit.
    expect(transactions.size).toBe(1);
  });

  it("holds at most maxBatch items in one transaction", async () => {
    const sizes = new Map<unknown, number>();
    const writes = createGroupCommit(
      database.db,
      (trx, input: NewLead) => {
        sizes.set(trx, (sizes.get(trx) ?? 0) + 1);
        return storeLeadWithinLimits(trx, input, []);
      },
      { maxBatch: 8 },
    );
    await Promise.all(Array.from({ length: 30 }, (_, i) => writes.submit(lead(`Batch ${i}`))));
    expect(Math.max(...sizes.values())).toBe(8);
    expect([...sizes.values()].reduce((a, b) => a + b, 0)).toBe(30);
  });

  it("rolls back and rejects only the item that failed; the others commit", async () => {
    const rules = [{ key: "leads:site", windowMs: 60_000, limit: 3, scope: "site" }];
    const writes = createGroupCommit(database.db, (trx, input: NewLead) => storeLeadWithinLimits(trx, input, rules));
    const outcomes = await Promise.allSettled(
      ["Ann", "Ben", "Cleo", "Dumi", "Eve"].map((name) => writes.submit(lead(name))),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "rejected",
      "rejected",
    ]);
    const refused = outcomes[3];
    expect(refused?.status === "rejected" && refused.reason).toBeInstanceOf(RateLimitExceeded);
    expect(await count(database, "leads")).toBe(3);
    expect(await count(database, "outbox")).toBe(3);
    const names = (await database.db.selectFrom("leads").select("full_name").orderBy("full_name").execute()).map(
      (row) => row.full_name,
    );
    expect(names).toEqual(["Ann", "Ben", "Cleo"]);
  });

  it("keeps idempotency inside one batch: a repeated key stores one lead and answers both with its id", async () => {
    const writes = createGroupCommit(database.db, (trx, input: NewLead) => storeLeadWithinLimits(trx, input, []));
    const [first, second, third] = await Promise.all([
      writes.submit(lead("Warm up")),
      writes.submit(lead("Thandi", { idempotencyKey: "double-click-1" })),
      writes.submit(lead("Thandi", { idempotencyKey: "double-click-1" })),
    ]);
    expect(first?.created).toBe(true);
    expect(second?.created).toBe(true);
    expect(third).toMatchObject({ created: false, id: second?.id });
    expect(await count(database, "leads")).toBe(2);
  });

  it("rejects every item of a batch whose commit fails, having stored none", async () => {
    const writes = createGroupCommit(database.db, (trx, input: NewLead) => storeLeadWithinLimits(trx, input, []));
    await database.close();
    const outcomes = await Promise.allSettled([writes.submit(lead("Lost 1")), writes.submit(lead("Lost 2"))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    const reopened = await target.open();
    expect(await count(reopened, "leads")).toBe(0);
  });

  it("says when everything queued has been written", async () => {
    const writes = createGroupCommit(database.db, (trx, input: NewLead) => storeLeadWithinLimits(trx, input, []));
    const pending = Array.from({ length: 10 }, (_, i) => writes.submit(lead(`Drain ${i}`)));
    await writes.drained();
    expect(await count(database, "leads")).toBe(10);
    await Promise.all(pending);
    await writes.drained();
  });
});
