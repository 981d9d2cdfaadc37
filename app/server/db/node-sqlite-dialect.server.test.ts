import { DatabaseSync } from "node:sqlite";
import { Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NodeSqliteDialect, toSqlValue } from "./node-sqlite-dialect.server.ts";

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
