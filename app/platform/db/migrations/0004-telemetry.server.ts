// What the site learns about itself: web vitals measured in visitors'
// browsers, and counts of errors (server and browser) for the staff dashboard.
// Values are "double precision": an 8-byte float on both backends.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("web_vitals")
    .addColumn("id", "text", (col) => col.primaryKey())
    // web-vitals' own id of one metric on one page load: a value reported again replaces the first.
    .addColumn("metric_id", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("value", "double precision", (col) => col.notNull())
    .addColumn("rating", "text", (col) => col.notNull())
    .addColumn("page", "text", (col) => col.notNull())
    .addColumn("navigation_type", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("web_vitals_created_at_idx").on("web_vitals").columns(["created_at", "name"]).execute();

  await db.schema
    .createTable("site_errors")
    .addColumn("id", "text", (col) => col.primaryKey())
    // 'server' or 'browser'.
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("page", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("site_errors_created_at_idx").on("site_errors").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_errors").execute();
  await db.schema.dropTable("web_vitals").execute();
}
