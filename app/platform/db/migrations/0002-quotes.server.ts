// Quotes the visitor creates on /quote-request, and the decisions taken on them
// (discount, accept, decline, undecided). Each quote is also a lead (kind
// 'quote'), so its notifications travel through the same outbox.
// Portable types only, as in 0001: text (ISO-8601 times, JSON) and integers;
// money is stored in whole cents. bigint, because a large quote's cents could
// pass PostgreSQL's 32-bit integer; SQLite stores it as its one integer type.
// Statuses and request types are checked in code (see 0001 on CHECK constraints).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quotes")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("quote_number", "text", (col) => col.notNull().unique())
    .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    // SHA-256 (hex) of the access token; the token itself is only ever given to the visitor.
    .addColumn("access_token_hash", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
    .addColumn("contact_name", "text", (col) => col.notNull())
    .addColumn("contact_email", "text", (col) => col.notNull())
    .addColumn("contact_phone", "text", (col) => col.notNull())
    .addColumn("event_date", "text")
    .addColumn("venue", "text")
    // The priced lines as JSON text.
    .addColumn("lines", "text", (col) => col.notNull())
    .addColumn("total_items", "integer", (col) => col.notNull())
    .addColumn("total_price_cents", "bigint", (col) => col.notNull())
    .addColumn("total_discount_cents", "bigint", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  // An idempotent retry finds its quote by lead; PostgreSQL does not index foreign keys itself.
  await db.schema.createIndex("quotes_lead_id_idx").on("quotes").column("lead_id").execute();
  await db.schema.createIndex("quotes_created_at_idx").on("quotes").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("quote_decisions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("quote_id", "text", (col) => col.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("request_type", "text", (col) => col.notNull())
    .addColumn("status_after", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema.createIndex("quote_decisions_quote_id_idx").on("quote_decisions").column("quote_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quote_decisions").execute();
  await db.schema.dropTable("quotes").execute();
}
