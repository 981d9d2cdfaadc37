// Staff account e-mails and their single-use links (issue 24): what the outbox row
// holds (no token), the token minted at send time, and the live token a link
// stands for. Only the SHA-256 of a token is stored, as with sessions.
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { PASSWORD_RESET_VALID_MS, type StaffRole } from "#app/features/staff/staff-roles.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

/** What the outbox row of a staff account e-mail holds: no token, only what to mint one for. */
export type StaffAccountEmail =
  | { purpose: "invitation"; invitationId: string; email: string }
  | { purpose: "password_reset"; staffId: string; email: string };

export function isStaffAccountEmail(value: unknown): value is StaffAccountEmail {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  if (typeof record.email !== "string") return false;
  return (
    (record.purpose === "invitation" && typeof record.invitationId === "string") ||
    (record.purpose === "password_reset" && typeof record.staffId === "string")
  );
}

const TOKEN_BYTES = 32;
/** Longer than any token we issue; longer input is refused before hashing. */
const TOKEN_MAX_LENGTH = 64;

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export async function queueAccountEmail(trx: Kysely<Database>, email: StaffAccountEmail, now: Date): Promise<void> {
  await trx
    .insertInto("outbox")
    .values({
      id: newId(now.getTime()),
      lead_id: null,
      channel: "staff_account_email",
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
      payload: JSON.stringify(email),
    })
    .execute();
}

/**
 * Mints the link token of a queued e-mail, at send time: an invitation's
 * lasts until the invitation expires, a reset's an hour. Undefined when
 * there is nothing to send any more (invitation accepted, withdrawn or
 * expired; account removed).
 */
export async function mintAccountLinkToken(
  db: Kysely<Database>,
  email: StaffAccountEmail,
  now: Date,
): Promise<{ token: string; expiresAt: Date; invitation?: { role: StaffRole; invitedBy: string } } | undefined> {
  let expiresAt: Date;
  let invitationDetails: { role: StaffRole; invitedBy: string } | undefined;
  if (email.purpose === "invitation") {
    const invitation = await openInvitation(db, email.invitationId, now);
    if (!invitation) return undefined;
    expiresAt = new Date(invitation.expires_at);
    invitationDetails = { role: invitation.role, invitedBy: invitation.invited_by };
  } else {
    const staff = await db.selectFrom("staff_users").select("id").where("id", "=", email.staffId).executeTakeFirst();
    if (!staff) return undefined;
    expiresAt = new Date(now.getTime() + PASSWORD_RESET_VALID_MS);
  }
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await db
    .insertInto("staff_account_tokens")
    .values({
      token_hash: hashToken(token),
      purpose: email.purpose,
      invitation_id: email.purpose === "invitation" ? email.invitationId : null,
      staff_id: email.purpose === "password_reset" ? email.staffId : null,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return { token, expiresAt, invitation: invitationDetails };
}

export function openInvitation(db: Kysely<Database>, invitationId: string, now: Date) {
  return db
    .selectFrom("staff_invitations")
    .selectAll()
    .where("id", "=", invitationId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

export async function liveToken(
  db: Kysely<Database>,
  token: unknown,
  purpose: "invitation" | "password_reset",
  now: Date,
) {
  if (typeof token !== "string" || token.length === 0 || token.length > TOKEN_MAX_LENGTH) return undefined;
  return db
    .selectFrom("staff_account_tokens")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
}
