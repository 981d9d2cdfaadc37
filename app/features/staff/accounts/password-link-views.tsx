// The staff pages outside the signed-in area: asking for a reset link,
// choosing a new password from one, and joining from an invitation. Plain
// HTML forms on the staff card.
import { Form } from "react-router";
import { NewPasswordFields } from "#app/features/staff/accounts/new-password-fields.tsx";
import { StaffCardPage, StaffNotice } from "#app/features/staff/staff-card-page.tsx";
import { TextField } from "#app/ui/forms/form-field.tsx";
import { Button } from "#app/ui/button.tsx";
import type {
  ForgotPasswordAnswer,
  InvitationPageData,
  NewPasswordAnswer,
} from "#app/features/staff/accounts/password-links.server.ts";
import {
  INVITATION_GONE,
  RESET_LIMITED,
  RESET_LINK_GONE,
} from "#app/features/staff/accounts/password-link-messages.ts";

export function ForgotPasswordPage({ answer }: { answer?: ForgotPasswordAnswer }) {
  return (
    <StaffCardPage
      title="Forgot your password?"
      intro="Enter the e-mail address you sign in with, and we will send you a link to choose a new password."
    >
      {answer?.sent ? <StaffNotice tone="success">{answer.sent}</StaffNotice> : null}
      {answer?.limited ? <StaffNotice tone="error">{RESET_LIMITED}</StaffNotice> : null}
      <Form method="post" className="mt-6 grid gap-5" noValidate>
        <TextField
          formId="forgot"
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="username"
          required
          defaultValue={answer?.email ?? ""}
          error={answer?.fieldErrors.email}
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

/** A refusal without messages is the link's own: it no longer works. */
const linkGoneAfter = (answer: NewPasswordAnswer | undefined) =>
  answer !== undefined && Object.keys(answer.fieldErrors).length === 0;

export function ResetPasswordPage({ email, answer }: { email: string | null; answer?: NewPasswordAnswer }) {
  if (!email || linkGoneAfter(answer)) {
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
        For <span className="break-all font-semibold text-navy">{email}</span>
      </p>
      <Form method="post" className="mt-6 grid gap-5" noValidate>
        <NewPasswordFields formId="reset" email={email} errors={answer?.fieldErrors ?? {}} />
        <Button type="submit" size="lg" className="w-full">
          Set new password
        </Button>
      </Form>
    </StaffCardPage>
  );
}

export function InvitationPage({ page, answer }: { page: InvitationPageData; answer?: NewPasswordAnswer }) {
  const { invitation } = page;
  if (!invitation || linkGoneAfter(answer)) {
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
        <NewPasswordFields formId="join" email={invitation.email} errors={answer?.fieldErrors ?? {}} />
        <Button type="submit" size="lg" className="w-full">
          Join
        </Button>
      </Form>
    </StaffCardPage>
  );
}
