// Speed to lead (decision 035): when and by whom each lead was first
// answered, the nudges sent (one per kind and subject, enforced by the primary
// key), and the addresses that opted out of reminder e-mails (as keyed hashes).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The first staff action that counts as a response (status change or note): when, who, which.
  await db.schema.alterTable("leads").addColumn("first_response_at", "text").execute();
  await db.schema.alterTable("leads").addColumn("first_response_by", "text").execute();
  await db.schema.alterTable("leads").addColumn("first_response_action", "text").execute();
  // Leads answered before this existed take their first status change or note from the history.
  const firstEvent = (column: "created_at" | "staff_email" | "type") =>
    sql`(select ${sql.ref(`lead_events.${column}`)} from lead_events
          where lead_events.lead_id = leads.id and lead_events.type in ('status', 'note')
          order by lead_events.created_at, lead_events.id limit 1)`;
  await sql`update leads set
      first_response_at = ${firstEvent("created_at")},
      first_response_by = ${firstEvent("staff_email")},
      first_response_action = ${firstEvent("type")}`.execute(db);
  // The Waiting view and the nudge sweeper: unanswered leads, oldest first.
  await db.schema
    .createIndex("leads_first_response_idx")
    .on("leads")
    .columns(["first_response_at", "created_at"])
    .execute();

  await db.schema
    .createTable("nudges")
    // 'lead_waiting' (to sales); later customer kinds such as a quote's expiry reminder.
    .addColumn("kind", "text", (col) => col.notNull())
    // What the nudge is about: a lead id, a quote id…
    .addColumn("subject_id", "text", (col) => col.notNull())
    // The outbox row that carries it; null when it was skipped (the recipient opted out).
    .addColumn("outbox_id", "text")
    // 'queued' or 'opted_out'; checked in code.
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    // "Sent once": a second insert for the same kind and subject, from any process, does nothing.
    .addPrimaryKeyConstraint("nudges_pkey", ["kind", "subject_id"])
    .execute();

  await db.schema
    .createTable("email_opt_outs")
    // HMAC-SHA256 (base64url) of the normalised address under the site's unsubscribe key: never the address itself.
    .addColumn("address_key", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("email_opt_outs").execute();
  await db.schema.dropTable("nudges").execute();
  await db.schema.dropIndex("leads_first_response_idx").execute();
  await db.schema.alterTable("leads").dropColumn("first_response_action").execute();
  await db.schema.alterTable("leads").dropColumn("first_response_by").execute();
  await db.schema.alterTable("leads").dropColumn("first_response_at").execute();
}
