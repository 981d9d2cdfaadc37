// Table types for Kysely. Columns are kept to types both backends store the
// same way: text (timestamps as ISO-8601 UTC, which sort correctly as text),
// integers, and JSON as text. One set of queries then serves SQLite and
// PostgreSQL without per-backend conversions.
import type { ColumnType, Insertable, Selectable } from "kysely";
import type { LeadKind } from "../../lib/lead-notification.ts";

export type { LeadKind } from "../../lib/lead-notification.ts";

/** Every lead starts as 'new'; the spec defines no later states yet. */
export const DEFAULT_LEAD_STATUS = "new";

export const OUTBOX_CHANNELS = ["email", "webhook"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface LeadsTable {
  id: string;
  kind: LeadKind;
  /** The payload's source, e.g. 'Website Form' or 'Business Partner Application'. */
  source: string;
  status: ColumnType<string, string | undefined, string>;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  referrer: string | null;
  /** The full submission as JSON text. */
  payload: string;
  /** 0 or 1: an integer reads the same from both backends. */
  marketing_consent: ColumnType<number, number | undefined, number>;
  consent_at: string | null;
  idempotency_key: string | null;
  ip_hash: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  lead_id: string;
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
}

export interface RateLimitsTable {
  key: string;
  /** Start of the fixed window, ISO-8601. */
  window_start: string;
  count: number;
}

export interface Database {
  leads: LeadsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
}

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
