// Staff accounts and their sessions. Passwords arrive here already hashed
// (auth/password.server.ts); sessions are stored by the SHA-256 of the token
// the cookie carries, never by the token itself.
import type { Kysely } from "kysely";
import { cappedOptionalText } from "#app/platform/forms/storable-text.ts";
import { DEFAULT_STAFF_ROLE, type StaffRole } from "#app/features/staff/staff-roles.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { StaffSessionRow, StaffUserRow } from "#app/features/staff/staff-tables.server.ts";
import { STORED_TEXT_MAX } from "#app/platform/db/text-limits.server.ts";

export interface StaffUser {
  id: string;
  email: string;
  passwordHash: string;
  createdAt: string;
  passwordChangedAt: string;
  lastLoginAt: string | null;
  role: StaffRole;
}

export interface StaffSession {
  idHash: string;
  staffId: string;
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

function toStaffUser(row: StaffUserRow): StaffUser {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
    passwordChangedAt: row.password_changed_at,
    lastLoginAt: row.last_login_at,
    role: row.role,
  };
}

function toSession(row: StaffSessionRow): StaffSession {
  return {
    idHash: row.id_hash,
    staffId: row.staff_id,
    csrfToken: row.csrf_token,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
  };
}

/** Creates an account; false when the address already has one. */
export async function createStaffUser(
  db: Kysely<Database>,
  input: { email: string; passwordHash: string; role?: StaffRole; now?: Date },
): Promise<{ created: boolean; id?: string }> {
  const now = (input.now ?? new Date()).toISOString();
  const id = newId();
  const inserted = await db
    .insertInto("staff_users")
    .values({
      id,
      email: input.email,
      password_hash: input.passwordHash,
      created_at: now,
      password_changed_at: now,
      role: input.role ?? DEFAULT_STAFF_ROLE,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted ? { created: true, id: inserted.id } : { created: false };
}

/** Sets a new password and signs the account out everywhere. False when there is no such account. */
export async function setStaffPassword(
  db: Kysely<Database>,
  email: string,
  passwordHash: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst();
    if (!user) return false;
    await trx
      .updateTable("staff_users")
      .set({ password_hash: passwordHash, password_changed_at: now.toISOString() })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", user.id).execute();
    return true;
  });
}

/** Removes an account and its sessions; the history it wrote keeps its address. */
export async function deleteStaffUser(db: Kysely<Database>, email: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst();
    if (!user) return false;
    // Explicit, not left to the foreign key: SQLite enforces it only when the pragma is on.
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", user.id).execute();
    await trx.deleteFrom("staff_users").where("id", "=", user.id).execute();
    return true;
  });
}

export async function countStaffUsers(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("staff_users")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findStaffByEmail(db: Kysely<Database>, email: string): Promise<StaffUser | undefined> {
  const row = await db.selectFrom("staff_users").selectAll().where("email", "=", email).executeTakeFirst();
  return row ? toStaffUser(row) : undefined;
}

export async function listStaffEmails(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("staff_users").select("email").orderBy("email").execute();
  return rows.map((row) => row.email);
}

export interface NewStaffSession {
  idHash: string;
  staffId: string;
  csrfToken: string;
  expiresAt: Date;
  ipHash?: string | null;
  userAgent?: string | null;
  now: Date;
}

/** Stores a new session and records the sign-in on the account. */
export async function createStaffSession(db: Kysely<Database>, input: NewStaffSession): Promise<void> {
  const now = input.now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("staff_sessions")
      .values({
        id_hash: input.idHash,
        staff_id: input.staffId,
        csrf_token: input.csrfToken,
        created_at: now,
        last_seen_at: now,
        expires_at: input.expiresAt.toISOString(),
        ip_hash: input.ipHash ?? null,
        user_agent: cappedOptionalText(input.userAgent, STORED_TEXT_MAX.userAgent),
      })
      .execute();
    await trx.updateTable("staff_users").set({ last_login_at: now }).where("id", "=", input.staffId).execute();
  });
}

/** The live session with this token hash and its account, or undefined (unknown or expired). */
export async function findStaffSession(
  db: Kysely<Database>,
  idHash: string,
  now: Date,
): Promise<{ session: StaffSession; staff: StaffUser } | undefined> {
  const session = await db
    .selectFrom("staff_sessions")
    .selectAll()
    .where("id_hash", "=", idHash)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!session) return undefined;
  const staff = await db.selectFrom("staff_users").selectAll().where("id", "=", session.staff_id).executeTakeFirst();
  if (!staff) return undefined;
  return { session: toSession(session), staff: toStaffUser(staff) };
}

/** Marks the session used now and moves its expiry (never past the caller's absolute limit). */
export async function touchStaffSession(
  db: Kysely<Database>,
  idHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .updateTable("staff_sessions")
    .set({ last_seen_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .where("id_hash", "=", idHash)
    .execute();
}

export async function deleteStaffSession(db: Kysely<Database>, idHash: string): Promise<void> {
  await db.deleteFrom("staff_sessions").where("id_hash", "=", idHash).execute();
}

/** Deletes sessions that have expired; returns how many. */
export async function pruneStaffSessions(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom("staff_sessions").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
