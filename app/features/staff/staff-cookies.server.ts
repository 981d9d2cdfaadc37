// The staff area's two cookies, through React Router's createCookie (decision
// 057): the session (SameSite=Lax, so a link from the sales e-mail arrives
// signed in) and the sign-in form's double-submit token (SameSite=Strict).
// Both are HttpOnly and for the whole site; over HTTPS also Secure with the
// "__Host-" prefix, which makes the browser refuse the cookie unless it is
// Secure, host-only and for the whole path, so no subdomain or plain-HTTP
// page can plant or overwrite it. Their values are random tokens the
// database knows by hash, so they are not signed: a signature would add
// nothing a 256-bit random token checked against the database lacks.
import { type Cookie, createCookie } from "react-router";

/** A token as the site makes them: base64url, at most 200 characters. Anything else reads as no cookie. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

export type StaffCookieKind = "session" | "login";

const BASE_NAMES: Record<StaffCookieKind, string> = { session: "staff_session", login: "staff_login" };
const SAME_SITE: Record<StaffCookieKind, "lax" | "strict"> = { session: "lax", login: "strict" };

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

const cookies = new Map<string, Cookie>();

/** The cookie of a kind as this request's scheme names it ("__Host-staff_session" over HTTPS). */
export function staffCookie(kind: StaffCookieKind, request: Request): Cookie {
  const secure = isSecure(request);
  const name = secure ? `__Host-${BASE_NAMES[kind]}` : BASE_NAMES[kind];
  let cookie = cookies.get(name);
  if (!cookie) {
    cookie = createCookie(name, { path: "/", httpOnly: true, secure, sameSite: SAME_SITE[kind] });
    cookies.set(name, cookie);
  }
  return cookie;
}

/** The token the request's cookie of that kind carries, or undefined (none, or not a token). The first one wins. */
export async function readStaffToken(kind: StaffCookieKind, request: Request): Promise<string | undefined> {
  const value: unknown = await staffCookie(kind, request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && TOKEN_PATTERN.test(value) ? value : undefined;
}

/** The Set-Cookie value that keeps `token` for `maxAgeSeconds`; an empty token with 0 deletes the cookie. */
export function staffCookieHeader(
  kind: StaffCookieKind,
  request: Request,
  token: string,
  maxAgeSeconds: number,
): Promise<string> {
  return staffCookie(kind, request).serialize(token, { maxAge: Math.max(0, Math.trunc(maxAgeSeconds)) });
}
