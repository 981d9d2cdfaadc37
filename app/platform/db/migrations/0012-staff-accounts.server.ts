// Staff accounts run from the staff area (issue 24): each account's role,
// invitations the owner sends, the single-use links of invitations and
// password resets (kept by the SHA-256 of their token, as sessions are), and
// the history of who changed which account.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // 'owner', 'sales' or 'editor'; checked in code. Accounts from before roles were all-powerful: owners.
  await db.schema
    .alterTable("staff_users")
    .addColumn("role", "text", (col) => col.notNull().defaultTo(sql`'owner'`))
    .execute();

  await db.schema
    .createTable("staff_invitations")
    .addColumn("id", "text", (col) => col.primaryKey())
    // Lower-cased and trimmed, as staff_users.email.
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    // The owner who sent it (an address: the account may be removed later).
    .addColumn("invited_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("accepted_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("staff_invitations_email_idx").on("staff_invitations").column("email").execute();

  await db.schema
    .createTable("staff_account_tokens")
    // SHA-256 (hex) of the token in the e-mailed link.
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    // 'invitation' or 'password_reset'; checked in code.
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("invitation_id", "text")
    .addColumn("staff_id", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("staff_account_tokens_expires_idx")
    .on("staff_account_tokens")
    .column("expires_at")
    .execute();

  await db.schema
    .createTable("staff_account_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    // Who did it: an owner, or the member of staff themself (joined, password changed or reset).
    .addColumn("actor_email", "text", (col) => col.notNull())
    // 'invited', 'invitation_revoked', 'joined', 'role_changed', 'removed', 'password_changed', 'password_reset'.
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("subject_email", "text", (col) => col.notNull())
    // E.g. "Sales → Owner"; never a password or a token.
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("staff_account_events_created_idx")
    .on("staff_account_events")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_account_events").execute();
  await db.schema.dropTable("staff_account_tokens").execute();
  await db.schema.dropTable("staff_invitations").execute();
  await db.schema.alterTable("staff_users").dropColumn("role").execute();
}
