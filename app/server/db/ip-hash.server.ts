import { createHmac } from "node:crypto";

/**
 * A keyed hash of the visitor's IP address: lets staff see that several
 * leads came from one address without storing the address. Without a salt
 * nothing is stored, because an unkeyed hash of an IPv4 address is reversed
 * by trying all 2^32 of them.
 */
export function hashIp(ip: string | null | undefined, salt: string | undefined): string | null {
  if (!ip || !salt) return null;
  // "::ffff:1.2.3.4" and "1.2.3.4" are the same client.
  const normalised = ip.trim().toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  return createHmac("sha256", salt).update(normalised).digest("hex").slice(0, 32);
}
