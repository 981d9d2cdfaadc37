// Security headers for every response. The CSP allows scripts only from this
// origin or carrying the per-response nonce; no inline script runs without it.

export interface SecurityHeaderOptions {
  nonce: string;
  /** True when the site is served over HTTPS: adds HSTS and upgrades requests. */
  secure: boolean;
}

/** Third-party frames the site embeds on request (the contact page map). */
const FRAME_SOURCES = ["https://maps.google.com", "https://www.google.com"];

export function contentSecurityPolicy({ nonce, secure }: SecurityHeaderOptions): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["frame-src", ...FRAME_SOURCES],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["object-src", "'none'"],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
  ];
  if (secure) directives.push(["upgrade-insecure-requests"]);
  return directives.map((parts) => parts.join(" ")).join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  if (options.secure) headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains; preload";
  return headers;
}
