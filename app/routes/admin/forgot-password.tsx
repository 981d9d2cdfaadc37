// Asking for a password-reset link. The answer is the same whether or not
// the address has an account, so the form tells nobody who works here; asks
// are limited per network, so it cannot be used to flood an inbox.
import { data, Form } from "react-router";
import type { Route } from "./+types/forgot-password";
import { StaffCardPage, StaffNotice } from "#app/features/staff/staff-card-page.tsx";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { TextField } from "#app/ui/forms/form-field.tsx";
import { Button } from "#app/ui/button.tsx";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { forgotPasswordSchema, readStaffForm } from "#app/features/staff/accounts/staff-account-forms.ts";
import { addressRateLimitKey } from "#app/platform/db/ip-hash.server.ts";
import { hitRateLimit } from "#app/platform/limits/rate-limit.server.ts";
import { requestPasswordReset } from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { refuseCrossSitePost } from "#app/features/staff/staff-auth.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Forgot your password");

/** Five asks an hour from one network, and three for one address, are plenty for a person. */
const PER_NETWORK = { limit: 5, windowMs: 60 * 60_000 };
const PER_ADDRESS = { limit: 3, windowMs: 60 * 60_000 };

export const RESET_SENT = (email: string) =>
  `If ${email} has a staff account, we have e-mailed it a link to choose a new password. The link works for one hour.`;
export const RESET_LIMITED = "Too many reset links have been asked for. Please try again in an hour.";

type ActionData = { fieldErrors: FieldErrors; email: string; sent?: string; limited?: boolean };

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSitePost(request);
  const services = await staffServicesFrom(context);
  const form = await request.formData().catch(() => new FormData());
  const typed = String(form.get("email") ?? "").slice(0, 254);
  const read = readStaffForm(form, forgotPasswordSchema());
  if (!read.ok) return data<ActionData>({ fieldErrors: read.fieldErrors, email: typed }, { status: 400 });
  const { email } = read.value;
  const now = new Date();
  const network = await hitRateLimit(
    services.db,
    addressRateLimitKey("staff-reset", context.get(clientIpContext), services.ipHashSalt),
    PER_NETWORK.windowMs,
    PER_NETWORK.limit,
    now,
  );
  const address = await hitRateLimit(
    services.db,
    `staff-reset:email:${email}`,
    PER_ADDRESS.windowMs,
    PER_ADDRESS.limit,
    now,
  );
  if (!network.allowed || !address.allowed)
    return data<ActionData>({ fieldErrors: {}, email, limited: true }, { status: 429 });
  if (await requestPasswordReset(services.db, email, now)) services.kickOutbox();
  return data<ActionData>({ fieldErrors: {}, email: "", sent: RESET_SENT(email) });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return (
    <StaffCardPage
      title="Forgot your password?"
      intro="Enter the e-mail address you sign in with, and we will send you a link to choose a new password."
    >
      {actionData?.sent ? <StaffNotice tone="success">{actionData.sent}</StaffNotice> : null}
      {actionData?.limited ? <StaffNotice tone="error">{RESET_LIMITED}</StaffNotice> : null}
      <Form method="post" className="mt-6 grid gap-5" noValidate>
        <TextField
          formId="forgot"
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="username"
          required
          defaultValue={actionData?.email ?? ""}
          error={actionData?.fieldErrors.email}
        />
        <Button type="submit" size="lg" className="w-full">
          Send me a link
        </Button>
      </Form>
      <p className="mt-6 text-sm">
        <a href="/admin/login" className="font-semibold text-brand underline-offset-4 hover:underline">
          Back to sign-in
        </a>
      </p>
    </StaffCardPage>
  );
}
