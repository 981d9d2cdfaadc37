// Privacy requests cover only what the requester proved (issue 32, item 2):
// records found by the phone number alone are held back until staff check
// them. Each record staff verify for a request is kept here (ids and who
// verified it, never personal details); the audit trail records the action.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("privacy_verified_records")
    // The privacy request (a lead id, kept as text like privacy_audit's: the lead may be anonymised).
    .addColumn("request_id", "text", (col) => col.notNull())
    // 'lead' or 'quote'; checked in code.
    .addColumn("record_kind", "text", (col) => col.notNull())
    .addColumn("record_id", "text", (col) => col.notNull())
    .addColumn("verified_by", "text", (col) => col.notNull())
    .addColumn("verified_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("privacy_verified_records_pk", ["request_id", "record_kind", "record_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("privacy_verified_records").execute();
}
