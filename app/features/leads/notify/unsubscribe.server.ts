// Opting out of reminder e-mails (decision 035). The link in a customer nudge
// carries a keyed hash of the address, never the address, signed with a key
// kept in the database; unsubscribing stores that hash alone, and the nudge
// sweeper checks a customer's address against it before queueing anything.
// Nothing here expires: an unsubscribe link keeps working.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.server.ts";
import { siteKey } from "#app/platform/security/site-keys.server.ts";

const KEY_NAME = "unsubscribe-links";
/** Two base64url HMAC-SHA256 values: the address's key and the signature over it. */
const TOKEN_SHAPE = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

function mac(key: Uint8Array, text: string): string {
  return createHmac("sha256", key).update(text).digest("base64url");
}

/** Addresses compare as mail systems treat them in practice: trimmed, any case. */
export function normaliseAddress(email: string): string {
  return email.trim().toLowerCase();
}

/** The keyed hash an opt-out is stored under. */
export function addressKey(key: Uint8Array, email: string): string {
  return mac(key, `address:${normaliseAddress(email)}`);
}

export function signUnsubscribeToken(key: Uint8Array, email: string): string {
  const address = addressKey(key, email);
  return `${address}.${mac(key, `unsubscribe:${address}`)}`;
}

/** The address key a genuine token names, or null for a forged, altered or malformed one. */
export function verifyUnsubscribeToken(key: Uint8Array, token: unknown): string | null {
  if (typeof token !== "string") return null;
  const match = TOKEN_SHAPE.exec(token);
  if (!match) return null;
  const [, address, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(key, `unsubscribe:${address}`));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? address : null;
}

export function unsubscribeKey(db: Kysely<Database>): Promise<Uint8Array> {
  return siteKey(db, KEY_NAME);
}

/** The token for an address's unsubscribe link, made when its e-mail is sent. */
export async function unsubscribeToken(db: Kysely<Database>, email: string): Promise<string> {
  return signUnsubscribeToken(await unsubscribeKey(db), email);
}

export type UnsubscribeCheck = { status: "valid"; addressKey: string; optedOut: boolean } | { status: "invalid" };

/** What a link's token stands for, and whether its address has already opted out. */
export async function checkUnsubscribeToken(db: Kysely<Database>, token: unknown): Promise<UnsubscribeCheck> {
  const address = verifyUnsubscribeToken(await unsubscribeKey(db), token);
  if (!address) return { status: "invalid" };
  const row = await db
    .selectFrom("email_opt_outs")
    .select("address_key")
    .where("address_key", "=", address)
    .executeTakeFirst();
  return { status: "valid", addressKey: address, optedOut: Boolean(row) };
}

/** Records the opt-out of the address a genuine token names; doing it twice changes nothing. */
export async function unsubscribe(db: Kysely<Database>, token: unknown, now: Date = new Date()): Promise<boolean> {
  const address = verifyUnsubscribeToken(await unsubscribeKey(db), token);
  if (!address) return false;
  await db
    .insertInto("email_opt_outs")
    .values({ address_key: address, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("address_key").doNothing())
    .execute();
  return true;
}

/**
 * Whether an address asked for no more reminders. Takes the key, so the
 * sweeper can ask inside its own transaction without touching site_keys there.
 */
export async function hasOptedOut(db: Kysely<Database>, key: Uint8Array, email: string): Promise<boolean> {
  const row = await db
    .selectFrom("email_opt_outs")
    .select("address_key")
    .where("address_key", "=", addressKey(key, email))
    .executeTakeFirst();
  return Boolean(row);
}
