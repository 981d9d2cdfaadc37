import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NodeSqliteDialect, toSqlValue } from "#app/platform/db/node-sqlite-dialect.server.ts";

interface TestDb {
  items: { id: number; name: string; flag: number | null };
}

describe("NodeSqliteDialect", () => {
  let db: Kysely<TestDb>;

  beforeEach(async () => {
    db = new Kysely<TestDb>({ dialect: new NodeSqliteDialect({ database: new DatabaseSync(":memory:") }) });
    await db.schema
      .createTable("items")
      .addColumn("id", "integer", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("flag", "integer")
      .execute();
  });

  afterEach(async () => {
    await db.destroy();
  });

  it("runs reads and writes with bound parameters", async () => {
    const insert = await db.insertInto("items").values({ id: 1, name: "mic", flag: null }).executeTakeFirst();
    expect(insert.insertId).toBe(1n);
    expect(insert.numInsertedOrUpdatedRows).toBe(1n);
    const update = await db.updateTable("items").set({ name: "o'mic" }).where("id", "=", 1).executeTakeFirst();
    expect(update.numUpdatedRows).toBe(1n);
    expect(await db.selectFrom("items").selectAll().execute()).toEqual([{ id: 1, name: "o'mic", flag: null }]);
    const returned = await db.insertInto("items").values({ id: 2, name: "amp", flag: 1 }).returning("name").execute();
    expect(returned).toEqual([{ name: "amp" }]);
  });

  it("rolls back a failed transaction and keeps savepoints apart", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("items").values({ id: 1, name: "a", flag: null }).execute();
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await db.selectFrom("items").selectAll().execute()).toEqual([]);

    const trx = await db.startTransaction().execute();
    await trx.insertInto("items").values({ id: 1, name: "kept", flag: null }).execute();
    const savepoint = await trx.savepoint("before second").execute();
    await savepoint.insertInto("items").values({ id: 2, name: "undone", flag: null }).execute();
    await savepoint.rollbackToSavepoint("before second").execute();
    await trx.commit().execute();
    expect(await db.selectFrom("items").select("name").execute()).toEqual([{ name: "kept" }]);
  });

  it("serialises concurrent transactions on the one connection", async () => {
    await db.insertInto("items").values({ id: 1, name: "counter", flag: 0 }).execute();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (trx) => {
          const row = await trx.selectFrom("items").select("flag").where("id", "=", 1).executeTakeFirstOrThrow();
          await new Promise((resolve) => setTimeout(resolve, 1));
          await trx
            .updateTable("items")
            .set({ flag: (row.flag ?? 0) + 1 })
            .where("id", "=", 1)
            .execute();
        }),
      ),
    );
    const row = await db.selectFrom("items").select("flag").where("id", "=", 1).executeTakeFirstOrThrow();
    expect(row.flag).toBe(20);
  });

  it("streams select results", async () => {
    await db
      .insertInto("items")
      .values([1, 2, 3].map((id) => ({ id, name: `n${id}`, flag: null })))
      .execute();
    const names: string[] = [];
    for await (const row of db.selectFrom("items").select("name").orderBy("id").stream()) names.push(row.name);
    expect(names).toEqual(["n1", "n2", "n3"]);
  });

  it("reports SQL errors as rejections", async () => {
    await expect(sql`select * from missing_table`.execute(db)).rejects.toThrow(/no such table/);
  });
});

describe("NodeSqliteDialect on a file another connection locks", () => {
  let dir: string;
  let file: string;
  let db: Kysely<TestDb>;
  let other: DatabaseSync;

  const open = (busyTimeoutMs: number) => {
    const database = new DatabaseSync(file);
    // As the application opens it: SQLite's own busy wait kept short.
    database.exec("pragma journal_mode = wal; pragma busy_timeout = 10");
    return new Kysely<TestDb>({ dialect: new NodeSqliteDialect({ database, busyTimeoutMs }) });
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "ssh-dialect-"));
    file = join(dir, "locked.db");
    other = new DatabaseSync(file);
    other.exec(
      "pragma journal_mode = wal; create table items (id integer primary key, name text not null, flag integer)",
    );
  });

  afterEach(async () => {
    await db.destroy();
    other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("waits for the write lock without blocking the event loop, then writes", async () => {
    db = open(5000);
    other.exec("begin immediate");
    let settled = false;
    const write = db
      .transaction()
      .execute((trx) => trx.insertInto("items").values({ id: 1, name: "after the lock", flag: null }).execute());
    write.then(
      () => (settled = true),
      () => (settled = true),
    );
    // Were the wait synchronous, this timer could only run once the write had settled.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    other.exec("commit");
    await write;
    expect(await db.selectFrom("items").select("name").execute()).toEqual([{ name: "after the lock" }]);
  });

  it("gives up with SQLITE_BUSY after the busy timeout, inside and outside a transaction", async () => {
    db = open(200);
    other.exec("begin immediate");
    await expect(
      db.transaction().execute((trx) => trx.insertInto("items").values({ id: 1, name: "x", flag: null }).execute()),
    ).rejects.toMatchObject({
      errcode: 5,
    });
    await expect(db.insertInto("items").values({ id: 2, name: "y", flag: null }).execute()).rejects.toMatchObject({
      errcode: 5,
    });
    other.exec("rollback");
    expect(await db.selectFrom("items").selectAll().execute()).toEqual([]);
  });

  it("reports a full database as such when SQLite has already rolled the transaction back", async () => {
    db = open(5000);
    const pages = (other.prepare("pragma page_count").get() as { page_count: number }).page_count;
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        for (let id = 1; id <= 50; id++)
          await trx
            .insertInto("items")
            .values({ id, name: "x".repeat(3000), flag: null })
            .execute();
      }),
    ).rejects.toThrow(/database or disk is full/);
    expect(await db.selectFrom("items").selectAll().execute()).toEqual([]);
  });
});

describe("toSqlValue", () => {
  it("converts values node:sqlite cannot bind", () => {
    expect(toSqlValue(undefined)).toBeNull();
    expect(toSqlValue(true)).toBe(1);
    expect(toSqlValue(false)).toBe(0);
    expect(toSqlValue(new Date("2026-03-02T08:00:00.000Z"))).toBe("2026-03-02T08:00:00.000Z");
    expect(toSqlValue(5n)).toBe(5n);
    expect(() => toSqlValue({ a: 1 })).toThrow(TypeError);
  });
});
