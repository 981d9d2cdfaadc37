// Flood bounds (issue 32, decision 053): identical held submissions fold into
// one row with a count and the time the last arrived; held rows remember the
// hash of their message, so a held lead with text of its own can be told from
// a campaign's; and the challenges a flood asks for are used once.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // SHA-256 (hex) of the normalised submission (campaignText); null on leads not held in a flood.
  await db.schema.alterTable("leads").addColumn("campaign_fingerprint", "text").execute();
  // SHA-256 (hex) of the normalised message; null when there was none or it was not held.
  await db.schema.alterTable("leads").addColumn("message_fingerprint", "text").execute();
  // Identical submissions this row stands for (1 for every ordinary lead).
  await db.schema
    .alterTable("leads")
    .addColumn("repeat_count", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  // When the last identical submission arrived; null while there was only one.
  await db.schema.alterTable("leads").addColumn("last_seen_at", "text").execute();
  await db.schema
    .createIndex("leads_campaign_idx")
    .on("leads")
    .columns(["campaign_fingerprint", "created_at"])
    .execute();
  await db.schema
    .createIndex("leads_message_fingerprint_idx")
    .on("leads")
    .columns(["message_fingerprint", "created_at"])
    .execute();

  // A challenge's salt, once used; kept until it would have expired anyway.
  await db.schema
    .createTable("used_challenges")
    .addColumn("salt", "text", (col) => col.primaryKey())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("used_challenges_expires_idx").on("used_challenges").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("used_challenges").execute();
  await db.schema.dropIndex("leads_message_fingerprint_idx").execute();
  await db.schema.dropIndex("leads_campaign_idx").execute();
  await db.schema.alterTable("leads").dropColumn("last_seen_at").execute();
  await db.schema.alterTable("leads").dropColumn("repeat_count").execute();
  await db.schema.alterTable("leads").dropColumn("message_fingerprint").execute();
  await db.schema.alterTable("leads").dropColumn("campaign_fingerprint").execute();
}
