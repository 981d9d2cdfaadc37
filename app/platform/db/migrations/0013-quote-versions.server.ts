// Quote versions (issue 23, decision 039): every version of a quote as a full
// document, who made it and when, when it was sent and when the customer first
// saw it. Version 1 is the quote as requested: an existing quote reads as v1
// from its own row until staff first revise it, when v1 is copied here (no
// rewrite of old rows). The quote row keeps the current version (the latest
// sent) so every reader of the row (PDF, e-mails, reminders, the inbox's
// totals) reads it; decisions and the lead's history name the version.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quote_versions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("quote_id", "text", (col) => col.notNull().references("quotes.id").onDelete("cascade"))
    // 1, 2, 3… per quote; unique with quote_id, so two saves at once can never both be v2.
    .addColumn("version", "integer", (col) => col.notNull())
    // The whole QuoteDocument as JSON text: lines, totals, discounts, delivery, note to the customer.
    .addColumn("document", "text", (col) => col.notNull())
    // The member of staff who saved it; null for v1, the customer's own request.
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    // Set once, when the version goes to the customer; from then on the version never changes.
    .addColumn("sent_at", "text")
    .addColumn("sent_by", "text")
    // The customer's first open of the live page while this version was the current one.
    .addColumn("first_seen_at", "text")
    .execute();
  await db.schema
    .createIndex("quote_versions_quote_version_idx")
    .on("quote_versions")
    .columns(["quote_id", "version"])
    .unique()
    .execute();

  // The current (latest sent) version's number and document; null: v1, read from the row's own columns.
  await db.schema.alterTable("quotes").addColumn("current_version", "integer").execute();
  await db.schema.alterTable("quotes").addColumn("current_document", "text").execute();
  // The version a customer's decision was taken on; null on decisions from before versions (v1).
  await db.schema.alterTable("quote_decisions").addColumn("quote_version", "integer").execute();
  // The version a staff action was about (saved, sent), for the lead's history.
  await db.schema.alterTable("lead_events").addColumn("quote_version", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lead_events").dropColumn("quote_version").execute();
  await db.schema.alterTable("quote_decisions").dropColumn("quote_version").execute();
  await db.schema.alterTable("quotes").dropColumn("current_document").execute();
  await db.schema.alterTable("quotes").dropColumn("current_version").execute();
  await db.schema.dropTable("quote_versions").execute();
}
