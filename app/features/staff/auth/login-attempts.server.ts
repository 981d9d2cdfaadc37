// Staff sign-in attempts in the database (decision 027). An attempt is
// reserved before its password is checked: the locks are read and the
// attempt counted in one transaction that no other attempt on the same
// account or address can interleave with (SQLite: BEGIN IMMEDIATE; PostgreSQL:
// an advisory lock per key), so concurrent guesses can never pass a limit.
// The check's outcome settles it: a failure stays counted, a success is
// forgotten with the earlier failures from that address on that account.
import { type Kysely, sql } from "kysely";
import {
  KNOWN_ADDRESS_MS,
  LOGIN_WINDOW_MS,
  type LoginFailures,
  type LoginLock,
  afterFailure,
  loginLock,
} from "#app/features/staff/login-limits.ts";
import type { StaffLoginAlert } from "#app/features/staff/auth/staff-login-alert.ts";
import { dialectOf } from "#app/platform/db/dialect.server.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import { queueOutboxMessage } from "#app/platform/mail/outbox-db.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

/** Who is signing in, as the counters know them: hashed account and client address keys. */
export interface LoginSubject {
  accountKey: string;
  addressKey: string;
  /** The account behind the address typed, when there is one. */
  staff?: { id: string; email: string };
}

export type LoginReservation =
  | { status: "locked"; lock: LoginLock }
  /** `lockIfFailed`: the lock this attempt sets off if its password is wrong, so the answer can say so at once. */
  | { status: "reserved"; attemptId: string; lockIfFailed?: LoginLock };

/** Holds every other attempt on these keys back until the transaction ends (PostgreSQL; SQLite's writer lock already does). */
async function serialiseOn(trx: Kysely<Database>, keys: readonly string[]): Promise<void> {
  if (dialectOf(trx) !== "postgres") return;
  // Always in the same order, so two attempts never wait for each other.
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

async function addressIsKnown(trx: Kysely<Database>, subject: LoginSubject, now: Date): Promise<boolean> {
  if (!subject.staff) return false;
  const row = await trx
    .selectFrom("staff_known_addresses")
    .select("staff_id")
    .where("staff_id", "=", subject.staff.id)
    .where("address_key", "=", subject.addressKey)
    .where("last_signed_in_at", ">", new Date(now.getTime() - KNOWN_ADDRESS_MS).toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** The failures of the window that bear on this attempt, and the lock they set, if any. */
async function readLoginLock(
  db: Kysely<Database>,
  subject: LoginSubject,
  now: Date,
): Promise<{ failures: LoginFailures; known: boolean; lock: LoginLock | undefined }> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const rows = await db
    .selectFrom("login_attempts")
    .select(["account_key", "address_key", "from_known_address", "attempted_at"])
    .where("attempted_at", ">", since)
    .where((eb) => eb.or([eb("account_key", "=", subject.accountKey), eb("address_key", "=", subject.addressKey)]))
    .execute();
  const failures = {
    accountFromAddress: [] as number[],
    address: [] as number[],
    accountFromUnknownAddresses: [] as number[],
  };
  for (const row of rows) {
    const at = Date.parse(row.attempted_at);
    const sameAccount = row.account_key === subject.accountKey;
    const sameAddress = row.address_key === subject.addressKey;
    if (sameAddress) failures.address.push(at);
    if (sameAccount && sameAddress) failures.accountFromAddress.push(at);
    if (sameAccount && Number(row.from_known_address) === 0) failures.accountFromUnknownAddresses.push(at);
  }
  const known = await addressIsKnown(db, subject, now);
  return { failures, known, lock: loginLock(failures, known, now.getTime()) };
}

/**
 * The lock that would refuse an attempt now, read without writing: an
 * attempt that is refused anyway costs neither a write nor a password check.
 * Only reserveLoginAttempt's answer is final (another attempt may come first).
 */
export async function currentLoginLock(
  db: Kysely<Database>,
  subject: LoginSubject,
  now: Date = new Date(),
): Promise<LoginLock | undefined> {
  return (await readLoginLock(db, subject, now)).lock;
}

/**
 * Counts an attempt before its password is checked, unless a lock refuses
 * it; refused attempts are not counted (they cost nothing to answer).
 */
export async function reserveLoginAttempt(
  db: Kysely<Database>,
  subject: LoginSubject,
  now: Date = new Date(),
): Promise<LoginReservation> {
  return db.transaction().execute(async (trx) => {
    await serialiseOn(trx, [subject.accountKey, subject.addressKey]);
    const { failures, known, lock } = await readLoginLock(trx, subject, now);
    if (lock) return { status: "locked", lock };

    const counted: LoginFailures = {
      accountFromAddress: [...failures.accountFromAddress, now.getTime()],
      address: [...failures.address, now.getTime()],
      accountFromUnknownAddresses: known
        ? failures.accountFromUnknownAddresses
        : [...failures.accountFromUnknownAddresses, now.getTime()],
    };
    const lockIfFailed = loginLock(counted, known, now.getTime());
    const attemptId = newId(now.getTime());
    await trx
      .insertInto("login_attempts")
      .values({
        id: attemptId,
        account_key: subject.accountKey,
        address_key: subject.addressKey,
        from_known_address: known ? 1 : 0,
        outcome: "pending",
        attempted_at: now.toISOString(),
      })
      .execute();
    return { status: "reserved", attemptId, ...(lockIfFailed ? { lockIfFailed } : {}) };
  });
}

/** Forgets a reserved attempt whose password was never checked (every check was busy). */
export async function releaseLoginAttempt(db: Kysely<Database>, attemptId: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("id", "=", attemptId).execute();
}

/**
 * Records a wrong password (or an address without an account). For an
 * account, queues the burst e-mail to its owner when this failure makes a
 * burst (at most one a burst), if `alertsSendable`. Returns the alert queued.
 */
export async function recordFailedLogin(
  db: Kysely<Database>,
  subject: LoginSubject,
  attemptId: string,
  options: { alertsSendable: boolean; now?: Date },
): Promise<StaffLoginAlert | undefined> {
  const now = options.now ?? new Date();
  const { staff } = subject;
  if (!staff) {
    await db.updateTable("login_attempts").set({ outcome: "failed" }).where("id", "=", attemptId).execute();
    return undefined;
  }
  return db.transaction().execute(async (trx) => {
    // The account's lock alone: two failures settling at once must not both send the e-mail.
    await serialiseOn(trx, [subject.accountKey]);
    await trx.updateTable("login_attempts").set({ outcome: "failed" }).where("id", "=", attemptId).execute();
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
    const recent = await trx
      .selectFrom("login_attempts")
      .select(["address_key", "attempted_at"])
      .where("account_key", "=", subject.accountKey)
      .where("outcome", "=", "failed") // checks still running are no failures yet
      .where("attempted_at", ">", since)
      .orderBy("attempted_at")
      .execute();
    const account = await trx
      .selectFrom("staff_users")
      .select(["last_failed_sign_in_at", "failed_sign_ins_alerted_at"])
      .where("id", "=", staff.id)
      .executeTakeFirst();
    if (!account) return undefined; // removed meanwhile
    const burst = afterFailure(
      {
        previousFailureAt: account.last_failed_sign_in_at ? Date.parse(account.last_failed_sign_in_at) : null,
        alertedAt: account.failed_sign_ins_alerted_at ? Date.parse(account.failed_sign_ins_alerted_at) : null,
      },
      recent.length,
      now.getTime(),
    );
    const sendAlert = burst.sendAlert && options.alertsSendable;
    await trx
      .updateTable("staff_users")
      .set({
        last_failed_sign_in_at: now.toISOString(),
        // Without a way to send it, no e-mail counts as sent: the next burst will try again.
        failed_sign_ins_alerted_at:
          burst.alertedAt === null || (burst.sendAlert && !sendAlert) ? null : new Date(burst.alertedAt).toISOString(),
      })
      .where("id", "=", staff.id)
      .execute();
    if (!sendAlert) return undefined;
    const alert: StaffLoginAlert = {
      kind: "failed_sign_ins",
      email: staff.email,
      failures: recent.length,
      networks: new Set(recent.map((row) => row.address_key)).size,
      firstAt: recent[0]?.attempted_at ?? now.toISOString(),
      lastAt: now.toISOString(),
    };
    await queueOutboxMessage(trx, "staff_alert", alert, now);
    return alert;
  });
}

/**
 * Records a successful sign-in: the attempt and the earlier failures from
 * this address on this account are forgotten, and the address becomes one
 * the account is known to use.
 */
export async function recordSuccessfulLogin(
  db: Kysely<Database>,
  subject: LoginSubject & { staff: { id: string; email: string } },
  attemptId: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("login_attempts").where("id", "=", attemptId).execute();
    await trx
      .deleteFrom("login_attempts")
      .where("account_key", "=", subject.accountKey)
      .where("address_key", "=", subject.addressKey)
      .execute();
    await trx
      .insertInto("staff_known_addresses")
      .values({ staff_id: subject.staff.id, address_key: subject.addressKey, last_signed_in_at: now.toISOString() })
      .onConflict((oc) => oc.columns(["staff_id", "address_key"]).doUpdateSet({ last_signed_in_at: now.toISOString() }))
      .execute();
  });
}

/** Deletes attempts that have left the window and addresses not used for a long time; returns how many rows. */
export async function pruneLoginAttempts(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const attempts = await db
    .deleteFrom("login_attempts")
    .where("attempted_at", "<=", new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString())
    .executeTakeFirst();
  const addresses = await db
    .deleteFrom("staff_known_addresses")
    .where("last_signed_in_at", "<=", new Date(now.getTime() - KNOWN_ADDRESS_MS).toISOString())
    .executeTakeFirst();
  return Number(attempts.numDeletedRows) + Number(addresses.numDeletedRows);
}
