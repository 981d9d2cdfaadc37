import { createHash, createHmac } from "node:crypto";
import { clientKeyOf } from "#app/platform/limits/abuse-limits.ts";

/**
 * A keyed hash of the visitor's IP address: lets staff see that several
 * leads came from one address without storing the address. Without a salt
 * nothing is stored, because an unkeyed hash of an IPv4 address is reversed
 * by trying all 2^32 of them.
 */
/** "::ffff:1.2.3.4" and "1.2.3.4" are the same client; case and spaces don't matter. */
export function normaliseIp(ip: string): string {
  return ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}

export function hashIp(ip: string | null | undefined, salt: string | undefined): string | null {
  if (!ip || !salt) return null;
  const normalised = normaliseIp(ip);
  return createHmac("sha256", salt).update(normalised).digest("hex").slice(0, 32);
}

/**
 * The rate-limit counter key of a client, e.g. `leads:ip:<hash>`: one per IPv4
 * address or IPv6 /64 (see clientKeyOf), so a host cannot take a fresh
 * allowance from each of its 2^64 addresses. The key is
 * hashed so the counters table never holds addresses (its rows are pruned
 * within a day). Keyed with IP_HASH_SALT when it is set, so the table's rows
 * cannot be turned back into addresses by hashing every IPv4 address; without
 * it the hash is unkeyed and the limits still work.
 */
export function addressRateLimitKey(prefix: string, ip: string | null | undefined, salt?: string): string {
  const address = clientKeyOf(ip);
  const hash = salt ? createHmac("sha256", salt).update(address) : createHash("sha256").update(address);
  return `${prefix}:ip:${hash.digest("hex").slice(0, 24)}`;
}
