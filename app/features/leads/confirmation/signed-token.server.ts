// Signed, expiring links for e-mail confirmations (a newsletter sign-up, a
// privacy request). The token names what it confirms and until when, and an
// HMAC-SHA256 over both with the site's key proves the server issued it; the
// database stores nothing per link. Server-only (node:crypto), but pure: the
// key and the clock are arguments.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { ConfirmationPurpose } from "#app/features/leads/confirmation/confirmation-page.ts";

export type { ConfirmationPurpose } from "#app/features/leads/confirmation/confirmation-page.ts";

export interface ConfirmationClaim {
  purpose: ConfirmationPurpose;
  /** The lead the link confirms. */
  leadId: string;
  /** When the link stops working. */
  expiresAt: Date;
}

export type TokenCheck =
  | { status: "valid"; claim: ConfirmationClaim }
  | { status: "expired"; claim: ConfirmationClaim }
  | { status: "invalid" };

/** Lead ids are UUIDs (v7); the purpose is a short word; the expiry whole seconds. */
const TOKEN_SHAPE = /^(subscribe|privacy)\.([0-9a-f-]{36})\.(\d{10,11})\.([A-Za-z0-9_-]{43})$/;

function signature(key: Uint8Array, body: string): Buffer {
  return createHmac("sha256", key).update(body).digest();
}

export function signConfirmation(key: Uint8Array, claim: ConfirmationClaim): string {
  const body = `${claim.purpose}.${claim.leadId}.${Math.floor(claim.expiresAt.getTime() / 1000)}`;
  return `${body}.${signature(key, body).toString("base64url")}`;
}

/**
 * Checks a token from a link. A forged, altered or malformed token is
 * 'invalid'; a genuine one past its time is 'expired' (the page can then
 * offer to start again rather than claim the link was never ours).
 */
export function verifyConfirmation(key: Uint8Array, token: unknown, now: Date): TokenCheck {
  if (typeof token !== "string" || token.length > 200) return { status: "invalid" };
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return { status: "invalid" };
  const [, purpose, leadId, seconds, mac] = match as unknown as [string, ConfirmationPurpose, string, string, string];
  // Compared as text: base64url has several spellings of the same bytes (the
  // last character's spare bits), and only the one we issued is accepted.
  const expected = Buffer.from(signature(key, `${purpose}.${leadId}.${seconds}`).toString("base64url"));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: "invalid" };
  const claim = { purpose, leadId, expiresAt: new Date(Number(seconds) * 1000) };
  return claim.expiresAt.getTime() > now.getTime() ? { status: "valid", claim } : { status: "expired", claim };
}
