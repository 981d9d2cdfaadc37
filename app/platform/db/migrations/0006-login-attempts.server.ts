// Staff sign-in limits (decision 027): every attempt in the sliding window,
// the addresses each account has signed in from, the state of the burst
// e-mail, and outbox rows that belong to no lead (that e-mail is one).
import { type Kysely, sql } from "kysely";
import { dialectOf } from "#app/platform/db/dialect.server.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("login_attempts")
    .addColumn("id", "text", (col) => col.primaryKey())
    // SHA-256 of the normalised e-mail address typed (with or without an account).
    .addColumn("account_key", "text", (col) => col.notNull())
    // The hashed rate-limit key of the client address: no address is stored.
    .addColumn("address_key", "text", (col) => col.notNull())
    // 1 when the account had signed in from this address before: its account-wide limit does not apply.
    .addColumn("from_known_address", "integer", (col) => col.notNull().defaultTo(0))
    // 'pending' while the password is being checked, then 'failed'; a successful attempt is deleted.
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("attempted_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("login_attempts_account_idx")
    .on("login_attempts")
    .columns(["account_key", "attempted_at"])
    .execute();
  await db.schema
    .createIndex("login_attempts_address_idx")
    .on("login_attempts")
    .columns(["address_key", "attempted_at"])
    .execute();
  await db.schema.createIndex("login_attempts_attempted_at_idx").on("login_attempts").column("attempted_at").execute();

  await db.schema
    .createTable("staff_known_addresses")
    .addColumn("staff_id", "text", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    .addColumn("address_key", "text", (col) => col.notNull())
    .addColumn("last_signed_in_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("staff_known_addresses_pkey", ["staff_id", "address_key"])
    .execute();
  await db.schema
    .createIndex("staff_known_addresses_last_signed_in_at_idx")
    .on("staff_known_addresses")
    .column("last_signed_in_at")
    .execute();

  // The burst e-mail: the failure before the latest, and when this burst's e-mail was queued.
  await db.schema.alterTable("staff_users").addColumn("last_failed_sign_in_at", "text").execute();
  await db.schema.alterTable("staff_users").addColumn("failed_sign_ins_alerted_at", "text").execute();

  await setOutboxLeadRequired(db, false);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from outbox where lead_id is null`.execute(db);
  await setOutboxLeadRequired(db, true);
  await db.schema.alterTable("staff_users").dropColumn("failed_sign_ins_alerted_at").execute();
  await db.schema.alterTable("staff_users").dropColumn("last_failed_sign_in_at").execute();
  await db.schema.dropTable("staff_known_addresses").execute();
  await db.schema.dropTable("login_attempts").execute();
}

/**
 * Makes outbox.lead_id optional (or required again). PostgreSQL alters the
 * column; SQLite cannot, so the table is rebuilt from its own definition with
 * only that constraint changed, its rows copied and its indexes recreated.
 */
async function setOutboxLeadRequired(db: Kysely<unknown>, required: boolean): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql.raw(`alter table outbox alter column lead_id ${required ? "set not null" : "drop not null"}`).execute(db);
    return;
  }
  const { rows } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'outbox'`.execute(db);
  const definition = rows[0]?.sql ?? "";
  const changed = required
    ? definition.replace(/("lead_id" text)( references)/i, "$1 not null$2")
    : definition.replace(/("lead_id" text) not null/i, "$1");
  if (changed === definition) throw new Error("outbox.lead_id is not defined as this migration expects");
  const { rows: indexes } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = 'outbox' and sql is not null`.execute(db);
  await sql.raw(changed.replace(/^create table "outbox"/i, 'create table "outbox_rebuilt"')).execute(db);
  await sql`insert into outbox_rebuilt select * from outbox`.execute(db);
  await sql`drop table outbox`.execute(db);
  await sql`alter table outbox_rebuilt rename to outbox`.execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}
