// Stock and date availability (issue 24, decision 044): how many of each item
// the company owns, the history of who set those numbers, and holds on a
// quote's items until a date. Keyed by catalogue kind and id (the ids of
// app/features/catalogue/content/catalogue-ids.ts and any slug staff add later), in tables of
// their own, so the catalogue's tables never change for stock.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stock_levels")
    // 'product' or 'personnel'; checked in code. Bundles, promotions and add-ons count their contents.
    .addColumn("item_kind", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    .addColumn("quantity_owned", "integer", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("stock_levels_pk", ["item_kind", "item_id"])
    .execute();

  await db.schema
    .createTable("stock_level_changes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("item_kind", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    // Null: the item was (or became) not tracked.
    .addColumn("quantity_before", "integer")
    .addColumn("quantity_after", "integer")
    .addColumn("changed_by", "text", (col) => col.notNull())
    .addColumn("changed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("stock_level_changes_changed_idx")
    .on("stock_level_changes")
    .column("changed_at")
    .execute();

  await db.schema
    .createTable("stock_holds")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("quote_id", "text", (col) => col.notNull().references("quotes.id").onDelete("cascade"))
    // YYYY-MM-DD: the last day (in Johannesburg) the hold counts.
    .addColumn("held_until", "text", (col) => col.notNull())
    .addColumn("placed_by", "text", (col) => col.notNull())
    .addColumn("placed_at", "text", (col) => col.notNull())
    .addColumn("released_by", "text")
    .addColumn("released_at", "text")
    .execute();
  // Live holds are found by their last day; a quote's holds by the quote.
  await db.schema.createIndex("stock_holds_held_until_idx").on("stock_holds").column("held_until").execute();
  await db.schema.createIndex("stock_holds_quote_idx").on("stock_holds").column("quote_id").execute();

  // Committed counts read accepted quotes by status and event date: an index range, never every quote.
  await db.schema.createIndex("quotes_status_event_date_idx").on("quotes").columns(["status", "event_date"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("quotes_status_event_date_idx").execute();
  await db.schema.dropTable("stock_holds").execute();
  await db.schema.dropTable("stock_level_changes").execute();
  await db.schema.dropTable("stock_levels").execute();
}
