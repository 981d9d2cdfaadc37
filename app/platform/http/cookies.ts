// Reading and writing the few cookies the site sets (staff sign-in, analytics consent).
// Cookie values here are base64url tokens, so no encoding is needed beyond
// refusing anything else.

/** The named cookie's value from a Cookie header, or undefined. The first one wins. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : undefined;
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds; 0 deletes the cookie. Omit for a cookie that ends with the browser session. */
  maxAge?: number;
  /** Hidden from the page's scripts; the default. Only a cookie the browser code must read sets false. */
  httpOnly?: boolean;
  secure: boolean;
  sameSite: "Strict" | "Lax";
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, `Path=${options.path ?? "/"}`];
  if (options.httpOnly !== false) parts.push("HttpOnly");
  parts.push(`SameSite=${options.sameSite}`);
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.trunc(options.maxAge))}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/**
 * The name to use: with HTTPS the "__Host-" prefix makes the browser refuse
 * the cookie unless it is Secure, host-only and for the whole path, so no
 * subdomain or plain-HTTP page can plant or overwrite it.
 */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}
