// A member of staff's own account: their role, and changing their password
// (the current one first; every other device they are signed in on is
// signed out, this one stays).
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/account";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import { NewPasswordFields } from "#app/features/staff/accounts/new-password-fields.tsx";
import { StaffNotice } from "#app/features/staff/staff-card-page.tsx";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { TextField } from "#app/ui/forms/form-field.tsx";
import { Button } from "#app/ui/button.tsx";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { staffPageHandle, withRetryAfter } from "#app/platform/islands/route-handle.ts";
import {
  STAFF_FORM_MESSAGES,
  changePasswordSchema,
  readStaffForm,
} from "#app/features/staff/accounts/staff-account-forms.ts";
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { changeOwnPassword } from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import { findStaffByEmail } from "#app/features/staff/staff-db.server.ts";
import { PASSWORD_CHECKS_BUSY_RETRY_AFTER_S } from "#app/features/staff/login-limits.ts";
import { logInfo, logWarn } from "#app/platform/log/log.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { checkStaffPassword, hashStaffPassword } from "#app/features/staff/staff-auth.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/account.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("My account");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { email, role } = await requireStaff({ request, context }, access.loader);
  return {
    email,
    role: STAFF_ROLE_LABELS[role],
    roleDescription: STAFF_ROLE_DESCRIPTIONS[role],
    changed: new URL(request.url).searchParams.get("notice") === "password",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const services = await staffServicesFrom(context);
  const form = await request.formData().catch(() => new FormData());
  const read = readStaffForm(form, changePasswordSchema(staff.email));
  if (!read.ok) return data<{ fieldErrors: FieldErrors }>({ fieldErrors: read.fieldErrors }, { status: 400 });
  const refuse = (currentPassword: string, status: 400 | 429, retryAfterSeconds?: number) =>
    data<{ fieldErrors: FieldErrors }>(
      { fieldErrors: { currentPassword } },
      {
        status,
        ...(retryAfterSeconds === undefined ? {} : { headers: { "Retry-After": String(retryAfterSeconds) } }),
      },
    );
  // The current password is checked as a sign-in is: the same queue, the same lock-out (decision 027).
  const check = await checkStaffPassword(services, {
    email: staff.email,
    account: await findStaffByEmail(services.db, staff.email),
    password: read.value.currentPassword,
    ip: context.get(clientIpContext),
  });
  if (check.status === "busy") {
    logWarn("staff.password_change_busy", { staffId: staff.staffId });
    return refuse(STAFF_FORM_MESSAGES.passwordChecksBusy("Current password"), 429, PASSWORD_CHECKS_BUSY_RETRY_AFTER_S);
  }
  const lock = check.status === "locked" ? check.lock : check.status === "wrong" ? check.lock : undefined;
  if (lock) {
    logWarn("staff.password_change_locked", { staffId: staff.staffId, scope: lock.scope });
    return refuse(
      STAFF_FORM_MESSAGES.currentPasswordLocked(lock.retryAfterMs),
      429,
      Math.ceil(lock.retryAfterMs / 1000),
    );
  }
  if (check.status !== "valid") {
    logInfo("staff.password_change_refused", { staffId: staff.staffId });
    return refuse(STAFF_FORM_MESSAGES.currentPasswordWrong, 400);
  }
  const passwordHash = await hashStaffPassword(services, read.value.password);
  if (!passwordHash)
    return refuse(STAFF_FORM_MESSAGES.passwordChecksBusy("Current password"), 429, PASSWORD_CHECKS_BUSY_RETRY_AFTER_S);
  await changeOwnPassword(services.db, {
    staffId: staff.staffId,
    email: staff.email,
    passwordHash,
    keepSessionHash: staff.sessionIdHash,
    now: new Date(),
  });
  logInfo("staff.password_changed", { staffId: staff.staffId });
  return redirect("/admin/account?notice=password");
}

// A refusal's Retry-After (the password checks are busy, or locked) must reach the browser.
export const headers = withRetryAfter;

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.fieldErrors ?? {};
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-extrabold text-navy">My account</h1>
      <dl className="mt-4 grid gap-1 text-sm">
        <div className="flex flex-wrap gap-2">
          <dt className="font-semibold text-navy">E-mail address:</dt>
          <dd className="break-all">{loaderData.email}</dd>
        </div>
        <div className="flex flex-wrap gap-2">
          <dt className="font-semibold text-navy">Role:</dt>
          <dd>
            {loaderData.role} ({loaderData.roleDescription.toLowerCase()})
          </dd>
        </div>
      </dl>
      {loaderData.changed ? (
        <StaffNotice tone="success">
          Your password is changed. Any other device signed in to your account has been signed out.
        </StaffNotice>
      ) : null}
      <section aria-labelledby="password-heading" className="mt-8">
        <h2 id="password-heading" className="text-xl font-bold text-navy">
          Change your password
        </h2>
        <Form method="post" className="mt-4 grid gap-4" noValidate>
          <CsrfField />
          <TextField
            formId="account"
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <NewPasswordFields formId="account" email={loaderData.email} errors={errors} />
          <Button type="submit" className="w-fit">
            Change password
          </Button>
        </Form>
      </section>
    </div>
  );
}
