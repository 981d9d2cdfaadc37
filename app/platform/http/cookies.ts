// Reading and writing the analytics consent cookie, the one cookie the page's
// own script reads and writes (document.cookie) as well as the server. The
// staff cookies use React Router's createCookie (staff-cookies.server.ts);
// this one cannot (decision 057): createCookie's values are base64 JSON read
// through an async API, which the consent script would have to bundle, and
// every choice already kept would read as none. Cookie values here are plain
// tokens, so no encoding is needed beyond refusing anything else.

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
