// Staff sign-in. Works without JavaScript: a plain form post, answered with
// the page again (and its message) or a redirect into the staff area.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/login";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { TextField } from "#app/ui/forms/form-field.tsx";
import { Button } from "#app/ui/button.tsx";
import { StaffCardPage, StaffNotice } from "#app/features/staff/staff-card-page.tsx";
import { LOGIN_MESSAGES, LOGIN_TOKEN_FIELD, safeAdminRedirect } from "#app/features/staff/auth/staff-auth.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { currentStaff, loginFormToken, signIn } from "#app/features/staff/staff-auth.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";
import { logError } from "#app/platform/log/log.server.ts";

// Plain HTML forms: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Sign in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeAdminRedirect(url.searchParams.get("next"));
  const services = await staffServicesFrom(context);
  if (await currentStaff(services, request)) throw redirect(next);
  const { token, setCookie } = await loginFormToken(request);
  return data(
    {
      token,
      next,
      signedOut: url.searchParams.has("signed_out"),
      reset: url.searchParams.has("password_reset"),
      joined: url.searchParams.has("joined"),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form (wrong type, broken multipart) reads as an empty
  // form: refused for its missing token like any other stray post, never a 500.
  const form = await request.formData().catch(() => new FormData());
  const next = safeAdminRedirect(typeof form.get("next") === "string" ? (form.get("next") as string) : null);
  const email = typeof form.get("email") === "string" ? (form.get("email") as string).slice(0, 254) : "";
  try {
    const services = await staffServicesFrom(context);
    const result = await signIn(services, request, form, context.get(clientIpContext));
    if (result.status === "signed_in") {
      const headers = new Headers();
      for (const cookie of result.setCookie) headers.append("Set-Cookie", cookie);
      return redirect(next, { headers });
    }
    // A fresh form token if the old one was refused, so the next try can succeed.
    const { token, setCookie } = await loginFormToken(result.httpStatus === 403 ? new Request(request.url) : request);
    const headers = new Headers();
    if (setCookie) headers.set("Set-Cookie", setCookie);
    if (result.retryAfterSeconds !== undefined) headers.set("Retry-After", String(result.retryAfterSeconds));
    return data(
      { message: result.message, fieldErrors: result.fieldErrors ?? {}, email, token },
      { status: result.httpStatus, headers },
    );
  } catch (error) {
    logError("staff.sign_in_failed", error);
    return data({ message: LOGIN_MESSAGES.unavailable, fieldErrors: {}, email, token: undefined }, { status: 503 });
  }
}

// Set-Cookie from the loader or the action, and the action's Retry-After, must reach the browser.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(actionHeaders.has("Set-Cookie") ? actionHeaders : loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  const message = actionData?.message;
  const fieldErrors: { email?: string; password?: string } = actionData?.fieldErrors ?? {};
  const token = actionData?.token ?? loaderData.token;
  return (
    <StaffCardPage title="Staff sign-in" intro="The sales team's inbox of website leads.">
      {loaderData.signedOut && !message ? <StaffNotice tone="success">You have signed out.</StaffNotice> : null}
      {loaderData.reset && !message ? (
        <StaffNotice tone="success">Your new password is set. Sign in with it.</StaffNotice>
      ) : null}
      {loaderData.joined && !message ? (
        <StaffNotice tone="success">
          Your account is ready. Sign in with your e-mail address and new password.
        </StaffNotice>
      ) : null}
      {message ? <StaffNotice tone="error">{message}</StaffNotice> : null}
      <Form method="post" className="mt-6 grid gap-5" noValidate>
        <input type="hidden" name={LOGIN_TOKEN_FIELD} value={token} />
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField
          formId="staff-login"
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="username"
          required
          defaultValue={actionData?.email ?? ""}
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
