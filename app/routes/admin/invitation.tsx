// Joining the staff area from an invitation e-mail: the link's token names
// the invitation; the person chooses a password and the account is made with
// the role the owner chose. The link works once, until the invitation
// expires. Outside the signed-in area, so it checks its own origin.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/invitation";
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
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS } from "#app/features/staff/staff-roles.ts";
import { PASSWORD_CHECKS_BUSY_RETRY_AFTER_S } from "#app/features/staff/login-limits.ts";
import { acceptInvitation, invitationForToken } from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { hashStaffPassword, refuseCrossSitePost } from "#app/features/staff/staff-auth.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Join the staff area");

export const INVITATION_GONE =
  "This invitation link has expired, has been used, or was withdrawn. Ask the owner who invited you to send a new one.";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = await staffServicesFrom(context);
  const invitation = await invitationForToken(db, params.token, new Date());
  if (!invitation) return data({ invitation: null }, { status: 410 });
  return {
    invitation: {
      email: invitation.email,
      role: STAFF_ROLE_LABELS[invitation.role],
      roleDescription: STAFF_ROLE_DESCRIPTIONS[invitation.role],
    },
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  refuseCrossSitePost(request);
  const services = await staffServicesFrom(context);
  const { db } = services;
  const now = new Date();
  const invitation = await invitationForToken(db, params.token, now);
  if (!invitation) return data<{ fieldErrors: FieldErrors }>({ fieldErrors: {} }, { status: 410 });
  const read = readStaffForm(await request.formData().catch(() => new FormData()), newPasswordSchema(invitation.email));
  if (!read.ok) return data<{ fieldErrors: FieldErrors }>({ fieldErrors: read.fieldErrors }, { status: 400 });
  // Hashed in the staff password checks' bounded queue, as every staff password is (decision 027).
  const passwordHash = await hashStaffPassword(services, read.value.password);
  if (!passwordHash)
    return data<{ fieldErrors: FieldErrors }>(
      { fieldErrors: { password: STAFF_FORM_MESSAGES.passwordChecksBusy("New password") } },
      { status: 429, headers: { "Retry-After": String(PASSWORD_CHECKS_BUSY_RETRY_AFTER_S) } },
    );
  const result = await acceptInvitation(db, { token: params.token, passwordHash, now });
  if (result.status !== "joined") return data<{ fieldErrors: FieldErrors }>({ fieldErrors: {} }, { status: 410 });
  logInfo("staff.joined", { role: result.role });
  return redirect("/admin/login?joined");
}

// A refusal's Retry-After (the password checks are busy, or locked) must reach the browser.
export const headers = withRetryAfter;

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { invitation } = loaderData;
  if (!invitation || (actionData && Object.keys(actionData.fieldErrors).length === 0)) {
    return (
      <StaffCardPage title="Join the staff area">
        <StaffNotice tone="error">{INVITATION_GONE}</StaffNotice>
      </StaffCardPage>
    );
  }
  return (
    <StaffCardPage
      title="Join the staff area"
      intro={`You are invited as ${invitation.role}: ${invitation.roleDescription.toLowerCase()}.`}
    >
      <p className="mt-4 text-sm">
        You will sign in as <span className="break-all font-semibold text-navy">{invitation.email}</span>.
      </p>
      <Form method="post" className="mt-6 grid gap-5" noValidate>
        <NewPasswordFields formId="join" email={invitation.email} errors={actionData?.fieldErrors ?? {}} />
        <Button type="submit" size="lg" className="w-full">
          Join
        </Button>
      </Form>
    </StaffCardPage>
  );
}
