// Staff accounts, for owners (issue 24): each account with its role form and
// removal, the invitation form, the open invitations and the history. Plain
// HTML forms: no React in the browser, as everywhere in the staff area.
import { Form } from "react-router";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import { SelectField, TextField } from "#app/ui/forms/form-field.tsx";
import { Button } from "#app/ui/button.tsx";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { STAFF_ROLES, STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS } from "#app/features/staff/staff-roles.ts";
import type { StaffAdminAnswer, StaffAdminPageData } from "#app/features/staff/accounts/staff-admin-page.server.ts";
import { StaffHistory } from "#app/features/staff/accounts/staff-history-view.tsx";

type Account = StaffAdminPageData["accounts"][number];
type Invitation = StaffAdminPageData["invitations"][number];

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({
  value: role,
  label: `${STAFF_ROLE_LABELS[role]}: ${STAFF_ROLE_DESCRIPTIONS[role].toLowerCase()}`,
}));

/** The messages of a refused post, for the form it came from (and the account it named) only. */
function errorsFor(answer: StaffAdminAnswer | undefined, intent: string, target?: string): FieldErrors {
  return answer && answer.intent === intent && (target === undefined || answer.target === target)
    ? answer.fieldErrors
    : {};
}

function RoleForm({ account, answer }: { account: Account; answer?: StaffAdminAnswer }) {
  const roleErrors = errorsFor(answer, "role", account.id);
  return (
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
  );
}

function RemoveForm({ account, answer }: { account: Account; answer?: StaffAdminAnswer }) {
  const removeErrors = errorsFor(answer, "remove", account.id);
  return (
    <Form method="post" className="grid gap-2">
      <CsrfField />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="staffId" value={account.id} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="confirm"
          className="size-4 accent-brand"
          aria-describedby={removeErrors.confirm || removeErrors.staffId ? `remove-${account.id}-error` : undefined}
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
  );
}

function AccountCard({ account, self, answer }: { account: Account; self: boolean; answer?: StaffAdminAnswer }) {
  return (
    <li className="rounded-xl border border-line bg-white p-4">
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
          <RoleForm account={account} answer={answer} />
          <RemoveForm account={account} answer={answer} />
        </div>
      )}
    </li>
  );
}

function InviteForm({ answer }: { answer?: StaffAdminAnswer }) {
  const inviteErrors = errorsFor(answer, "invite");
  return (
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
          defaultValue={answer?.intent === "invite" ? answer.email : ""}
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
  );
}

function InvitationItem({ invitation }: { invitation: Invitation }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4">
      <p>
        <span className="break-all font-semibold text-navy">{invitation.email}</span> as {invitation.roleLabel}
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
  );
}

function OpenInvitations({ invitations }: { invitations: Invitation[] }) {
  return (
    <section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" className="text-xl font-bold text-navy">
        Open invitations
      </h2>
      {invitations.length === 0 ? (
        <p className="mt-2 text-muted">None: everyone invited has joined.</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {invitations.map((invitation) => (
            <InvitationItem key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function StaffAdmin({ page, answer }: { page: StaffAdminPageData; answer?: StaffAdminAnswer }) {
  return (
    <div className="grid gap-10">
      <div>
        <h1 className="text-3xl font-extrabold text-navy">Staff accounts</h1>
        <p className="mt-1 max-w-2xl text-muted">
          Who may sign in to the staff area, and what they may do. Owners can do everything; sales work the leads and
          quotes; editors run the catalogue and the site&apos;s content.
        </p>
        {page.notice ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
            {page.notice}
          </p>
        ) : null}
        {answer?.fieldErrors.intent ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {answer.fieldErrors.intent}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className="text-xl font-bold text-navy">
          Accounts
        </h2>
        <ul className="mt-4 grid gap-4">
          {page.accounts.map((account) => (
            <AccountCard key={account.id} account={account} self={account.id === page.selfId} answer={answer} />
          ))}
        </ul>
      </section>
      <InviteForm answer={answer} />
      <OpenInvitations invitations={page.invitations} />
      <StaffHistory events={page.events} />
    </div>
  );
}
