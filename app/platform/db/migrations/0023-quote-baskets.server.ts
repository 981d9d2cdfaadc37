// The quote basket of a visitor without JavaScript (issue 35, decision 066):
// the lines Add to Quote posted, kept server-side under a random token that
// only the visitor's cookie holds (the row knows its SHA-256). Any process
// serves it; expired rows are pruned by the quotes' timed job.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quote_baskets")
    // SHA-256 (hex) of the cookie's token.
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    // JSON array of { type, id, quantity, hours? }, capped as the quote request is.
    .addColumn("lines", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("quote_baskets_expires_at").on("quote_baskets").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quote_baskets").execute();
}
