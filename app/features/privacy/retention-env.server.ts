// The retention periods (RETENTION_*), read and validated once, at start. The
// clean-up applies them, and the pages quote them: the root loader hands them
// to every page, including those rendered once at start (decision 060).
import { z } from "zod";
import { DEFAULT_RETENTION, type RetentionPolicy } from "#app/features/privacy/retention.ts";
import { parseEnvironment } from "#app/platform/config/env.server.ts";

const period = (name: string, unit: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number of ${unit}` })
    .int({ message: `${name} must be a whole number of ${unit}` })
    .min(min, { message: `${name} must be at least ${min} ${unit}` })
    .max(max, { message: `${name} must be at most ${max} ${unit}` })
    .default(fallback);

const RetentionEnvSchema = z.object({
  RETENTION_ENQUIRY_MONTHS: period("RETENTION_ENQUIRY_MONTHS", "months", 1, 120, DEFAULT_RETENTION.enquiryMonths),
  RETENTION_BOOKING_YEARS: period("RETENTION_BOOKING_YEARS", "years", 1, 30, DEFAULT_RETENTION.bookingYears),
  RETENTION_TELEMETRY_DAYS: period("RETENTION_TELEMETRY_DAYS", "days", 1, 3650, DEFAULT_RETENTION.telemetryDays),
  RETENTION_DELIVERY_LOG_DAYS: period(
    "RETENTION_DELIVERY_LOG_DAYS",
    "days",
    7,
    3650,
    DEFAULT_RETENTION.deliveryLogDays,
  ),
  // At least the confirmation link's 72 hours, so no valid link points at a deleted sign-up.
  RETENTION_UNCONFIRMED_DAYS: period("RETENTION_UNCONFIRMED_DAYS", "days", 3, 90, DEFAULT_RETENTION.unconfirmedDays),
});

export function parseRetentionEnv(source: Record<string, string | undefined>): RetentionPolicy {
  const env = parseEnvironment(RetentionEnvSchema, source, "retention configuration");
  return {
    enquiryMonths: env.RETENTION_ENQUIRY_MONTHS,
    bookingYears: env.RETENTION_BOOKING_YEARS,
    telemetryDays: env.RETENTION_TELEMETRY_DAYS,
    deliveryLogDays: env.RETENTION_DELIVERY_LOG_DAYS,
    unconfirmedDays: env.RETENTION_UNCONFIRMED_DAYS,
  };
}

let cached: RetentionPolicy | undefined;

export function getRetentionPolicy(): RetentionPolicy {
  cached ??= parseRetentionEnv(process.env);
  return cached;
}
