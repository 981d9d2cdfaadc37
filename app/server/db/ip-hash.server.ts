import { createHash, createHmac } from "node:crypto";

/**
 * A keyed hash of the visitor's IP address: lets staff see that several
 * leads came from one address without storing the address. Without a salt
 * nothing is stored, because an unkeyed hash of an IPv4 address is reversed
 * by trying all 2^32 of them.
 */
/** "::ffff:1.2.3.4" and "1.2.3.4" are the same client; case and spaces don't matter. */
export function normaliseIp(ip: string): string {
  return ip.trim().toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
}

export function hashIp(ip: string | null | undefined, salt: string | undefined): string | null {
  if (!ip || !salt) return null;
  const normalised = normaliseIp(ip);
  return createHmac("sha256", salt).update(normalised).digest("hex").slice(0, 32);
}

/**
 * The rate-limit counter key of a client address, e.g. `leads:ip:<hash>`:
 * hashed so the counters table never holds addresses (its rows are pruned
 * within a day). Unkeyed, so limits work without IP_HASH_SALT.
 */
export function addressRateLimitKey(prefix: string, ip: string | null | undefined): string {
  const address = normaliseIp(ip ?? "unknown");
  return `${prefix}:ip:${createHash("sha256").update(address).digest("hex").slice(0, 24)}`;
}
