// Queries compiled once per dialect: the same SQL and the same results as the
// query builder, on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { precompiled } from "#app/platform/db/precompiled.server.ts";
import { freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";

const countHit = precompiled<{ key: string; windowStart: string }, { count: number }>((db, values) =>
  db
    .insertInto("rate_limits")
    .values({ key: values.key, window_start: values.windowStart, count: 1 })
    .onConflict((oc) =>
      oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", 1) })),
    )
    .returning("count"),
);

describe.each(runnableBackends("precompiled"))("precompiled queries on $name", (backend) => {
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ database } = opened));

  it("compiles to the query builder's SQL, with each value in its placeholder's place and the query's own constants kept", () => {
    const built = database.db
      .insertInto("rate_limits")
      .values({ key: "leads:ip:a", window_start: "2026-11-21T09:00:00.000Z", count: 1 })
      .onConflict((oc) =>
        oc.columns(["key", "window_start"]).doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", 1) })),
      )
      .returning("count")
      .compile();
    const compiled = countHit.compile(database.db, { key: "leads:ip:a", windowStart: "2026-11-21T09:00:00.000Z" });
    expect(compiled.sql).toBe(built.sql);
    expect(compiled.parameters).toEqual(built.parameters);
    expect(compiled.parameters).toEqual(["leads:ip:a", "2026-11-21T09:00:00.000Z", 1, 1]);
  });

  it("runs with new values each time, inside a transaction as outside one", async () => {
    const windowStart = "2026-11-21T09:00:00.000Z";
    const counts: number[] = [];
    for (const key of ["a", "a", "b", "a"]) {
      const { rows } = await countHit.execute(database.db, { key, windowStart });
      counts.push(Number(rows[0]?.count));
    }
    expect(counts).toEqual([1, 2, 1, 3]);

    await database.db.transaction().execute(async (trx) => {
      const { rows } = await countHit.execute(trx, { key: "a", windowStart });
      expect(Number(rows[0]?.count)).toBe(4);
    });
    const stored = await database.db.selectFrom("rate_limits").select(["key", "count"]).orderBy("key").execute();
    expect(stored.map((row) => [row.key, Number(row.count)])).toEqual([
      ["a", 4],
      ["b", 1],
    ]);
  });

  it("binds a value that looks like SQL as a value", async () => {
    const key = "x'); drop table rate_limits; --";
    await countHit.execute(database.db, { key, windowStart: "2026-11-21T09:00:00.000Z" });
    const stored = await database.db.selectFrom("rate_limits").select("key").execute();
    expect(stored).toEqual([{ key }]);
  });

  it("refuses a call that lacks one of the values", () => {
    expect(() => countHit.compile(database.db, { key: "a" } as never)).toThrow(
      'A precompiled query is missing the value "windowStart"',
    );
  });

  it("refuses a query that puts a placeholder into its SQL text instead of binding it", () => {
    const table = precompiled<{ name: string }, unknown>((db, values) =>
      db.selectFrom("rate_limits").select(sql.raw(values.name).as("n")),
    );
    expect(() => table.compile(database.db, { name: "key" })).toThrow(
      "A precompiled query may use its parameters only as values",
    );
  });
});
