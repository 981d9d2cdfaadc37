// The staff area's tokens and cookies: random tokens, their SHA-256, a
// constant-time comparison, and the session and sign-in cookies ("__Host-"
// prefixed and Secure over HTTPS; the session's SameSite=Lax).
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { cookieName, serializeCookie } from "#app/platform/http/cookies.ts";

const SESSION_COOKIE = "staff_session";
const LOGIN_COOKIE = "staff_login";
const TOKEN_BYTES = 32;
/** The sign-in form's token lasts as long as a sign-in could reasonably take. */
export const LOGIN_TOKEN_MAX_AGE_S = 60 * 60;

export function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== "string") return false;
  // Compared as bytes: a token of as many characters may still differ in byte
  // length (any character beyond ASCII), which timingSafeEqual refuses by throwing.
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(expected);
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}

export function sessionCookieName(request: Request): string {
  return cookieName(SESSION_COOKIE, isSecure(request));
}

export function loginCookieName(request: Request): string {
  return cookieName(LOGIN_COOKIE, isSecure(request));
}

export function sessionCookie(request: Request, token: string, maxAgeSeconds: number): string {
  return serializeCookie(sessionCookieName(request), token, {
    secure: isSecure(request),
    sameSite: "Lax",
    maxAge: maxAgeSeconds,
  });
}

/** A Set-Cookie value that deletes the session cookie. */
export function clearSessionCookie(request: Request): string {
  return sessionCookie(request, "", 0);
}
