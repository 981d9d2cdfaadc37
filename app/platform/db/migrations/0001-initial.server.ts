// Leads, their notification outbox, and shared rate-limit counters.
// Only portable column types: text, integer. Enumerations open to growth (lead
// kind, outbox channel) are checked in code, not by CHECK constraints, because
// widening a CHECK in SQLite means rebuilding the table.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
    .addColumn("full_name", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("referrer", "text")
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("marketing_consent", "integer", (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`marketing_consent in (0, 1)`),
    )
    .addColumn("consent_at", "text")
    .addColumn("idempotency_key", "text", (col) => col.unique())
    .addColumn("ip_hash", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  // Staff lists are newest first, optionally per kind; search looks up contacts.
  await db.schema.createIndex("leads_created_at_idx").on("leads").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("leads_kind_created_at_idx").on("leads").columns(["kind", "created_at"]).execute();
  await db.schema.createIndex("leads_email_idx").on("leads").column("email").execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lead_id", "text", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("channel", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) =>
      col
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending', 'sent', 'failed')`),
    )
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .execute();

  // The worker's query: pending rows that are due.
  await db.schema
    .createIndex("outbox_status_next_attempt_at_idx")
    .on("outbox")
    .columns(["status", "next_attempt_at"])
    .execute();
  // PostgreSQL does not index foreign keys by itself; lookups by lead need it.
  await db.schema.createIndex("outbox_lead_id_idx").on("outbox").column("lead_id").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("window_start", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("rate_limits_pkey", ["key", "window_start"])
    .execute();
  // Pruning deletes old windows across all keys.
  await db.schema.createIndex("rate_limits_window_start_idx").on("rate_limits").column("window_start").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("leads").execute();
}
