// Security headers for every response. The CSP allows scripts only from this
// origin or carrying the per-response nonce; no inline script runs without it.
import { ANALYTICS_CSP_SOURCES } from "#app/features/privacy/analytics-consent.ts";

export interface SecurityHeaderOptions {
  nonce: string;
  /** True when the site is served over HTTPS: adds HSTS and upgrades requests. */
  secure: boolean;
  /** True when a tag manager is configured (GTM_ID): the hosts its analytics talk to are allowed; it loads only after consent. */
  analytics?: boolean;
  /** Development only: the origin of Vite's hot-reload WebSocket. */
  devSocket?: string;
}

/** Third-party frames the site embeds on request (the contact page map). */
const FRAME_SOURCES = ["https://maps.google.com", "https://www.google.com"];

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const { nonce, secure } = options;
  const analytics = options.analytics ? ANALYTICS_CSP_SOURCES : { connect: [], img: [] };
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // The tag manager runs through the nonce, never a host (see ANALYTICS_CSP_SOURCES).
    ["script-src", "'self'", `'nonce-${nonce}'`],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", ...analytics.img],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...analytics.connect, ...(options.devSocket ? [options.devSocket] : [])],
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
