// Uploads in the database (issue 34, decision 060): the bytes of every proof
// of payment and of every catalogue photo's original, so any app process on
// any machine serves them and a database backup alone covers them. A table per
// kind: a proof's bytes belong to its row (deleted with it, by the foreign
// key and by the code that deletes the row); a photo's original is shared by
// every row with the same content hash and is never served as it is.
import { type Kysely, sql } from "kysely";
import { dialectOf } from "#app/platform/db/dialect.server.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite keeps bytes as a BLOB, PostgreSQL as bytea.
  const bytes = dialectOf(db) === "postgres" ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable("quote_payment_proof_files")
    .addColumn("proof_id", "text", (col) => col.primaryKey().references("quote_payment_proofs.id").onDelete("cascade"))
    .addColumn("data", bytes, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("catalogue_photo_originals")
    // The photos' content hash (catalogue_photos.hash): the same picture uploaded twice is kept once.
    .addColumn("hash", "text", (col) => col.primaryKey())
    // 'image/jpeg', 'image/png' or 'image/webp', detected from the bytes.
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size_bytes", "integer", (col) => col.notNull())
    .addColumn("data", bytes, (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("catalogue_photo_originals").execute();
  await db.schema.dropTable("quote_payment_proof_files").execute();
}
