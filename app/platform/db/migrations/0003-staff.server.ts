// The staff side: accounts, their sessions, and the history of what staff did
// with each lead (status changes, notes, delivery retries).
// Portable types only, as in 0001. Sessions are looked up by the SHA-256 of
// their token, so a copy of this table does not let anyone sign in.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_users")
    .addColumn("id", "text", (col) => col.primaryKey())
    // Stored lower-cased and trimmed; unique.
    .addColumn("email", "text", (col) => col.notNull().unique())
    // "scrypt$N$r$p$salt$hash" (see password.server.ts).
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("password_changed_at", "text", (col) => col.notNull())
    .addColumn("last_login_at", "text")
    .execute();

  await db.schema
    .createTable("staff_sessions")
    // SHA-256 (hex) of the cookie's token.
    .addColumn("id_hash", "text", (col) => col.primaryKey())
    .addColumn("staff_id", "text", (col) => col.notNull().references("staff_users.id").onDelete("cascade"))
    // The synchronizer token every state-changing admin form must carry.
    .addColumn("csrf_token", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull())
    // The earlier of the absolute and the idle limit; refreshed on use.
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("ip_hash", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("staff_sessions_staff_id_idx").on("staff_sessions").column("staff_id").execute();
  await db.schema.createIndex("staff_sessions_expires_at_idx").on("staff_sessions").column("expires_at").execute();

  await db.schema
    .createTable("lead_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    // 'status', 'note' or 'retry'; checked in code.
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("from_status", "text")
    .addColumn("to_status", "text")
    .addColumn("note", "text")
    // The outbox row a retry was asked for.
    .addColumn("outbox_id", "text")
    // Kept as text, not a key: history outlives a removed account.
    .addColumn("staff_email", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_events_lead_id_idx").on("lead_events").columns(["lead_id", "created_at"]).execute();

  // The inbox filters by status, newest first.
  await db.schema.createIndex("leads_status_created_at_idx").on("leads").columns(["status", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_status_created_at_idx").execute();
  await db.schema.dropTable("lead_events").execute();
  await db.schema.dropTable("staff_sessions").execute();
  await db.schema.dropTable("staff_users").execute();
}
