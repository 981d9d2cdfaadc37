// The environment, read and validated once. A bad value stops the server at
// start with a message naming the variable, rather than failing later.
import { z } from "zod";
import { parseTrustProxy } from "../lib/abuse-limits.ts";

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SITE_URL: z
      .url({ protocol: /^https?$/, message: "SITE_URL must be an http(s) URL such as https://www.example.co.za" })
      .default("http://localhost:3000")
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

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
