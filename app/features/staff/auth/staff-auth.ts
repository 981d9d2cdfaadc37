// The rules of staff sign-in that need no server: address normalising, the
// password policy, what each refusal says, and where a signed-in member of
// staff may be sent next. The limits on attempts are in ./login-limits.ts.
import { RETURN_PATH_MAX, safeReturnPath } from "#app/platform/http/safe-return-path.ts";

/** The hidden field every state-changing staff form carries (the session's CSRF token). */
export const CSRF_FIELD = "csrf";
/** The sign-in form's hidden double-submit token. */
export const LOGIN_TOKEN_FIELD = "login_token";

export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 1024;

/** A session lasts a working day at most, and ends after two idle hours. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const SESSION_IDLE_MS = 2 * 60 * 60_000;
/** A session's expiry is moved at most this often, so reads do not turn into writes. */
export const SESSION_TOUCH_EVERY_MS = 60_000;

export function normaliseStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isPlausibleEmail(email: string): boolean {
  // Control characters (NUL above all, which PostgreSQL refuses) never belong in an address.
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && !/[\u0000-\u001f\u007f]/.test(email);
}

/** Why a new password is refused, or undefined when it is acceptable. */
export function newPasswordProblem(password: string, email: string): string | undefined {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`;
  }
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) {
    return `The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`;
  }
  if (password.trim() !== password) return "The password must not start or end with a space.";
  if (normaliseStaffEmail(password) === normaliseStaffEmail(email))
    return "The password must not be the e-mail address.";
  return undefined;
}

export const LOGIN_MESSAGES = {
  emailRequired: "Enter your e-mail address.",
  emailInvalid: "Enter a valid e-mail address, like name@example.co.za.",
  passwordRequired: "Enter your password.",
  /** The same words whether or not the address has an account. */
  invalid: "The e-mail address or password is incorrect.",
  formExpired: "This sign-in form has expired. Please try again.",
  unavailable: "Signing in is not possible right now. Please try again in a minute.",
  /** Every password check is taken (a flood of sign-ins): nothing was checked, nothing counted. */
  busy: "Too many sign-ins are being checked at this moment. Please wait a few seconds and try again.",
} as const;

/** How long a lock has left, in whole minutes as a refusal says it ("1 minute", "15 minutes"). */
export function minutesText(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** Locked after too many failures on one e-mail address (existing or not, so it reveals nothing). */
export function accountLockedMessage(retryAfterMs: number): string {
  return `Too many failed sign-ins for this e-mail address. For your security it is locked: try again in ${minutesText(retryAfterMs)}.`;
}

export function networkLockedMessage(retryAfterMs: number): string {
  return `Too many failed sign-ins from your network. Please try again in ${minutesText(retryAfterMs)}.`;
}

export const ADMIN_HOME = "/admin";

/** Longer than any staff page's address with its filters; a longer next= is not followed. */
export const ADMIN_REDIRECT_MAX = RETURN_PATH_MAX;

/**
 * Where to go after signing in: only a path inside the staff area (the site's
 * one safe-return-path rule, held to /admin), so a crafted link cannot send
 * someone off-site ("//evil.example", "/\\evil") or out of the staff area
 * ("/admin/../x"), and never back to signing in or out.
 */
export function safeAdminRedirect(next: string | null | undefined): string {
  const target = safeReturnPath(next, { fallback: ADMIN_HOME, within: ADMIN_HOME });
  if (target.startsWith("/admin/login") || target.startsWith("/admin/logout")) return ADMIN_HOME;
  return target;
}
