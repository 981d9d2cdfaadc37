// A quote's access token: handed to the visitor once, stored only as its SHA-256,
// and checked in constant time (an unknown quote costs what a wrong token does).
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const ACCESS_TOKEN_BYTES = 32;
/** Longer than any token we issue; longer input is refused before hashing. */
const ACCESS_TOKEN_MAX_LENGTH = 128;

/** Compared against when there is no quote, so an unknown number costs what a wrong token does. */
export const NO_QUOTE_HASH = "0".repeat(64);

/** A new access token: 32 random bytes, base64url (43 characters). */
export function newAccessToken(): string {
  return randomBytes(ACCESS_TOKEN_BYTES).toString("base64url");
}

/** SHA-256 (hex) of a token: what the quotes table keeps. */
export function hashAccessToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Constant-time check of a presented token against the stored hash. */
export function accessTokenMatches(token: unknown, storedHash: string): boolean {
  if (typeof token !== "string" || token.length === 0 || token.length > ACCESS_TOKEN_MAX_LENGTH) return false;
  const expected = Buffer.from(storedHash, "hex");
  const given = createHash("sha256").update(token, "utf8").digest();
  return expected.length === given.length && timingSafeEqual(given, expected);
}
