// Stock in storage (decision 044): quantities owned with the history of who
// set them, holds on a quote's items, and the bookings that commit stock over
// a period. The bookings query reads accepted quotes by an index on status and
// event date, and live holds by their last day: never every quote.
import type { Kysely } from "kysely";
import {
  type Booking,
  COMMITTING_QUOTE_STATUSES,
  type DayRange,
  HOLD_IGNORED_QUOTE_STATUSES,
  type StockKey,
  type StockLine,
  type StockedKind,
  daysOut,
  earliestOverlappingEventDate,
  latestOverlappingEventDate,
  rangesOverlap,
  stockKey,
} from "#app/features/catalogue/availability.ts";
import { readQuoteStatus, readStoredLine } from "#app/features/quotes/index.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export interface StockLevel {
  kind: StockedKind;
  id: string;
  owned: number;
  updatedBy: string;
  updatedAt: string;
}

/** Every quantity owned that staff have set. */
export async function listStockLevels(db: Kysely<Database>): Promise<StockLevel[]> {
  const rows = await db.selectFrom("stock_levels").selectAll().orderBy("item_kind").orderBy("item_id").execute();
  return rows.map((row) => ({
    kind: row.item_kind,
    id: row.item_id,
    owned: Number(row.quantity_owned),
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  }));
}

/** Quantities owned by item, for the availability rules (an item missing is not tracked). */
export async function ownedQuantities(db: Kysely<Database>): Promise<Map<StockKey, number>> {
  return new Map((await listStockLevels(db)).map((level) => [stockKey(level.kind, level.id), level.owned]));
}

export type SetStockLevelResult = "changed" | "unchanged";

/**
 * Sets how many of an item are owned (null: stop tracking it), with a history
 * row in the same transaction, so the sheet and its history never disagree.
 */
export async function setStockLevel(
  db: Kysely<Database>,
  change: { kind: StockedKind; id: string; owned: number | null; staffEmail: string; now: Date },
): Promise<SetStockLevelResult> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("stock_levels")
      .select("quantity_owned")
      .where("item_kind", "=", change.kind)
      .where("item_id", "=", change.id)
      .executeTakeFirst();
    const before = current ? Number(current.quantity_owned) : null;
    if (before === change.owned) return "unchanged";
    const at = change.now.toISOString();
    if (change.owned === null) {
      await trx
        .deleteFrom("stock_levels")
        .where("item_kind", "=", change.kind)
        .where("item_id", "=", change.id)
        .execute();
    } else {
      await trx
        .insertInto("stock_levels")
        .values({
          item_kind: change.kind,
          item_id: change.id,
          quantity_owned: change.owned,
          updated_by: change.staffEmail,
          updated_at: at,
        })
        .onConflict((conflict) =>
          conflict
            .columns(["item_kind", "item_id"])
            .doUpdateSet({ quantity_owned: change.owned!, updated_by: change.staffEmail, updated_at: at }),
        )
        .execute();
    }
    await trx
      .insertInto("stock_level_changes")
      .values({
        id: newId(change.now.getTime()),
        item_kind: change.kind,
        item_id: change.id,
        quantity_before: before,
        quantity_after: change.owned,
        changed_by: change.staffEmail,
        changed_at: at,
      })
      .execute();
    return "changed";
  });
}

export interface StockLevelChange {
  kind: StockedKind;
  id: string;
  before: number | null;
  after: number | null;
  by: string;
  at: string;
}

/** The latest changes to quantities owned, newest first. */
export async function recentStockLevelChanges(db: Kysely<Database>, limit = 20): Promise<StockLevelChange[]> {
  const rows = await db
    .selectFrom("stock_level_changes")
    .selectAll()
    .orderBy("changed_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    kind: row.item_kind,
    id: row.item_id,
    before: row.quantity_before === null ? null : Number(row.quantity_before),
    after: row.quantity_after === null ? null : Number(row.quantity_after),
    by: row.changed_by,
    at: row.changed_at,
  }));
}

function stockLinesOf(json: string): StockLine[] {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    return [];
  }
  return (Array.isArray(stored) ? stored : [])
    .map(readStoredLine)
    .filter((line) => line !== undefined)
    .map(({ type, id, quantity }) => ({ type, id, quantity }));
}

/**
 * The bookings whose days out overlap `period` (days out): accepted or won
 * quotes, and quotes with a hold live on `today` (YYYY-MM-DD in
 * Johannesburg) unless declined or lost. A quote counts once however it
 * qualifies; `excludeQuoteId` leaves out the quote being looked at.
 */
export async function bookingsOverlapping(
  db: Kysely<Database>,
  period: DayRange,
  options: { today: string; excludeQuoteId?: string },
): Promise<Booking[]> {
  const earliest = earliestOverlappingEventDate(period);
  const latest = latestOverlappingEventDate(period);
  const columns = ["quotes.id", "quotes.quote_number", "quotes.event_date", "quotes.end_date", "quotes.lines"] as const;
  const [accepted, held] = await Promise.all([
    db
      .selectFrom("quotes")
      .select(columns)
      .where("quotes.status", "in", [...COMMITTING_QUOTE_STATUSES])
      .where("quotes.event_date", ">=", earliest)
      .where("quotes.event_date", "<=", latest)
      .execute(),
    db
      .selectFrom("stock_holds")
      .innerJoin("quotes", "quotes.id", "stock_holds.quote_id")
      .select([...columns, "quotes.status"])
      .where("stock_holds.released_at", "is", null)
      .where("stock_holds.held_until", ">=", options.today)
      .where("quotes.event_date", ">=", earliest)
      .where("quotes.event_date", "<=", latest)
      .execute(),
  ]);
  const rows = new Map<string, (typeof accepted)[number]>();
  for (const row of accepted) rows.set(row.id, row);
  for (const row of held) {
    if (HOLD_IGNORED_QUOTE_STATUSES.includes(readQuoteStatus(row.status))) continue;
    rows.set(row.id, row);
  }
  const bookings: Booking[] = [];
  for (const row of rows.values()) {
    if (row.id === options.excludeQuoteId) continue;
    const out = daysOut({ eventDate: row.event_date, endDate: row.end_date });
    if (!out || !rangesOverlap(out, period)) continue;
    bookings.push({ quoteNumber: row.quote_number, daysOut: out, lines: stockLinesOf(row.lines) });
  }
  return bookings;
}

export interface StockHold {
  id: string;
  heldUntil: string;
  placedBy: string;
  placedAt: string;
  releasedBy: string | null;
  releasedAt: string | null;
}

/** A quote's holds, newest first. */
export async function holdsForQuote(db: Kysely<Database>, quoteId: string): Promise<StockHold[]> {
  const rows = await db
    .selectFrom("stock_holds")
    .selectAll()
    .where("quote_id", "=", quoteId)
    .orderBy("placed_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    heldUntil: row.held_until,
    placedBy: row.placed_by,
    placedAt: row.placed_at,
    releasedBy: row.released_by,
    releasedAt: row.released_at,
  }));
}

/**
 * Holds a quote's items through `heldUntil`. A quote has one live hold: a new
 * one releases the one before, by the same person at the same moment, so the
 * history shows the change of date.
 */
export async function placeHold(
  db: Kysely<Database>,
  hold: { quoteId: string; heldUntil: string; staffEmail: string; now: Date },
): Promise<string> {
  const at = hold.now.toISOString();
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("stock_holds")
      .set({ released_at: at, released_by: hold.staffEmail })
      .where("quote_id", "=", hold.quoteId)
      .where("released_at", "is", null)
      .execute();
    const id = newId(hold.now.getTime());
    await trx
      .insertInto("stock_holds")
      .values({ id, quote_id: hold.quoteId, held_until: hold.heldUntil, placed_by: hold.staffEmail, placed_at: at })
      .execute();
    return id;
  });
}

/** Releases a quote's live hold early; false when there was none to release. */
export async function releaseHold(
  db: Kysely<Database>,
  release: { quoteId: string; holdId: string; staffEmail: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable("stock_holds")
    .set({ released_at: release.now.toISOString(), released_by: release.staffEmail })
    .where("id", "=", release.holdId)
    .where("quote_id", "=", release.quoteId)
    .where("released_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
