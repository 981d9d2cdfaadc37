// The environment, read and validated once. A bad value stops the server at
// start with a message naming the variable, rather than failing later.
import { isIP } from "node:net";
import { z } from "zod";
import { parseTrustProxy } from "#app/platform/limits/abuse-limits.ts";

/** The address canonical links, the sitemap and the feeds use when SITE_URL is not set. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/**
 * A whole-number setting from `min` to `max` (of `unit` when given), `fallback` when unset; every refusal names the
 * setting and its range.
 */
export function wholeNumber(name: string, min: number, max: number, fallback: number, unit?: string) {
  const message = `${name} must be a whole number${unit ? ` of ${unit}` : ""} from ${min} to ${max}`;
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message }).default(fallback);
}

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SITE_URL: z
      .url({ protocol: /^https?$/, message: "SITE_URL must be an http(s) URL such as https://www.example.co.za" })
      .default(DEFAULT_SITE_URL)
      .transform((url) => url.replace(/\/+$/, "")),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
    // Google Tag Manager container; loaded only after a visitor allows analytics.
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, { message: "GTM_ID must look like GTM-ABC1234" })
      .optional(),
    // A client slower than these to send its request headers, or the whole
    // request, is answered 408 and cut off (slow-loris protection).
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(10_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
    // A request's body earns time on top of HTTP_REQUEST_TIMEOUT_MS at this
    // rate (a slow mobile upload: 50 KB/s), and is cut off (408) when no byte
    // arrives for HTTP_BODY_STALL_TIMEOUT_MS (decision 052).
    HTTP_MIN_UPLOAD_KBPS: wholeNumber("HTTP_MIN_UPLOAD_KBPS", 1, 100_000, 50, "KB per second"),
    HTTP_BODY_STALL_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(20_000),
    // After SIGTERM, how long the process keeps serving every request while
    // /healthz answers 503, so a proxy that checks it (Caddy in compose) stops
    // sending it requests before it closes; 0 (the default) closes at once,
    // for a proxy the operator takes it out of first (nginx, deploy/README.md).
    SHUTDOWN_DRAIN_SECONDS: wholeNumber("SHUTDOWN_DRAIN_SECONDS", 0, 60, 0, "seconds"),
    // The proxies whose X-Forwarded-For names the client (addresses, subnets,
    // loopback/linklocal/uniquelocal). Unset: none, the peer is the client.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (parsed.ok) return parsed.proxies;
        ctx.addIssue({ code: "custom", message: `TRUST_PROXY: ${parsed.error}` });
        return z.NEVER;
      }),
    // /metrics answers a scrape that sends "Authorization: Bearer <METRICS_TOKEN>", or comes
    // from an address in METRICS_ALLOW (comma-separated, as the site sees clients through
    // TRUST_PROXY); with neither set it does not exist (404).
    METRICS_TOKEN: z
      .string()
      .min(24, { message: "METRICS_TOKEN must be at least 24 characters (a random one: openssl rand -hex 24)" })
      .optional(),
    METRICS_ALLOW: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const addresses = (value ?? "")
          .split(",")
          .map((address) => address.trim())
          .filter(Boolean);
        const invalid = addresses.filter((address) => isIP(address) === 0);
        if (invalid.length === 0) return addresses;
        ctx.addIssue({ code: "custom", message: `METRICS_ALLOW: not an IP address: ${invalid.join(", ")}` });
        return z.NEVER;
      }),
  })
  .refine((env) => env.HTTP_REQUEST_TIMEOUT_MS >= env.HTTP_HEADERS_TIMEOUT_MS, {
    path: ["HTTP_REQUEST_TIMEOUT_MS"],
    message: "HTTP_REQUEST_TIMEOUT_MS must be at least HTTP_HEADERS_TIMEOUT_MS (the headers are part of the request)",
  });

export type Env = z.infer<typeof EnvSchema>;

/**
 * Validates the variables a schema names. Empty strings mean "not set", as they
 * do in most .env files; a failure names each variable and its rule.
 */
export function parseEnvironment<Schema extends z.ZodObject>(
  schema: Schema,
  source: Record<string, string | undefined>,
  label: string,
): z.infer<Schema> {
  const keys = Object.keys(schema.shape);
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => keys.includes(key) && value !== undefined && value !== ""),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid ${label}:\n${problems}`);
  }
  return result.data;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  return parseEnvironment(EnvSchema, source, "environment configuration");
}

/**
 * The warning a production start prints when SITE_URL is not set:
 * every canonical link, sitemap entry and feed link would then point at
 * localhost, and search engines would index nothing of the real site.
 */
export function missingSiteUrlWarning(source: Record<string, string | undefined>): string | null {
  if (source.SITE_URL?.trim()) return null;
  const rule = "!".repeat(78);
  return [
    rule,
    `WARNING: SITE_URL is not set. Canonical links, the sitemap and the feeds will point at ${DEFAULT_SITE_URL}.`,
    "Set SITE_URL to the site's public address (e.g. https://www.sandtonsoundhire.co.za) where the server runs:",
    "it is read at start, and every page, feed and sitemap is rendered with it.",
    rule,
  ].join("\n");
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
