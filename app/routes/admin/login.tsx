// Staff sign-in. Works without JavaScript: a plain form post, answered with
// the page again (and its message) or a redirect into the staff area.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/login";
import { staffPageHandle } from "~/lib/route-handle";
import { staffPageMeta } from "~/components/admin/staff-meta";
import { TextField } from "~/components/forms/form-field";
import { Button } from "~/components/ui/button";
import logoMark from "~/assets/illustrations/logo-mark.svg";
import { business } from "~/content/business";
import { LOGIN_MESSAGES, LOGIN_TOKEN_FIELD, safeAdminRedirect } from "~/lib/staff-auth";
import { clientIpContext } from "~/server/request-context.server";
import { currentStaff, loginFormToken, signIn } from "~/server/staff/staff-auth.server";
import { staffServicesFrom } from "~/server/staff/staff-context.server";
import { logError } from "~/server/log.server";

// Plain HTML forms: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Sign in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeAdminRedirect(url.searchParams.get("next"));
  const services = await staffServicesFrom(context);
  if (await currentStaff(services, request)) throw redirect(next);
  const { token, setCookie } = loginFormToken(request);
  return data(
    { token, next, signedOut: url.searchParams.has("signed_out") },
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
    const { token, setCookie } = loginFormToken(result.httpStatus === 403 ? new Request(request.url) : request);
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
    <main
      id="main-content"
      tabIndex={-1}
      className="flex flex-1 items-center justify-center bg-slate-50 px-4 py-16 focus:outline-none"
    >
      <div className="w-full max-w-md rounded-2xl border border-line bg-white p-8 shadow-sm">
        <div className="flex items-center gap-2.5">
          <img src={logoMark} alt="" width={40} height={40} className="size-10" />
          <span className="text-lg font-extrabold tracking-tight text-navy">{business.name}</span>
        </div>
        <h1 className="mt-6 text-2xl font-bold text-navy">Staff sign-in</h1>
        <p className="mt-1 text-muted">The sales team&apos;s inbox of website leads.</p>
        {loaderData.signedOut && !message ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
            You have signed out.
          </p>
        ) : null}
        {message ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {message}
          </p>
        ) : null}
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
          No account yet, or forgot your password? Ask the website administrator to create one or set a new password for
          you.
        </p>
      </div>
    </main>
  );
}
