// The platform's part of the data configuration: the database, mail, the
// CRM webhook, rate limits, telemetry and the outbox. The features add their
// own settings to it and the site parses the whole once
// (app/features/site/data-env.server.ts), with the same parseEnvironment
// (empty string = unset, errors name the variable).
import { z } from "zod";
import { parseEnvironment } from "#app/platform/config/env.server.ts";

const DEFAULT_MAIL_FROM = "Sandton Sound Hire <no-reply@sandtonsoundhire.co.za>";
const DEFAULT_SALES_EMAIL = "sales@sandtonsoundhire.co.za";

const EmailListSchema = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: "SALES_EMAIL must be one or more e-mail addresses, comma-separated" })).min(1));

/** The platform's settings, which the site's data configuration extends with the features' own. */
export const platformDataEnvShape = {
  DATABASE_FILE: z.string().min(1).default("data/site.db"),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      message: "DATABASE_URL must be a PostgreSQL URL such as postgres://user:pass@host:5432/dbname",
    })
    .optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: "SMTP_URL must look like smtp://user:pass@host:587 or smtps://…:465" })
    .optional(),
  MAIL_FROM: z.string().trim().min(3).default(DEFAULT_MAIL_FROM),
  SALES_EMAIL: EmailListSchema.default([DEFAULT_SALES_EMAIL]),
  LEADS_WEBHOOK_URL: z.url({ protocol: /^https?$/, message: "LEADS_WEBHOOK_URL must be an http(s) URL" }).optional(),
  LEADS_WEBHOOK_SECRET: z
    .string()
    .min(16, { message: "LEADS_WEBHOOK_SECRET must be at least 16 characters" })
    .optional(),
  IP_HASH_SALT: z.string().min(16, { message: "IP_HASH_SALT must be at least 16 characters" }).optional(),
  // Submissions of each kind (call-backs, contact messages, applications,
  // quotes, …) allowed per client (IPv4 address or IPv6 /64) in 10 minutes.
  LEADS_RATE_LIMIT_PER_IP: z.coerce
    .number({ message: "LEADS_RATE_LIMIT_PER_IP must be a whole number of submissions" })
    .int()
    .min(1)
    .default(10),
  // Submissions of one kind across the site per minute before further ones
  // are stored as suspected spam (not refused; no e-mail each, see below).
  LEADS_FLOOD_THRESHOLD: z.coerce
    .number({ message: "LEADS_FLOOD_THRESHOLD must be a whole number of submissions" })
    .int()
    .min(1)
    .default(30),
  // Sales hear of suspected spam in one digest e-mail per this interval.
  LEADS_SPAM_DIGEST_SECONDS: z.coerce
    .number({ message: "LEADS_SPAM_DIGEST_SECONDS must be a whole number of seconds" })
    .int()
    .min(1)
    .default(900),
  // Web-vitals beacons accepted per client address per minute.
  VITALS_RATE_LIMIT_PER_IP: z.coerce
    .number({ message: "VITALS_RATE_LIMIT_PER_IP must be a whole number of beacons" })
    .int()
    .min(1)
    .default(30),
  // Beacons accepted per client address per day, beside the per-minute limit.
  VITALS_DAILY_LIMIT_PER_IP: z.coerce
    .number({ message: "VITALS_DAILY_LIMIT_PER_IP must be a whole number of beacons" })
    .int()
    .min(1)
    .default(500),
  // The share of accepted beacons whose measurements and errors are stored
  // (1: all; 0.1: one in ten). The percentiles stay true on a sample.
  TELEMETRY_SAMPLE_RATE: z.coerce
    .number({ message: "TELEMETRY_SAMPLE_RATE must be a number from 0 to 1" })
    .gt(0, { message: "TELEMETRY_SAMPLE_RATE must be more than 0 (1 stores every beacon)" })
    .max(1, { message: "TELEMETRY_SAMPLE_RATE must be at most 1" })
    .default(1),
  // Web vitals and error rows are deleted past this many rows in each table
  // (the oldest first), and past their age (RETENTION_TELEMETRY_DAYS).
  TELEMETRY_MAX_ROWS: z.coerce
    .number({ message: "TELEMETRY_MAX_ROWS must be a whole number of rows" })
    .int()
    .min(100)
    .default(100_000),
  // Server errors stored as rows per client address per minute, and over
  // all addresses per minute; every error is logged all the same.
  ERROR_ROWS_PER_IP_PER_MINUTE: z.coerce
    .number({ message: "ERROR_ROWS_PER_IP_PER_MINUTE must be a whole number of rows" })
    .int()
    .min(1)
    .default(5),
  ERROR_ROWS_PER_MINUTE: z.coerce
    .number({ message: "ERROR_ROWS_PER_MINUTE must be a whole number of rows" })
    .int()
    .min(1)
    .default(60),
  // The outbox's retry schedule (decision 004): the first retry after the
  // base delay, doubling up to the cap; due rows are looked for every poll.
  OUTBOX_RETRY_BASE_SECONDS: z.coerce
    .number({ message: "OUTBOX_RETRY_BASE_SECONDS must be a whole number of seconds" })
    .int()
    .min(1)
    .default(30),
  OUTBOX_RETRY_MAX_SECONDS: z.coerce
    .number({ message: "OUTBOX_RETRY_MAX_SECONDS must be a whole number of seconds" })
    .int()
    .min(1)
    .default(3600),
  OUTBOX_POLL_SECONDS: z.coerce
    .number({ message: "OUTBOX_POLL_SECONDS must be a whole number of seconds" })
    .int()
    .min(1)
    .default(15),
  // A cap on the SQLite file in pages (4 KB each): past it writes fail as
  // on a full disk. Unset: no cap beyond the disk's own size.
  SQLITE_MAX_PAGE_COUNT: z.coerce
    .number({ message: "SQLITE_MAX_PAGE_COUNT must be a whole number of pages" })
    .int()
    .min(1)
    .optional(),
};

export type PlatformDataEnv = z.infer<z.ZodObject<typeof platformDataEnvShape>>;

/** The checks across the platform's settings, for the site's schema to run. */
export function checkPlatformDataEnv(env: PlatformDataEnv, ctx: Pick<z.RefinementCtx, "addIssue">): void {
  // A webhook without a secret could not be verified by the receiver.
  if (env.LEADS_WEBHOOK_URL && !env.LEADS_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: "custom",
      path: ["LEADS_WEBHOOK_SECRET"],
      message: "LEADS_WEBHOOK_SECRET is required when LEADS_WEBHOOK_URL is set (at least 16 characters)",
    });
  }
  if (env.OUTBOX_RETRY_MAX_SECONDS < env.OUTBOX_RETRY_BASE_SECONDS) {
    ctx.addIssue({
      code: "custom",
      path: ["OUTBOX_RETRY_MAX_SECONDS"],
      message: "OUTBOX_RETRY_MAX_SECONDS must not be less than OUTBOX_RETRY_BASE_SECONDS",
    });
  }
}

const PlatformDataEnvSchema = z.object(platformDataEnvShape).superRefine(checkPlatformDataEnv);

/**
 * The platform's settings alone (the database among them), for a command that
 * opens the database without starting the site: it loads no feature, so it runs
 * under Node alone.
 */
export function parsePlatformDataEnv(source: Record<string, string | undefined>): PlatformDataEnv {
  return parseEnvironment(PlatformDataEnvSchema, source, "data configuration");
}
