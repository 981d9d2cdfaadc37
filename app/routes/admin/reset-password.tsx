// Choosing a new staff password from a reset e-mail. The link works once, for
// an hour; setting the password signs the account out everywhere.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { NewPasswordFields } from "#app/features/staff/accounts/new-password-fields.tsx";
import { StaffCardPage, StaffNotice } from "#app/features/staff/staff-card-page.tsx";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { Button } from "#app/ui/button.tsx";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { staffPageHandle, withRetryAfter } from "#app/platform/islands/route-handle.ts";
import {
  STAFF_FORM_MESSAGES,
  newPasswordSchema,
  readStaffForm,
} from "#app/features/staff/accounts/staff-account-forms.ts";
import { PASSWORD_CHECKS_BUSY_RETRY_AFTER_S } from "#app/features/staff/login-limits.ts";
import { accountForResetToken, resetPasswordWithToken } from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { hashStaffPassword, refuseCrossSitePost } from "#app/features/staff/staff-auth.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Choose a new password");

export const RESET_LINK_GONE =
  "This link has expired or has been used. Ask for a new one: each link works once, for an hour.";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = await staffServicesFrom(context);
  const account = await accountForResetToken(db, params.token, new Date());
  if (!account) return data({ email: null }, { status: 410 });
  return { email: account.email };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  refuseCrossSitePost(request);
  const services = await staffServicesFrom(context);
  const { db } = services;
  const now = new Date();
  const account = await accountForResetToken(db, params.token, now);
  if (!account) return data<{ fieldErrors: FieldErrors }>({ fieldErrors: {} }, { status: 410 });
  const read = readStaffForm(await request.formData().catch(() => new FormData()), newPasswordSchema(account.email));
  if (!read.ok) return data<{ fieldErrors: FieldErrors }>({ fieldErrors: read.fieldErrors }, { status: 400 });
  // Hashed in the staff password checks' bounded queue, as every staff password is (decision 027).
  const passwordHash = await hashStaffPassword(services, read.value.password);
  if (!passwordHash)
    return data<{ fieldErrors: FieldErrors }>(
      { fieldErrors: { password: STAFF_FORM_MESSAGES.passwordChecksBusy("New password") } },
      { status: 429, headers: { "Retry-After": String(PASSWORD_CHECKS_BUSY_RETRY_AFTER_S) } },
    );
  const result = await resetPasswordWithToken(db, { token: params.token, passwordHash, now });
  if (result.status !== "reset") return data<{ fieldErrors: FieldErrors }>({ fieldErrors: {} }, { status: 410 });
  logInfo("staff.password_reset", { staffId: account.id });
  return redirect("/admin/login?password_reset");
}

// A refusal's Retry-After (the password checks are busy, or locked) must reach the browser.
export const headers = withRetryAfter;

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.email || (actionData && Object.keys(actionData.fieldErrors).length === 0)) {
    return (
      <StaffCardPage title="Choose a new password">
        <StaffNotice tone="error">{RESET_LINK_GONE}</StaffNotice>
        <p className="mt-6 text-sm">
          <a href="/admin/forgot-password" className="font-semibold text-brand underline-offset-4 hover:underline">
            Send me a new link
          </a>
        </p>
      </StaffCardPage>
    );
  }
  return (
    <StaffCardPage title="Choose a new password" intro="Every device signed in to your account will be signed out.">
      <p className="mt-4 text-sm">
        For <span className="break-all font-semibold text-navy">{loaderData.email}</span>
      </p>
      <Form method="post" className="mt-6 grid gap-5" noValidate>
        <NewPasswordFields formId="reset" email={loaderData.email} errors={actionData?.fieldErrors ?? {}} />
        <Button type="submit" size="lg" className="w-full">
          Set new password
        </Button>
      </Form>
    </StaffCardPage>
  );
}
