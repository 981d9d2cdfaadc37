// Abuse limits (decision 025): leads held as suspected spam during a flood
// (and whether a digest has told sales of them yet), the hash of the body an
// idempotency key was first used with, and the quote link sent by e-mail.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // 0 or 1, as marketing_consent: an integer reads the same from both backends.
  await db.schema
    .alterTable("leads")
    .addColumn("suspected_spam", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("leads").addColumn("spam_digested_at", "text").execute();
  // SHA-256 (hex) of what the client sent with its idempotency key; null on leads stored before it was kept.
  await db.schema.alterTable("leads").addColumn("idempotency_body_hash", "text").execute();
  // SHA-256 (hex) of the token in the link of the visitor's quote e-mail (the PDF, read only).
  await db.schema.alterTable("quotes").addColumn("link_token_hash", "text").execute();
  // The digest and the inbox's filter look leads up by whether they are held.
  await db.schema
    .createIndex("leads_spam_digest_idx")
    .on("leads")
    .columns(["suspected_spam", "spam_digested_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_spam_digest_idx").execute();
  await db.schema.alterTable("quotes").dropColumn("link_token_hash").execute();
  await db.schema.alterTable("leads").dropColumn("idempotency_body_hash").execute();
  await db.schema.alterTable("leads").dropColumn("spam_digested_at").execute();
  await db.schema.alterTable("leads").dropColumn("suspected_spam").execute();
}
