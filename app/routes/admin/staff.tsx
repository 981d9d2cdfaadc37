// Staff accounts, for owners (issue 24): who may sign in and with which role,
// invitations by e-mail (a link that works for a week), role changes and
// removal, and the history of every change. Plain HTML forms: no React in
// the browser, as everywhere in the staff area.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/staff";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { SelectField, TextField } from "#app/ui/forms/form-field.tsx";
import { Button } from "#app/ui/button.tsx";
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import {
  STAFF_FORM_MESSAGES,
  inviteSchema,
  readStaffForm,
  removeSchema,
  revokeSchema,
  roleChangeSchema,
} from "#app/features/staff/accounts/staff-account-forms.ts";
import {
  STAFF_ROLES,
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROUTES,
} from "#app/features/staff/staff-roles.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import {
  changeStaffRole,
  inviteStaff,
  listOpenInvitations,
  listStaffAccounts,
  recentStaffAccountEvents,
  removeStaffAccount,
  revokeInvitation,
} from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/staff.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Staff accounts");

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: `${STAFF_ROLE_LABELS[role]}: ${STAFF_ROLE_DESCRIPTIONS[role].toLowerCase()}`,
}));

const EVENT_LABELS = {
  invited: "Invited",
  invitation_revoked: "Invitation withdrawn",
  joined: "Joined",
  role_changed: "Role changed",
  removed: "Removed",
  password_changed: "Changed their password",
  password_reset: "Reset their password by e-mail",
} as const;

const NOTICES: Readonly<Record<string, string>> = {
  invited: "Invitation sent. The link in it works for 7 days.",
  revoked: "Invitation withdrawn: its link no longer works.",
  role: "Role changed. It applies from the next page they open.",
  removed: "Account removed and signed out everywhere.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, access.loader);
  const { db } = await staffServicesFrom(context);
  const now = new Date();
  const [accounts, invitations, events] = await Promise.all([
    listStaffAccounts(db),
    listOpenInvitations(db),
    recentStaffAccountEvents(db),
  ]);
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    selfId: staff.staffId,
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
    notice: notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : null,
  };
}

type ActionErrors = { intent: string; target?: string; fieldErrors: FieldErrors; email?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const services = await staffServicesFrom(context);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const now = new Date();
  const refuse = (errors: ActionErrors, status = 400) => data<ActionErrors>(errors, { status });

  if (intent === "invite") {
    const read = readStaffForm(form, inviteSchema());
    if (!read.ok) return refuse({ intent, fieldErrors: read.fieldErrors, email: String(form.get("email") ?? "") });
    const result = await inviteStaff(services.db, { ...read.value, invitedBy: staff.email, now });
    if (result.status === "already_staff")
      return refuse(
        {
          intent,
          fieldErrors: { email: "E-mail address: this address already has an account." },
          email: read.value.email,
        },
        409,
      );
    services.kickOutbox();
    logInfo("staff.invited", { staffId: staff.staffId, role: read.value.role });
    return redirect("/admin/staff?notice=invited");
  }
  if (intent === "revoke") {
    const read = readStaffForm(form, revokeSchema());
    if (!read.ok) return refuse({ intent, fieldErrors: read.fieldErrors });
    const done = await revokeInvitation(services.db, { ...read.value, actorEmail: staff.email, now });
    if (!done)
      return refuse(
        { intent, target: read.value.invitationId, fieldErrors: { invitationId: STAFF_FORM_MESSAGES.invitation } },
        404,
      );
    return redirect("/admin/staff?notice=revoked");
  }
  if (intent === "role" || intent === "remove") {
    const read = intent === "role" ? readStaffForm(form, roleChangeSchema()) : readStaffForm(form, removeSchema());
    const target = String(form.get("staffId") ?? "");
    if (!read.ok) return refuse({ intent, target, fieldErrors: read.fieldErrors });
    const change = { actorId: staff.staffId, actorEmail: staff.email, targetId: read.value.staffId, now };
    const result =
      intent === "role" && "role" in read.value
        ? await changeStaffRole(services.db, { ...change, role: read.value.role })
        : await removeStaffAccount(services.db, change);
    if (result.status === "missing")
      return refuse({ intent, target, fieldErrors: { staffId: STAFF_FORM_MESSAGES.account } }, 404);
    if (result.status === "refused") return refuse({ intent, target, fieldErrors: { staffId: result.message } }, 409);
    logInfo(intent === "role" ? "staff.role_changed" : "staff.removed", { staffId: staff.staffId, target });
    return redirect(`/admin/staff?notice=${intent === "role" ? "role" : "removed"}`);
  }
  return refuse({
    intent: "unknown",
    fieldErrors: { intent: "This form's action is not one the page knows. Reload the page." },
  });
}

const cell = "px-3 py-2 align-top";

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  const errorsFor = (intent: string, target?: string) =>
    actionData && actionData.intent === intent && (target === undefined || actionData.target === target)
      ? actionData.fieldErrors
      : {};
  const inviteErrors = errorsFor("invite");
  return (
    <div className="grid gap-10">
      <div>
        <h1 className="text-3xl font-extrabold text-navy">Staff accounts</h1>
        <p className="mt-1 max-w-2xl text-muted">
          Who may sign in to the staff area, and what they may do. Owners can do everything; sales work the leads and
          quotes; editors run the catalogue and the site&apos;s content.
        </p>
        {loaderData.notice ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
            {loaderData.notice}
          </p>
        ) : null}
        {actionData?.fieldErrors.intent ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {actionData.fieldErrors.intent}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="text-xl font-bold text-navy">
          Accounts
        </h2>
        <ul className="mt-4 grid gap-4">
          {loaderData.accounts.map((account) => {
            const roleErrors = errorsFor("role", account.id);
            const removeErrors = errorsFor("remove", account.id);
            const self = account.id === loaderData.selfId;
            return (
              <li key={account.id} className="rounded-xl border border-line bg-white p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="break-all font-bold text-navy">
                    {account.email}
                    {self ? <span className="ml-2 text-sm font-normal text-muted">(you)</span> : null}
                  </h3>
                  <p className="text-sm text-muted">
                    {account.roleLabel} · joined {account.created} · last sign-in {account.lastLogin}
                  </p>
                </div>
                {self ? null : (
                  <div className="mt-3 flex flex-wrap items-start gap-6">
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <CsrfField />
                      <input type="hidden" name="intent" value="role" />
                      <input type="hidden" name="staffId" value={account.id} />
                      <SelectField
                        formId={`role-${account.id}`}
                        name="role"
                        label="Role"
                        placeholder="Choose a role"
                        options={ROLE_OPTIONS}
                        defaultValue={account.role}
                        error={roleErrors.role ?? roleErrors.staffId}
                      />
                      <Button type="submit" variant="outline" size="sm">
                        Change role
                      </Button>
                    </Form>
                    <Form method="post" className="grid gap-2">
                      <CsrfField />
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="staffId" value={account.id} />
                      <label className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          name="confirm"
                          className="size-4 accent-brand"
                          aria-describedby={
                            removeErrors.confirm || removeErrors.staffId ? `remove-${account.id}-error` : undefined
                          }
                        />
                        Yes, remove {account.email}
                      </label>
                      {removeErrors.confirm || removeErrors.staffId ? (
                        <p id={`remove-${account.id}-error`} className="text-sm font-medium text-danger">
                          {removeErrors.confirm ?? removeErrors.staffId}
                        </p>
                      ) : null}
                      <Button type="submit" variant="outline" size="sm" className="w-fit">
                        Remove account
                      </Button>
                    </Form>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="invite-heading" className="max-w-xl">
        <h2 id="invite-heading" className="text-xl font-bold text-navy">
          Invite someone
        </h2>
        <p className="mt-1 text-sm text-muted">
          They get an e-mail with a link to choose their password. The link works once, for 7 days.
        </p>
        <Form method="post" className="mt-4 grid gap-4" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="invite" />
          <TextField
            formId="invite"
            name="email"
            label="E-mail address"
            type="email"
            autoComplete="off"
            required
            defaultValue={actionData?.intent === "invite" ? actionData.email : ""}
            error={inviteErrors.email}
          />
          <SelectField
            formId="invite"
            name="role"
            label="Role"
            placeholder="Choose a role"
            options={ROLE_OPTIONS}
            required
            error={inviteErrors.role}
          />
          <Button type="submit" className="w-fit">
            Send invitation
          </Button>
        </Form>
      </section>

      <section aria-labelledby="invitations-heading">
        <h2 id="invitations-heading" className="text-xl font-bold text-navy">
          Open invitations
        </h2>
        {loaderData.invitations.length === 0 ? (
          <p className="mt-2 text-muted">None: everyone invited has joined.</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {loaderData.invitations.map((invitation) => (
              <li
                key={invitation.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4"
              >
                <p>
                  <span className="break-all font-semibold text-navy">{invitation.email}</span> as{" "}
                  {invitation.roleLabel}
                  <span className="block text-sm text-muted">
                    Sent {invitation.sent} by {invitation.invitedBy} ·{" "}
                    {invitation.expired ? `expired ${invitation.expires}` : `link works until ${invitation.expires}`}
                  </span>
                </p>
                <div className="flex gap-2">
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="intent" value="invite" />
                    <input type="hidden" name="email" value={invitation.email} />
                    <input type="hidden" name="role" value={invitation.role} />
                    <Button type="submit" variant="outline" size="sm">
                      Send again
                    </Button>
                  </Form>
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <Button type="submit" variant="outline" size="sm">
                      Withdraw
                    </Button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="history-heading">
        <h2 id="history-heading" className="text-xl font-bold text-navy">
          History
        </h2>
        {loaderData.events.length === 0 ? (
          <p className="mt-2 text-muted">No changes yet.</p>
        ) : (
          <table className="mt-4 w-full border-collapse text-left text-sm">
            <caption className="sr-only">The latest changes to staff accounts, newest first</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className={cell}>
                  When
                </th>
                <th scope="col" className={cell}>
                  What
                </th>
                <th scope="col" className={cell}>
                  Account
                </th>
                <th scope="col" className={cell}>
                  By
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.events.map((event, index) => (
                <tr key={index} className="border-b border-line">
                  <td className={`${cell} whitespace-nowrap`}>{event.when}</td>
                  <td className={cell}>
                    {event.label}
                    {event.detail ? ` (${event.detail})` : ""}
                  </td>
                  <td className={`${cell} break-all`}>{event.subjectEmail}</td>
                  <td className={`${cell} break-all`}>{event.actorEmail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
