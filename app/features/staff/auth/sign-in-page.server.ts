// Staff sign-in (app/routes/admin/login.tsx): the page's form token and
// notices, or straight on for someone already signed in; and the sign-in
// itself, answered with the page again (its message and a fresh token) or
// a redirect into the staff area with the session cookie.
import { LOGIN_MESSAGES, safeAdminRedirect } from "#app/features/staff/auth/staff-auth.ts";
import { currentStaff, loginFormToken, signIn } from "#app/features/staff/staff-auth.server.ts";
import type { StaffServices } from "#app/features/staff/staff-context.server.ts";
import { type RouteOutcome, answer, redirectTo } from "#app/platform/http/route-outcome.server.ts";
import { logError } from "#app/platform/log/log.server.ts";

/** The sign-in page, or where someone already signed in goes instead. */
export async function signInPage(
  services: StaffServices,
  request: Request,
): Promise<{ signedInTo: string } | { page: SignInPageData; setCookie?: string }> {
  const url = new URL(request.url);
  const next = safeAdminRedirect(url.searchParams.get("next"));
  if (await currentStaff(services, request)) return { signedInTo: next };
  const { token, setCookie } = await loginFormToken(request);
  const page = {
    token,
    next,
    signedOut: url.searchParams.has("signed_out"),
    reset: url.searchParams.has("password_reset"),
    joined: url.searchParams.has("joined"),
  };
  return setCookie ? { page, setCookie } : { page };
}

export interface SignInPageData {
  token: string;
  next: string;
  signedOut: boolean;
  reset: boolean;
  joined: boolean;
}

export interface SignInAnswer {
  message: string;
  fieldErrors: { email?: string; password?: string };
  email: string;
  token: string | undefined;
}

/** Signs in from the posted form; a failure that is not the form's (the database) answers 503. */
export async function signInFromForm(
  services: StaffServices,
  { request, form, ip }: { request: Request; form: FormData; ip: string | null },
): Promise<RouteOutcome<SignInAnswer>> {
  const next = safeAdminRedirect(typeof form.get("next") === "string" ? (form.get("next") as string) : null);
  const email = typeof form.get("email") === "string" ? (form.get("email") as string).slice(0, 254) : "";
  try {
    const result = await signIn(services, request, form, ip);
    if (result.status === "signed_in") {
      const headers = new Headers();
      for (const cookie of result.setCookie) headers.append("Set-Cookie", cookie);
      return redirectTo(next, headers);
    }
    // A fresh form token if the old one was refused, so the next try can succeed.
    const { token, setCookie } = await loginFormToken(result.httpStatus === 403 ? new Request(request.url) : request);
    const headers = new Headers();
    if (setCookie) headers.set("Set-Cookie", setCookie);
    if (result.retryAfterSeconds !== undefined) headers.set("Retry-After", String(result.retryAfterSeconds));
    return answer(
      result.httpStatus,
      { message: result.message, fieldErrors: result.fieldErrors ?? {}, email, token },
      headers,
    );
  } catch (error) {
    logError("staff.sign_in_failed", error);
    return answer(503, { message: LOGIN_MESSAGES.unavailable, fieldErrors: {}, email, token: undefined });
  }
}
