// The staff sign-in page: its notices (signed out, a new password, a new
// account), the message of a refused try, and the form. Works without
// JavaScript: a plain form post.
import { Form } from "react-router";
import { TextField } from "#app/ui/forms/form-field.tsx";
import { Button } from "#app/ui/button.tsx";
import { StaffCardPage, StaffNotice } from "#app/features/staff/staff-card-page.tsx";
import { LOGIN_TOKEN_FIELD } from "#app/features/staff/auth/staff-auth.ts";
import type { SignInAnswer, SignInPageData } from "#app/features/staff/auth/sign-in-page.server.ts";

function SignInNotices({ page, message }: { page: SignInPageData; message: string | undefined }) {
  return (
    <>
      {page.signedOut && !message ? <StaffNotice tone="success">You have signed out.</StaffNotice> : null}
      {page.reset && !message ? (
        <StaffNotice tone="success">Your new password is set. Sign in with it.</StaffNotice>
      ) : null}
      {page.joined && !message ? (
        <StaffNotice tone="success">
          Your account is ready. Sign in with your e-mail address and new password.
        </StaffNotice>
      ) : null}
      {message ? <StaffNotice tone="error">{message}</StaffNotice> : null}
    </>
  );
}

export function SignIn({ page, answer }: { page: SignInPageData; answer?: SignInAnswer }) {
  const message = answer?.message;
  const fieldErrors: { email?: string; password?: string } = answer?.fieldErrors ?? {};
  const token = answer?.token ?? page.token;
  return (
    <StaffCardPage title="Staff sign-in" intro="The sales team's inbox of website leads.">
      <SignInNotices page={page} message={message} />
      <Form method="post" className="mt-6 grid gap-5" noValidate>
        <input type="hidden" name={LOGIN_TOKEN_FIELD} value={token} />
        <input type="hidden" name="next" value={page.next} />
        <TextField
          formId="staff-login"
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="username"
          required
          defaultValue={answer?.email ?? ""}
          error={fieldErrors.email}
        />
        <TextField
          formId="staff-login"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        <Button type="submit" size="lg" className="w-full">
          Sign in
        </Button>
      </Form>
      <p className="mt-6 text-sm text-muted">
        <a href="/admin/forgot-password" className="font-semibold text-brand underline-offset-4 hover:underline">
          Forgot your password?
        </a>{" "}
        No account yet? Ask an owner of the staff area to invite you.
      </p>
    </StaffCardPage>
  );
}
