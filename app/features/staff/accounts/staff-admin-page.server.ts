// Staff accounts, for owners (issue 24): what the page shows (accounts, open
// invitations, the history) and the steps behind its forms: invite, withdraw
// an invitation, change a role, remove an account (app/routes/admin/staff.tsx).
import {
  STAFF_FORM_MESSAGES,
  inviteSchema,
  readStaffForm,
  removeSchema,
  revokeSchema,
  roleChangeSchema,
} from "#app/features/staff/accounts/staff-account-forms.ts";
import {
  changeStaffRole,
  inviteStaff,
  listOpenInvitations,
  listStaffAccounts,
  recentStaffAccountEvents,
  removeStaffAccount,
  revokeInvitation,
} from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import type { SignedInStaff, StaffServices } from "#app/features/staff/staff-context.server.ts";
import { STAFF_ROLE_LABELS } from "#app/features/staff/staff-roles.ts";
import { formatSast } from "#app/features/leads/index.ts";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { type RouteOutcome, answer, redirectTo } from "#app/platform/http/route-outcome.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";

const EVENT_LABELS = {
  invited: "Invited",
  invitation_revoked: "Invitation withdrawn",
  joined: "Joined",
  role_changed: "Role changed",
  removed: "Removed",
  password_changed: "Changed their password",
  password_reset: "Reset their password by e-mail",
} as const;

export const STAFF_ADMIN_NOTICES: Readonly<Record<string, string>> = {
  invited: "Invitation sent. The link in it works for 7 days.",
  revoked: "Invitation withdrawn: its link no longer works.",
  role: "Role changed. It applies from the next page they open.",
  removed: "Account removed and signed out everywhere.",
};

export const STAFF_ADMIN_MESSAGES = {
  alreadyStaff: "E-mail address: this address already has an account.",
  unknownIntent: "This form's action is not one the page knows. Reload the page.",
} as const;

export async function staffAdminPage(
  services: Pick<StaffServices, "db">,
  { selfId, notice, now }: { selfId: string; notice: string | null; now: Date },
) {
  const [accounts, invitations, events] = await Promise.all([
    listStaffAccounts(services.db),
    listOpenInvitations(services.db),
    recentStaffAccountEvents(services.db),
  ]);
  return {
    selfId,
    accounts: accounts.map((account) => ({
      ...account,
      roleLabel: STAFF_ROLE_LABELS[account.role],
      created: formatSast(account.createdAt),
      lastLogin: account.lastLoginAt ? formatSast(account.lastLoginAt) : "Never",
    })),
    invitations: invitations.map((invitation) => ({
      ...invitation,
      roleLabel: STAFF_ROLE_LABELS[invitation.role],
      sent: formatSast(invitation.createdAt),
      expires: formatSast(invitation.expiresAt),
      expired: Date.parse(invitation.expiresAt) <= now.getTime(),
    })),
    events: events.map((event) => ({ ...event, label: EVENT_LABELS[event.action], when: formatSast(event.createdAt) })),
    notice: notice && Object.hasOwn(STAFF_ADMIN_NOTICES, notice) ? STAFF_ADMIN_NOTICES[notice] : null,
  };
}

export type StaffAdminPageData = Awaited<ReturnType<typeof staffAdminPage>>;

/** Which form a refusal belongs to (and which account's or invitation's), its messages and the address typed. */
export interface StaffAdminAnswer {
  intent: string;
  target?: string;
  fieldErrors: FieldErrors;
  email?: string;
}

interface StaffAdminPost {
  form: FormData;
  staff: Pick<SignedInStaff, "staffId" | "email">;
  now: Date;
}

type Outcome = RouteOutcome<StaffAdminAnswer>;

/** Invite, withdraw, change a role or remove, as the posted form's intent says. */
export async function staffAdminAction(services: StaffServices, post: StaffAdminPost): Promise<Outcome> {
  const intent = post.form.get("intent");
  if (intent === "invite") return invite(services, post);
  if (intent === "revoke") return revoke(services, post);
  if (intent === "role" || intent === "remove") return changeAccount(services, post, intent);
  return answer(400, { intent: "unknown", fieldErrors: { intent: STAFF_ADMIN_MESSAGES.unknownIntent } });
}

async function invite(services: StaffServices, { form, staff, now }: StaffAdminPost): Promise<Outcome> {
  const read = readStaffForm(form, inviteSchema());
  if (!read.ok)
    return answer(400, { intent: "invite", fieldErrors: read.fieldErrors, email: String(form.get("email") ?? "") });
  const result = await inviteStaff(services.db, { ...read.value, invitedBy: staff.email, now });
  if (result.status === "already_staff")
    return answer(409, {
      intent: "invite",
      fieldErrors: { email: STAFF_ADMIN_MESSAGES.alreadyStaff },
      email: read.value.email,
    });
  services.kickOutbox();
  logInfo("staff.invited", { staffId: staff.staffId, role: read.value.role });
  return redirectTo("/admin/staff?notice=invited");
}

async function revoke(services: StaffServices, { form, staff, now }: StaffAdminPost): Promise<Outcome> {
  const read = readStaffForm(form, revokeSchema());
  if (!read.ok) return answer(400, { intent: "revoke", fieldErrors: read.fieldErrors });
  const done = await revokeInvitation(services.db, { ...read.value, actorEmail: staff.email, now });
  if (!done)
    return answer(404, {
      intent: "revoke",
      target: read.value.invitationId,
      fieldErrors: { invitationId: STAFF_FORM_MESSAGES.invitation },
    });
  return redirectTo("/admin/staff?notice=revoked");
}

async function changeAccount(
  services: StaffServices,
  { form, staff, now }: StaffAdminPost,
  intent: "role" | "remove",
): Promise<Outcome> {
  const read = intent === "role" ? readStaffForm(form, roleChangeSchema()) : readStaffForm(form, removeSchema());
  const target = String(form.get("staffId") ?? "");
  if (!read.ok) return answer(400, { intent, target, fieldErrors: read.fieldErrors });
  const change = { actorId: staff.staffId, actorEmail: staff.email, targetId: read.value.staffId, now };
  const result =
    intent === "role" && "role" in read.value
      ? await changeStaffRole(services.db, { ...change, role: read.value.role })
      : await removeStaffAccount(services.db, change);
  if (result.status === "missing")
    return answer(404, { intent, target, fieldErrors: { staffId: STAFF_FORM_MESSAGES.account } });
  if (result.status === "refused") return answer(409, { intent, target, fieldErrors: { staffId: result.message } });
  logInfo(intent === "role" ? "staff.role_changed" : "staff.removed", { staffId: staff.staffId, target });
  return redirectTo(`/admin/staff?notice=${intent === "role" ? "role" : "removed"}`);
}
