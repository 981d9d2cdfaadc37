// Stock levels, holds and the bookings that commit stock, on SQLite and on
// PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "kysely";
import { Migrator } from "kysely/migration";
import { describe, expect, it } from "vitest";
import { resolveCatalogueItem, seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { availabilityOver, daysOut, hireDayRange, stockKey } from "#app/features/catalogue/availability.ts";
import { type RequestedQuoteItem, priceQuote } from "#app/features/quotes/quote-pricing.ts";
import type { QuoteStatus } from "#app/features/quotes/index.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { migrationProvider } from "#app/platform/db/migrations/index.server.ts";
import { createQuote } from "#app/features/quotes/quotes-db.server.ts";
import {
  bookingsOverlapping,
  holdsForQuote,
  listStockLevels,
  ownedQuantities,
  placeHold,
  recentStockLevelChanges,
  releaseHold,
  setStockLevel,
} from "#app/features/catalogue/stock/stock-db.server.ts";
import { freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";

const T0 = new Date("2026-11-26T08:00:00.000Z");
const OWNER = "thandi@sandtonsoundhire.co.za";
const SALES = "sipho@sandtonsoundhire.co.za";
const SATURDAY = "2026-12-12";
const PREMIUM = stockKey("product", "powered-speaker-12-premium");

describe.each(runnableBackends("stock"))("stock on $name", (backend) => {
  let database: AppDatabase;
  freshDatabasePerTest(backend, (opened) => ({ database } = opened));

  async function quote(
    eventDate: string | undefined,
    lines: RequestedQuoteItem[],
    status: QuoteStatus = "sent",
    endDate?: string,
  ): Promise<{ id: string; number: string }> {
    const priced = priceQuote(lines, resolveCatalogueItem);
    if (!priced.ok) throw new Error("test lines do not price");
    const created = await createQuote(database.db, {
      contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" },
      event: { eventDate, endDate },
      lines: priced.lines,
      totalItems: priced.totalItems,
      totalDiscountCents: priced.totalDiscountCents,
      channels: ["email"],
      now: T0,
    });
    const number = created.quote.quoteNumber;
    await database.db.updateTable("quotes").set({ status }).where("quote_number", "=", number).execute();
    const { id } = await database.db
      .selectFrom("quotes")
      .select("id")
      .where("quote_number", "=", number)
      .executeTakeFirstOrThrow();
    return { id, number };
  }

  const twoSpeakers: RequestedQuoteItem[] = [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }];
  const saturdayOut = daysOut({ eventDate: SATURDAY })!;
  const fridayToday = { today: "2026-12-04" };

  it("sets, changes and stops tracking a quantity owned, each change with who and when", async () => {
    expect(
      await setStockLevel(database.db, {
        kind: "product",
        id: "mixer-16-channel",
        owned: 2,
        staffEmail: OWNER,
        now: T0,
      }),
    ).toBe("changed");
    expect(
      await setStockLevel(database.db, {
        kind: "product",
        id: "mixer-16-channel",
        owned: 2,
        staffEmail: OWNER,
        now: T0,
      }),
    ).toBe("unchanged");
    const later = new Date(T0.getTime() + 60_000);
    await setStockLevel(database.db, {
      kind: "product",
      id: "mixer-16-channel",
      owned: 3,
      staffEmail: SALES,
      now: later,
    });
    expect(await listStockLevels(database.db)).toEqual([
      { kind: "product", id: "mixer-16-channel", owned: 3, updatedBy: SALES, updatedAt: later.toISOString() },
    ]);
    await setStockLevel(database.db, {
      kind: "product",
      id: "mixer-16-channel",
      owned: null,
      staffEmail: OWNER,
      now: later,
    });
    expect((await ownedQuantities(database.db)).size).toBe(0);
    const changes = await recentStockLevelChanges(database.db);
    expect(changes.map(({ before, after, by }) => [before, after, by])).toEqual([
      [3, null, OWNER],
      [2, 3, SALES],
      [null, 2, OWNER],
    ]);
  });

  it("commits an accepted or won quote's lines on overlapping days, not an open, declined or far-off one", async () => {
    const accepted = await quote(SATURDAY, twoSpeakers, "accepted");
    const won = await quote("2026-12-13", [{ type: "bundle", id: "small-corporate-event", quantity: 1 }], "won");
    await quote(SATURDAY, twoSpeakers, "sent");
    await quote(SATURDAY, twoSpeakers, "declined");
    await quote("2026-12-20", twoSpeakers, "accepted");
    await quote(undefined, twoSpeakers, "accepted");
    const bookings = await bookingsOverlapping(database.db, saturdayOut, fridayToday);
    expect(bookings.map((booking) => booking.quoteNumber).sort()).toEqual([accepted.number, won.number].sort());
    expect(bookings.find((booking) => booking.quoteNumber === accepted.number)).toMatchObject({
      daysOut: saturdayOut,
      lines: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    });
    // Leaving out the quote being looked at.
    const others = await bookingsOverlapping(database.db, saturdayOut, { ...fridayToday, excludeQuoteId: accepted.id });
    expect(others.map((booking) => booking.quoteNumber)).toEqual([won.number]);
  });

  it("finds a long accepted hire that started weeks before and is still out", async () => {
    const long = await quote("2026-11-20", twoSpeakers, "accepted", "2026-12-11");
    const bookings = await bookingsOverlapping(database.db, saturdayOut, fridayToday);
    expect(bookings.map((booking) => booking.quoteNumber)).toEqual([long.number]);
  });

  it("counts a held quote until its hold expires or is released, and once when it is accepted too", async () => {
    await setStockLevel(database.db, {
      kind: "product",
      id: "powered-speaker-12-premium",
      owned: 2,
      staffEmail: OWNER,
      now: T0,
    });
    const held = await quote(SATURDAY, twoSpeakers, "viewed");
    const holdId = await placeHold(database.db, {
      quoteId: held.id,
      heldUntil: "2026-12-05",
      staffEmail: SALES,
      now: T0,
    });

    const free = async (today: string) => {
      const bookings = await bookingsOverlapping(database.db, saturdayOut, { today });
      const [premium] = availabilityOver(
        new Map([[PREMIUM, 2]]),
        hireDayRange({ eventDate: SATURDAY })!,
        await ownedQuantities(database.db),
        bookings,
        seedCatalogue,
      );
      return premium!.free;
    };
    expect(await free("2026-12-05")).toBe(0);
    // The day after its last day the hold no longer counts.
    expect(await free("2026-12-06")).toBe(2);

    await database.db.updateTable("quotes").set({ status: "accepted" }).where("id", "=", held.id).execute();
    expect(await bookingsOverlapping(database.db, saturdayOut, { today: "2026-12-05" })).toHaveLength(1);
    await database.db.updateTable("quotes").set({ status: "viewed" }).where("id", "=", held.id).execute();

    expect(await releaseHold(database.db, { quoteId: held.id, holdId, staffEmail: OWNER, now: T0 })).toBe(true);
    expect(await releaseHold(database.db, { quoteId: held.id, holdId, staffEmail: OWNER, now: T0 })).toBe(false);
    expect(await free("2026-12-05")).toBe(2);
    const [hold] = await holdsForQuote(database.db, held.id);
    expect(hold).toMatchObject({
      placedBy: SALES,
      releasedBy: OWNER,
      releasedAt: T0.toISOString(),
      heldUntil: "2026-12-05",
    });
  });

  it("keeps one live hold per quote: a new date releases the one before", async () => {
    const held = await quote(SATURDAY, twoSpeakers, "sent");
    await placeHold(database.db, { quoteId: held.id, heldUntil: "2026-12-05", staffEmail: SALES, now: T0 });
    const later = new Date(T0.getTime() + 60_000);
    await placeHold(database.db, { quoteId: held.id, heldUntil: "2026-12-10", staffEmail: OWNER, now: later });
    const holds = await holdsForQuote(database.db, held.id);
    expect(holds.map((hold) => [hold.heldUntil, hold.releasedBy])).toEqual([
      ["2026-12-10", null],
      ["2026-12-05", OWNER],
    ]);
  });

  it("ignores a hold on a quote the customer declined", async () => {
    const held = await quote(SATURDAY, twoSpeakers, "declined");
    await placeHold(database.db, { quoteId: held.id, heldUntil: "2026-12-10", staffEmail: SALES, now: T0 });
    expect(await bookingsOverlapping(database.db, saturdayOut, fridayToday)).toEqual([]);
  });

  it("reads accepted quotes through the status and event date index", async () => {
    const plan =
      backend.name === "sqlite"
        ? (
            await sql<{ detail: string }>`explain query plan select id from quotes
              where status in ('accepted', 'won') and event_date >= '2026-11-11' and event_date <= '2026-12-14'`.execute(
              database.db,
            )
          ).rows.map((row) => row.detail)
        : (
            await sql<{ "QUERY PLAN": string }>`explain select id from quotes
              where status in ('accepted', 'won') and event_date >= '2026-11-11' and event_date <= '2026-12-14'`.execute(
              database.db,
            )
          ).rows.map((row) => row["QUERY PLAN"]);
    if (backend.name === "sqlite") expect(plan.join("\n")).toContain("quotes_status_event_date_idx");
    // PostgreSQL picks a plan by table size; the index must at least exist for it to choose.
    else {
      const indexes = await sql<{
        indexname: string;
      }>`select indexname from pg_indexes where tablename = 'quotes'`.execute(database.db);
      expect(indexes.rows.map((row) => row.indexname)).toContain("quotes_status_event_date_idx");
    }
  });

  it("migrates down and up again", async () => {
    const migrator = new Migrator({ db: database.db, provider: migrationProvider });
    const down = await migrator.migrateTo("0012-staff-accounts");
    expect(down.error).toBeUndefined();
    const up = await migrator.migrateToLatest();
    expect(up.error).toBeUndefined();
    expect(await listStockLevels(database.db)).toEqual([]);
  });
});
