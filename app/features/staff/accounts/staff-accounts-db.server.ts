// Staff accounts run from the staff area (issue 24): invitations, single-use
// links for joining and for resetting a password, roles, removal, and the
// history of each change. Links (staff-account-links.server.ts) are minted when their e-mail is sent (the
// outbox's staff_account_email sender), so the outbox never holds a token;
// only the SHA-256 of a token is stored, as with sessions.
import type { Kysely } from "kysely";
import {
  INVITATION_VALID_MS,
  type StaffRole,
  accountChangeProblem,
  STAFF_ROLE_LABELS,
} from "#app/features/staff/staff-roles.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { StaffAccountAction } from "#app/features/staff/staff-tables.server.ts";
import {
  liveToken,
  openInvitation,
  queueAccountEmail,
} from "#app/features/staff/accounts/staff-account-links.server.ts";

export interface StaffAccountListing {
  id: string;
  email: string;
  role: StaffRole;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface StaffInvitation {
  id: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

export interface StaffAccountEvent {
  actorEmail: string;
  action: StaffAccountAction;
  subjectEmail: string;
  detail: string | null;
  createdAt: string;
}

export async function listStaffAccounts(db: Kysely<Database>): Promise<StaffAccountListing[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "email", "role", "created_at", "last_login_at"])
    .orderBy("email")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  }));
}

/** Invitations neither accepted nor withdrawn, newest first; expired ones too, so the owner can send them again. */
export async function listOpenInvitations(db: Kysely<Database>): Promise<StaffInvitation[]> {
  const rows = await db
    .selectFrom("staff_invitations")
    .selectAll()
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }));
}

export async function recentStaffAccountEvents(db: Kysely<Database>, limit = 30): Promise<StaffAccountEvent[]> {
  const rows = await db
    .selectFrom("staff_account_events")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    actorEmail: row.actor_email,
    action: row.action,
    subjectEmail: row.subject_email,
    detail: row.detail,
    createdAt: row.created_at,
  }));
}

async function recordEvent(
  trx: Kysely<Database>,
  event: { actorEmail: string; action: StaffAccountAction; subjectEmail: string; detail?: string },
  now: Date,
): Promise<void> {
  await trx
    .insertInto("staff_account_events")
    .values({
      id: newId(now.getTime()),
      actor_email: event.actorEmail,
      action: event.action,
      subject_email: event.subjectEmail,
      detail: event.detail ?? null,
      created_at: now.toISOString(),
    })
    .execute();
}

export type InviteResult = { status: "invited"; invitationId: string } | { status: "already_staff" };

/**
 * Invites an address to join with a role and queues the e-mail. Inviting an
 * address again replaces its open invitation (a new week, a new link).
 */
export async function inviteStaff(
  db: Kysely<Database>,
  input: { email: string; role: StaffRole; invitedBy: string; now: Date },
): Promise<InviteResult> {
  const { email, role, invitedBy, now } = input;
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst();
    if (existing) return { status: "already_staff" } as const;
    await trx
      .updateTable("staff_invitations")
      .set({ revoked_at: now.toISOString() })
      .where("email", "=", email)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .execute();
    const invitationId = newId(now.getTime());
    await trx
      .insertInto("staff_invitations")
      .values({
        id: invitationId,
        email,
        role,
        invited_by: invitedBy,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + INVITATION_VALID_MS).toISOString(),
        accepted_at: null,
        revoked_at: null,
      })
      .execute();
    await queueAccountEmail(trx, { purpose: "invitation", invitationId, email }, now);
    await recordEvent(
      trx,
      { actorEmail: invitedBy, action: "invited", subjectEmail: email, detail: STAFF_ROLE_LABELS[role] },
      now,
    );
    return { status: "invited", invitationId } as const;
  });
}

/** Withdraws an open invitation: its link stops working. False when there is none. */
export async function revokeInvitation(
  db: Kysely<Database>,
  input: { invitationId: string; actorEmail: string; now: Date },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom("staff_invitations")
      .select(["email"])
      .where("id", "=", input.invitationId)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (!invitation) return false;
    await trx
      .updateTable("staff_invitations")
      .set({ revoked_at: input.now.toISOString() })
      .where("id", "=", input.invitationId)
      .execute();
    await recordEvent(
      trx,
      { actorEmail: input.actorEmail, action: "invitation_revoked", subjectEmail: invitation.email },
      input.now,
    );
    return true;
  });
}

/** The open invitation an invitation link stands for, or undefined (unknown, used, expired or withdrawn). */
export async function invitationForToken(
  db: Kysely<Database>,
  token: unknown,
  now: Date,
): Promise<{ email: string; role: StaffRole } | undefined> {
  const row = await liveToken(db, token, "invitation", now);
  if (!row?.invitation_id) return undefined;
  const invitation = await openInvitation(db, row.invitation_id, now);
  return invitation ? { email: invitation.email, role: invitation.role } : undefined;
}

/** The account a reset link stands for, or undefined. */
export async function accountForResetToken(
  db: Kysely<Database>,
  token: unknown,
  now: Date,
): Promise<{ id: string; email: string } | undefined> {
  const row = await liveToken(db, token, "password_reset", now);
  if (!row?.staff_id) return undefined;
  return db.selectFrom("staff_users").select(["id", "email"]).where("id", "=", row.staff_id).executeTakeFirst();
}

export type JoinResult = { status: "joined"; email: string; role: StaffRole } | { status: "invalid" };

/** Creates the invited account with its password; the link is used up. */
export async function acceptInvitation(
  db: Kysely<Database>,
  input: { token: unknown; passwordHash: string; now: Date },
): Promise<JoinResult> {
  const { now } = input;
  return db.transaction().execute(async (trx) => {
    const row = await liveToken(trx, input.token, "invitation", now);
    if (!row?.invitation_id) return { status: "invalid" } as const;
    const invitation = await openInvitation(trx, row.invitation_id, now);
    if (!invitation) return { status: "invalid" } as const;
    const inserted = await trx
      .insertInto("staff_users")
      .values({
        id: newId(now.getTime()),
        email: invitation.email,
        password_hash: input.passwordHash,
        created_at: now.toISOString(),
        password_changed_at: now.toISOString(),
        role: invitation.role,
      })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { status: "invalid" } as const;
    await trx
      .updateTable("staff_account_tokens")
      .set({ used_at: now.toISOString() })
      .where("token_hash", "=", row.token_hash)
      .execute();
    await trx
      .updateTable("staff_invitations")
      .set({ accepted_at: now.toISOString() })
      .where("id", "=", invitation.id)
      .execute();
    await recordEvent(
      trx,
      {
        actorEmail: invitation.email,
        action: "joined",
        subjectEmail: invitation.email,
        detail: STAFF_ROLE_LABELS[invitation.role],
      },
      now,
    );
    return { status: "joined", email: invitation.email, role: invitation.role } as const;
  });
}

/**
 * Queues a reset e-mail when the address has an account. The caller answers
 * the same either way, so the form does not tell who has an account.
 */
export async function requestPasswordReset(db: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const staff = await trx.selectFrom("staff_users").select("id").where("email", "=", email).executeTakeFirst();
    if (!staff) return false;
    await queueAccountEmail(trx, { purpose: "password_reset", staffId: staff.id, email }, now);
    return true;
  });
}

/** Sets a new password from a reset link: every session ends and every reset link of the account is used up. */
export async function resetPasswordWithToken(
  db: Kysely<Database>,
  input: { token: unknown; passwordHash: string; now: Date },
): Promise<{ status: "reset"; email: string } | { status: "invalid" }> {
  const { now } = input;
  return db.transaction().execute(async (trx) => {
    const row = await liveToken(trx, input.token, "password_reset", now);
    if (!row?.staff_id) return { status: "invalid" } as const;
    const staff = await trx
      .selectFrom("staff_users")
      .select(["id", "email"])
      .where("id", "=", row.staff_id)
      .executeTakeFirst();
    if (!staff) return { status: "invalid" } as const;
    await trx
      .updateTable("staff_users")
      .set({ password_hash: input.passwordHash, password_changed_at: now.toISOString() })
      .where("id", "=", staff.id)
      .execute();
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", staff.id).execute();
    await trx
      .updateTable("staff_account_tokens")
      .set({ used_at: now.toISOString() })
      .where("staff_id", "=", staff.id)
      .where("used_at", "is", null)
      .execute();
    await recordEvent(trx, { actorEmail: staff.email, action: "password_reset", subjectEmail: staff.email }, now);
    return { status: "reset", email: staff.email } as const;
  });
}

/** A signed-in member of staff's new password: their other sessions end, this one stays. */
export async function changeOwnPassword(
  db: Kysely<Database>,
  input: { staffId: string; email: string; passwordHash: string; keepSessionHash: string; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ password_hash: input.passwordHash, password_changed_at: input.now.toISOString() })
      .where("id", "=", input.staffId)
      .execute();
    await trx
      .deleteFrom("staff_sessions")
      .where("staff_id", "=", input.staffId)
      .where("id_hash", "!=", input.keepSessionHash)
      .execute();
    await recordEvent(
      trx,
      { actorEmail: input.email, action: "password_changed", subjectEmail: input.email },
      input.now,
    );
  });
}

export type AccountChangeResult =
  { status: "done"; email: string } | { status: "refused"; message: string } | { status: "missing" };

async function summaries(trx: Kysely<Database>) {
  return trx.selectFrom("staff_users").select(["id", "email", "role"]).execute();
}

/** The owner gives an account another role; the rules of accountChangeProblem hold, checked in the transaction. */
export async function changeStaffRole(
  db: Kysely<Database>,
  input: { actorId: string; actorEmail: string; targetId: string; role: StaffRole; now: Date },
): Promise<AccountChangeResult> {
  return db.transaction().execute(async (trx) => {
    const accounts = await summaries(trx);
    const target = accounts.find((account) => account.id === input.targetId);
    if (!target) return { status: "missing" } as const;
    const problem = accountChangeProblem({ kind: "role", role: input.role }, input.actorId, target, accounts);
    if (problem) return { status: "refused", message: problem } as const;
    if (target.role === input.role) return { status: "done", email: target.email } as const;
    await trx.updateTable("staff_users").set({ role: input.role }).where("id", "=", target.id).execute();
    await recordEvent(
      trx,
      {
        actorEmail: input.actorEmail,
        action: "role_changed",
        subjectEmail: target.email,
        detail: `${STAFF_ROLE_LABELS[target.role]} → ${STAFF_ROLE_LABELS[input.role]}`,
      },
      input.now,
    );
    return { status: "done", email: target.email } as const;
  });
}

/** The owner removes an account: its sessions and unused links end at once; the history it wrote keeps its address. */
export async function removeStaffAccount(
  db: Kysely<Database>,
  input: { actorId: string; actorEmail: string; targetId: string; now: Date },
): Promise<AccountChangeResult> {
  return db.transaction().execute(async (trx) => {
    const accounts = await summaries(trx);
    const target = accounts.find((account) => account.id === input.targetId);
    if (!target) return { status: "missing" } as const;
    const problem = accountChangeProblem({ kind: "remove" }, input.actorId, target, accounts);
    if (problem) return { status: "refused", message: problem } as const;
    await trx.deleteFrom("staff_sessions").where("staff_id", "=", target.id).execute();
    await trx.deleteFrom("staff_account_tokens").where("staff_id", "=", target.id).execute();
    await trx.deleteFrom("staff_users").where("id", "=", target.id).execute();
    await recordEvent(
      trx,
      {
        actorEmail: input.actorEmail,
        action: "removed",
        subjectEmail: target.email,
        detail: STAFF_ROLE_LABELS[target.role],
      },
      input.now,
    );
    return { status: "done", email: target.email } as const;
  });
}
