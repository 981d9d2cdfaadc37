// Staff photos of the catalogue's items (issue 24, decision 043). A row per
// photo of an item, keyed by the item's kind and id (today's ids and any slug
// staff add later: no foreign key into the catalogue's own tables). The files
// live in the photo store under the content hash; a removed photo keeps its
// row (who removed it and when) and its files.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("catalogue_photos")
    .addColumn("id", "text", (col) => col.primaryKey())
    // 'product', 'bundle', 'personnel' or 'add-on'; checked in code.
    .addColumn("item_kind", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    // 32 hex digits of the SHA-256 of the pipeline version and the original's bytes: every file's name.
    .addColumn("hash", "text", (col) => col.notNull())
    // Upright pixel size of the original, and the widths made (JSON array, ascending).
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("widths", "text", (col) => col.notNull())
    .addColumn("alt_text", "text", (col) => col.notNull())
    // 'image/jpeg', 'image/png' or 'image/webp', detected from the bytes.
    .addColumn("original_type", "text", (col) => col.notNull())
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("size_bytes", "integer", (col) => col.notNull())
    // 1 for the one photo the pages show; 0 for the others.
    .addColumn("is_main", "integer", (col) => col.notNull())
    .addColumn("uploaded_by", "text", (col) => col.notNull())
    .addColumn("uploaded_at", "text", (col) => col.notNull())
    // The last change to its alt text or main choice.
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("removed_by", "text")
    .addColumn("removed_at", "text")
    .execute();
  await db.schema
    .createIndex("catalogue_photos_item_idx")
    .on("catalogue_photos")
    .columns(["item_kind", "item_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("catalogue_photos").execute();
}
