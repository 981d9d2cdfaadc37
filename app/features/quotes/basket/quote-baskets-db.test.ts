import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";
import {
  deleteBasket,
  newBasketToken,
  pruneExpiredBaskets,
  readBasket,
  saveBasket,
} from "#app/features/quotes/basket/quote-baskets-db.server.ts";

const T0 = new Date("2026-11-21T09:30:00.000Z");
const DAY_MS = 24 * 60 * 60_000;
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);

describe.each(runnableBackends("quote-baskets-db"))("quote baskets ($name)", (backend) => {
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => {
    database = opened.database;
  });

  it("keeps a basket under its token only, and stores no token", async () => {
    const token = newBasketToken();
    await saveBasket(database.db, token, [{ type: "product", id: "jbl-eon", quantity: 2 }], T0);
    expect(await readBasket(database.db, token, T0)).toEqual([{ type: "product", id: "jbl-eon", quantity: 2 }]);
    expect(await readBasket(database.db, newBasketToken(), T0)).toEqual([]);
    const rows = await database.db.selectFrom("quote_baskets").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
  });

  it("replaces the lines on a change and deletes an emptied basket", async () => {
    const token = newBasketToken();
    await saveBasket(database.db, token, [{ type: "product", id: "a", quantity: 1 }], T0);
    await saveBasket(database.db, token, [{ type: "bundle", id: "b", quantity: 3 }], at(1));
    expect(await readBasket(database.db, token, at(1))).toEqual([{ type: "bundle", id: "b", quantity: 3 }]);
    await saveBasket(database.db, token, [], at(2));
    expect(await database.db.selectFrom("quote_baskets").selectAll().execute()).toEqual([]);
    await saveBasket(database.db, token, [{ type: "product", id: "a", quantity: 1 }], T0);
    await deleteBasket(database.db, token);
    expect(await readBasket(database.db, token, T0)).toEqual([]);
  });

  it("expires 30 days after the last change, and the prune deletes only expired baskets", async () => {
    const old = newBasketToken();
    const recent = newBasketToken();
    await saveBasket(database.db, old, [{ type: "product", id: "a", quantity: 1 }], T0);
    await saveBasket(database.db, recent, [{ type: "product", id: "b", quantity: 1 }], at(10));
    expect(await readBasket(database.db, old, at(29))).toHaveLength(1);
    expect(await readBasket(database.db, old, at(30))).toEqual([]);
    expect(await pruneExpiredBaskets(database.db, at(30))).toBe(1);
    expect(await readBasket(database.db, recent, at(30))).toHaveLength(1);
  });
});
