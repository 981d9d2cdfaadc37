// The live quote page (issue 23, decision 034): the quote's statuses in
// today's words (sent, viewed, changes requested, revised, accepted, declined,
// won, lost; expired is read from valid_until), the hash of the page's link,
// when the customer first and last opened it, and the records the page keeps:
// each open, an acceptance (the name typed as a signature, time, address and
// browser), a decline's reason and a change request with its lines. Old rows
// keep reading: their statuses are rewritten here, and every new column may
// be null.
import { type Kysely, sql } from "kysely";

const QUOTE_COLUMNS = [
  // SHA-256 (hex) of the token in the live page's link (/q/<token>); unique.
  ["live_token_hash", "text"],
  // When the customer first and last opened the live page (staff opens are not counted).
  ["first_viewed_at", "text"],
  ["last_viewed_at", "text"],
  // Set by staff with a lost status: one of LOST_REASONS, and words for "other".
  ["lost_reason", "text"],
  ["lost_note", "text"],
] as const;

const DECISION_COLUMNS = [
  // The form's one-time key: a double click or a resent form records once.
  ["submission_key", "text"],
  // A decline's reason (DECLINE_REASONS) and the customer's words (required for "other").
  ["decline_reason", "text"],
  ["note", "text"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of QUOTE_COLUMNS) await db.schema.alterTable("quotes").addColumn(name, type).execute();
  for (const [name, type] of DECISION_COLUMNS)
    await db.schema.alterTable("quote_decisions").addColumn(name, type).execute();
  await db.schema.createIndex("quotes_live_token_hash_idx").on("quotes").column("live_token_hash").unique().execute();
  await db.schema
    .createIndex("quote_decisions_submission_key_idx")
    .on("quote_decisions")
    .columns(["quote_id", "submission_key"])
    .unique()
    .execute();

  await db.schema
    .createTable("quote_views")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("quote_id", "text", (col) => col.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("viewed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("quote_views_quote_idx").on("quote_views").columns(["quote_id", "viewed_at"]).execute();

  await db.schema
    .createTable("quote_acceptances")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("quote_id", "text", (col) => col.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("decision_id", "text", (col) => col.notNull().references("quote_decisions.id").onDelete("cascade"))
    // The full name the customer typed as their signature.
    .addColumn("signed_name", "text", (col) => col.notNull())
    // Which hire terms they agreed to (HIRE_TERMS_VERSION).
    .addColumn("terms_version", "text", (col) => col.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("accepted_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("quote_acceptances_quote_idx").on("quote_acceptances").column("quote_id").execute();

  await db.schema
    .createTable("quote_change_requests")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("quote_id", "text", (col) => col.notNull().references("quotes.id").onDelete("cascade"))
    .addColumn("decision_id", "text", (col) => col.notNull().references("quote_decisions.id").onDelete("cascade"))
    // 0 or 1: the spec's overall discount request ("meet you halfway") goes with it.
    .addColumn("wants_discount", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("note", "text")
    // The lines asked about (QuoteChangeLine[]) as JSON text, as quotes.lines is.
    .addColumn("lines", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("quote_change_requests_quote_idx")
    .on("quote_change_requests")
    .column("quote_id")
    .execute();

  // Today's words for yesterday's statuses. An undecided quote that had asked
  // for a discount is still waiting on that request; any other is still sent.
  await sql`update quotes set status = 'changes_requested'
    where status = 'discount_requested'
       or (status = 'undecided' and exists (
         select 1 from quote_decisions d where d.quote_id = quotes.id and d.request_type = 'discount'))`.execute(db);
  await sql`update quotes set status = 'sent' where status in ('new', 'undecided')`.execute(db);
  await sql`update quote_decisions set status_after = 'changes_requested'
    where status_after = 'discount_requested'
       or (status_after = 'undecided' and exists (
         select 1 from quote_decisions earlier
         where earlier.quote_id = quote_decisions.quote_id and earlier.request_type = 'discount'
           and earlier.created_at <= quote_decisions.created_at))`.execute(db);
  await sql`update quote_decisions set status_after = 'sent' where status_after in ('new', 'undecided')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update quote_decisions set status_after = 'discount_requested' where status_after = 'changes_requested'`.execute(
    db,
  );
  await sql`update quote_decisions set status_after = 'new' where status_after not in ('discount_requested', 'accepted', 'declined')`.execute(
    db,
  );
  await sql`update quotes set status = 'discount_requested' where status = 'changes_requested'`.execute(db);
  await sql`update quotes set status = 'new' where status not in ('discount_requested', 'accepted', 'declined')`.execute(
    db,
  );
  await db.schema.dropTable("quote_change_requests").execute();
  await db.schema.dropTable("quote_acceptances").execute();
  await db.schema.dropTable("quote_views").execute();
  await db.schema.dropIndex("quote_decisions_submission_key_idx").execute();
  await db.schema.dropIndex("quotes_live_token_hash_idx").execute();
  for (const [name] of [...DECISION_COLUMNS].reverse())
    await db.schema.alterTable("quote_decisions").dropColumn(name).execute();
  for (const [name] of [...QUOTE_COLUMNS].reverse()) await db.schema.alterTable("quotes").dropColumn(name).execute();
}
