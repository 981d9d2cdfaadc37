// The leads' tables (migrations 0001, 0010, 0011, 0021), added to the
// platform's Database by declaration merging, and what the outbox's rows
// carry: a lead's notification (the platform names neither).
import type { ColumnType, Insertable, Selectable } from "kysely";
import type { AdClickNetwork, LeadForm } from "#app/features/leads/attribution/lead-attribution.ts";
import type { LeadKind, LeadNotification } from "#app/features/leads/notify/lead-notification.ts";
import type { LeadStatus } from "#app/features/leads/lead-status.ts";

export interface LeadsTable {
  id: string;
  kind: LeadKind;
  /** The payload's source, e.g. 'Website Form' or 'Business Partner Application'. */
  source: string;
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
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
  /** SHA-256 (hex) of the body first sent with idempotency_key; a replay with another body is refused. */
  idempotency_body_hash: ColumnType<string | null, string | null | undefined, string | null>;
  ip_hash: string | null;
  user_agent: string | null;
  created_at: string;
  /** 1 when stored past its kind's flood threshold (decision 025): no e-mail of its own, one digest. */
  suspected_spam: ColumnType<number, number | undefined, number>;
  /** When a spam digest reported it; null while it waits for the next one. */
  spam_digested_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the visitor confirmed by e-mail (subscribers and privacy requests only). */
  confirmed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the personal details were removed (retention or an erasure request). */
  anonymised_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The first staff action that counts as a response (decision 035); null while the lead waits. */
  first_response_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who took it (a staff e-mail address). */
  first_response_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Which action it was ('status', 'note'). */
  first_response_action: ColumnType<string | null, string | null | undefined, string | null>;
  // Where the lead came from (0011, decision 036); null on leads stored before it.
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  utm_term: ColumnType<string | null, string | null | undefined, string | null>;
  utm_content: ColumnType<string | null, string | null | undefined, string | null>;
  ad_click: ColumnType<AdClickNetwork | null, AdClickNetwork | null | undefined, AdClickNetwork | null>;
  referrer_host: ColumnType<string | null, string | null | undefined, string | null>;
  landing_page: ColumnType<string | null, string | null | undefined, string | null>;
  lead_form: ColumnType<LeadForm | null, LeadForm | null | undefined, LeadForm | null>;
  // Flood bounds (0021, decision 053): set on leads held in a flood.
  campaign_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  message_fingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  /** Identical submissions the row stands for: 1, or a campaign's count. */
  repeat_count: ColumnType<number, number | undefined, number>;
  last_seen_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A flood challenge's salt once used (0021): a replay is refused in every process. */
export interface UsedChallengesTable {
  salt: string;
  expires_at: string;
}

/**
 * status, note, retry: the lead's workflow. quote_version_saved and
 * quote_version_sent (0013) name their version; quote_won and quote_lost
 * carry the reason's words in note.
 */
export const LEAD_EVENT_TYPES = [
  "status",
  "note",
  "retry",
  "quote_version_saved",
  "quote_version_sent",
  "quote_won",
  "quote_lost",
] as const;
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[number];

export interface LeadEventsTable {
  id: string;
  lead_id: string;
  type: LeadEventType;
  from_status: LeadStatus | null;
  to_status: LeadStatus | null;
  note: string | null;
  outbox_id: string | null;
  staff_email: string;
  created_at: string;
  /** The quote version a quote_version_* event is about (0013). */
  quote_version: ColumnType<number | null, number | null | undefined, number | null>;
}

export const NUDGE_OUTCOMES = ["queued", "opted_out"] as const;
export type NudgeOutcome = (typeof NUDGE_OUTCOMES)[number];

/** One row per nudge kind and subject, ever: the primary key is what makes a nudge go out once. */
export interface NudgesTable {
  kind: string;
  subject_id: string;
  outbox_id: string | null;
  outcome: NudgeOutcome;
  created_at: string;
}

/** Addresses that asked for no more reminder e-mails, as keyed hashes. */
export interface EmailOptOutsTable {
  address_key: string;
  created_at: string;
}

declare module "#app/platform/db/schema.server.ts" {
  interface Database {
    leads: LeadsTable;
    used_challenges: UsedChallengesTable;
    lead_events: LeadEventsTable;
    nudges: NudgesTable;
    email_opt_outs: EmailOptOutsTable;
  }
}

// Outbox rows hold a lead's notification (a staff alert or account e-mail row
// holds its own payload instead, which its sender checks for).
declare module "#app/platform/mail/outbox-db.server.ts" {
  interface OutboxPayloadRegistry {
    payload: LeadNotification;
  }
}

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type LeadEventRow = Selectable<LeadEventsTable>;
