// Table types for Kysely. Columns are kept to types both backends store the
// same way: text (timestamps as ISO-8601 UTC, which sort correctly as text),
// integers, and JSON as text. One set of queries then serves SQLite and
// PostgreSQL without per-backend conversions.
//
// This file types only the platform's own tables (the outbox, rate limits,
// telemetry, site keys, scheduled jobs). Each feature adds its tables to
// Database by declaration merging in its own *-tables.server.ts, so the
// platform names no feature's types; the migrations create every table.
import type { ColumnType, Insertable, Selectable } from "kysely";

/**
 * email: the sales notification; webhook: the CRM; customer_email: the
 * visitor's own copy of a quote (recipient and quote travel in the row's payload);
 * staff_alert: a member of staff told of failed sign-ins to their account (no lead).
 * confirmation_email: the link that confirms a newsletter sign-up or a privacy request.
 * staff_account_email: a staff invitation or password-reset link (no lead).
 * nudge_email: a reminder the nudge sweeper queued (decision 035), to sales or to a customer.
 */
export const OUTBOX_CHANNELS = [
  "email",
  "webhook",
  "customer_email",
  "staff_alert",
  "confirmation_email",
  "staff_account_email",
  "nudge_email",
] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxTable {
  id: string;
  /** The lead the notification is about; null for a staff alert. */
  lead_id: string | null;
  channel: OutboxChannel;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  /** Due time; while a worker holds the row it is the end of its lease. */
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  created_at: string;
  /** JSON text of what to send. */
  payload: string;
  /** JSON of the e-mail as it went ({ to, subject, html?, text?, attachments? }); null until sent, or not e-mail. */
  sent_copy: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RateLimitsTable {
  key: string;
  /** Start of the fixed window, ISO-8601. */
  window_start: string;
  count: number;
}

export interface WebVitalsTable {
  id: string;
  metric_id: string;
  name: string;
  value: number;
  rating: string;
  page: string;
  navigation_type: string;
  created_at: string;
}

export const SITE_ERROR_SOURCES = ["server", "browser"] as const;
export type SiteErrorSource = (typeof SITE_ERROR_SOURCES)[number];

export interface SiteErrorsTable {
  id: string;
  source: SiteErrorSource;
  message: string;
  page: string | null;
  created_at: string;
}

export interface SiteKeysTable {
  name: string;
  value: string;
  created_at: string;
}

export interface ScheduledJobsTable {
  name: string;
  locked_until: string;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_summary: string | null;
}

/**
 * Every table, as Kysely sees it. The platform's own are here; each feature
 * adds its own by declaration merging:
 * `declare module "#app/platform/db/schema.server.ts" { interface Database { leads: LeadsTable } }`.
 */
export interface Database {
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  web_vitals: WebVitalsTable;
  site_errors: SiteErrorsTable;
  site_keys: SiteKeysTable;
  scheduled_jobs: ScheduledJobsTable;
}

export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
