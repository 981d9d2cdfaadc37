// POPIA by design: e-mail confirmation of newsletter sign-ups and privacy
// requests, erasure and anonymisation marks on leads, the audit trail of what
// staff did with privacy requests (no personal data in it), the signing key of
// confirmation links, and the lease that keeps the daily clean-up to one
// process at a time.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // When the visitor confirmed by e-mail (subscribers, privacy requests); null until then.
  await db.schema.alterTable("leads").addColumn("confirmed_at", "text").execute();
  // When the lead's personal details were removed (retention or an erasure request).
  await db.schema.alterTable("leads").addColumn("anonymised_at", "text").execute();
  // Sign-ups taken before confirmation existed were accepted under the rules of
  // their day: they keep counting, from the time they subscribed.
  await sql`update leads set confirmed_at = created_at where kind = 'subscriber'`.execute(db);
  // The clean-up looks for unconfirmed and old leads by kind and time.
  await db.schema
    .createIndex("leads_kind_confirmed_at_idx")
    .on("leads")
    .columns(["kind", "confirmed_at", "created_at"])
    .execute();
  await db.schema.createIndex("leads_phone_idx").on("leads").column("phone").execute();

  await db.schema
    .createTable("privacy_audit")
    .addColumn("id", "text", (col) => col.primaryKey())
    // The privacy request (a lead id, kept as text: the lead itself may be anonymised).
    .addColumn("request_id", "text", (col) => col.notNull())
    // 'export_json', 'export_csv' or 'erase'; checked in code.
    .addColumn("action", "text", (col) => col.notNull())
    // What was found or changed, as counts per kind of record (JSON); never names or addresses.
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("staff_email", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("privacy_audit_request_idx")
    .on("privacy_audit")
    .columns(["request_id", "created_at"])
    .execute();

  await db.schema
    .createTable("site_keys")
    .addColumn("name", "text", (col) => col.primaryKey())
    // Base64 of random bytes, made by the first process that needs the key.
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("scheduled_jobs")
    .addColumn("name", "text", (col) => col.primaryKey())
    // While a process runs the job: the end of its lease; no other process starts it before then.
    .addColumn("locked_until", "text", (col) => col.notNull())
    .addColumn("last_started_at", "text")
    .addColumn("last_finished_at", "text")
    // The last run's counts (JSON), for staff and the logs.
    .addColumn("last_summary", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("scheduled_jobs").execute();
  await db.schema.dropTable("site_keys").execute();
  await db.schema.dropTable("privacy_audit").execute();
  await db.schema.dropIndex("leads_phone_idx").execute();
  await db.schema.dropIndex("leads_kind_confirmed_at_idx").execute();
  await db.schema.alterTable("leads").dropColumn("anonymised_at").execute();
  await db.schema.alterTable("leads").dropColumn("confirmed_at").execute();
}
