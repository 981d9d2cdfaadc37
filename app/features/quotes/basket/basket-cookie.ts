// The cookie that names a visitor's no-JavaScript quote basket (decision 066):
// a random 256-bit token the database knows by its hash, so it is not signed
// (as the staff cookies, decision 057: a signature adds nothing a random
// token checked against the database lacks). HttpOnly, SameSite=Lax (a link
// from another site still opens the quote; a cross-site post does not carry
// it) and, over HTTPS, Secure with the "__Host-" prefix.
import { readCookie, serializeCookie } from "#app/platform/http/cookies.ts";
import { BASKET_LIFETIME_DAYS } from "#app/features/quotes/basket/quote-basket.ts";

const BASE_NAME = "quote_basket";
const LIFETIME_SECONDS = BASKET_LIFETIME_DAYS * 24 * 60 * 60;

/** The cookie as the privacy notice names it: its name over HTTPS, and how long it is kept. */
export const BASKET_COOKIE = { name: `__Host-${BASE_NAME}`, lifetimeDays: BASKET_LIFETIME_DAYS } as const;

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function cookieName(secure: boolean): string {
  return secure ? BASKET_COOKIE.name : BASE_NAME;
}

/** The basket token the request's cookie carries, or undefined. */
export function readBasketToken(request: Request): string | undefined {
  return readCookie(request.headers.get("Cookie"), cookieName(isSecure(request)));
}

/**
 * Whether a Cookie header names a basket (either name): the pages that show
 * the basket are then rendered for this visitor, never answered from a copy.
 */
export function carriesBasketCookie(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader) return false;
  return [BASE_NAME, BASKET_COOKIE.name].some((name) => readCookie(cookieHeader, name) !== undefined);
}

/** The Set-Cookie value keeping the token for the basket's lifetime. */
export function basketCookieHeader(request: Request, token: string): string {
  const secure = isSecure(request);
  return serializeCookie(cookieName(secure), token, { maxAge: LIFETIME_SECONDS, secure, sameSite: "Lax" });
}

/** The Set-Cookie value that deletes the cookie. */
export function clearedBasketCookieHeader(request: Request): string {
  const secure = isSecure(request);
  return serializeCookie(cookieName(secure), "", { maxAge: 0, secure, sameSite: "Lax" });
}
