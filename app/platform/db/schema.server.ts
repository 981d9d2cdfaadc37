// Table types for Kysely. Columns are kept to types both backends store the
// same way: text (timestamps as ISO-8601 UTC, which sort correctly as text),
// integers, and JSON as text. One set of queries then serves SQLite and
// PostgreSQL without per-backend conversions.
import type { ColumnType, Insertable, Selectable } from "kysely";
import type { AdClickNetwork, LeadForm } from "#app/features/leads/attribution/lead-attribution.ts";
import type { LeadKind } from "#app/features/leads/notify/lead-notification.ts";
import type { QuoteStatus } from "#app/features/quotes/quote-document.ts";
import type { QuoteDecisionType } from "#app/features/quotes/quote-status.ts";
import type { DepositStatus } from "#app/features/quotes/deposits/deposit-status.ts";
import type { ProofOfPaymentType } from "#app/platform/uploads/upload-sniff.ts";

export type { LeadKind } from "#app/features/leads/notify/lead-notification.ts";
export type { QuoteRequestType, QuoteStatus } from "#app/features/quotes/quote-document.ts";

export { DEFAULT_LEAD_STATUS, LEAD_STATUSES, type LeadStatus } from "#app/features/leads/lead-status.ts";
import type { LeadStatus } from "#app/features/leads/lead-status.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import type { StockTables } from "#app/features/catalogue/stock/stock-schema.server.ts";

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
}

export interface RateLimitsTable {
  key: string;
  /** Start of the fixed window, ISO-8601. */
  window_start: string;
  count: number;
}

export interface QuotesTable {
  id: string;
  /** 'Q-250314-K7PX'; unique. */
  quote_number: string;
  lead_id: string;
  /** SHA-256 (hex) of the visitor's access token. */
  access_token_hash: string;
  /** SHA-256 (hex) of the token in the visitor's quote e-mail link: reads the PDF, takes no decision. */
  link_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<QuoteStatus, QuoteStatus | undefined, QuoteStatus>;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  /** YYYY-MM-DD. */
  event_date: string | null;
  venue: string | null;
  /** The priced lines (PricedQuoteLine[]) as JSON text. */
  lines: string;
  total_items: number;
  /** Money in whole cents. bigint columns: PostgreSQL returns them as strings, so read with Number(). */
  total_price_cents: ColumnType<number | string, number, number>;
  total_discount_cents: ColumnType<number | string, number, number>;
  created_at: string;
  updated_at: string;
  // The event quote (0008); null on quotes stored before it.
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
  setup_time: ColumnType<string | null, string | null | undefined, string | null>;
  collection_time: ColumnType<string | null, string | null | undefined, string | null>;
  venue_setting: ColumnType<string | null, string | null | undefined, string | null>;
  guests: ColumnType<number | null, number | null | undefined, number | null>;
  company_name: ColumnType<string | null, string | null | undefined, string | null>;
  company_vat_number: ColumnType<string | null, string | null | undefined, string | null>;
  delivery_method: ColumnType<string | null, string | null | undefined, string | null>;
  delivery_zone: ColumnType<string | null, string | null | undefined, string | null>;
  delivery_fee_cents: ColumnType<number | string | null, number | null | undefined, number | null>;
  hire_days: ColumnType<number | null, number | null | undefined, number | null>;
  pricing_rule: ColumnType<string | null, string | null | undefined, string | null>;
  vat_cents: ColumnType<number | string | null, number | null | undefined, number | null>;
  total_cents: ColumnType<number | string | null, number | null | undefined, number | null>;
  valid_until: ColumnType<string | null, string | null | undefined, string | null>;
  // The live quote page (0009); null on quotes stored before it until first used.
  /** SHA-256 (hex) of the live page's link token (/q/<token>); unique. */
  live_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  first_viewed_at: ColumnType<string | null, string | null | undefined, string | null>;
  last_viewed_at: ColumnType<string | null, string | null | undefined, string | null>;
  lost_reason: ColumnType<string | null, string | null | undefined, string | null>;
  lost_note: ColumnType<string | null, string | null | undefined, string | null>;
  // Quote versions (0013): the current (latest sent) version; null for v1, read from the columns above.
  current_version: ColumnType<number | null, number | null | undefined, number | null>;
  /** The current version's QuoteDocument as JSON text, when it is v2 or later. */
  current_document: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every version of a quote (0013); a version sent or seen by the customer never changes. */
export interface QuoteVersionsTable {
  id: string;
  quote_id: string;
  version: number;
  /** The QuoteDocument as JSON text. */
  document: string;
  /** The member of staff who saved it; null for v1 (the customer's request). */
  created_by: string | null;
  created_at: string;
  sent_at: ColumnType<string | null, string | null | undefined, string | null>;
  sent_by: ColumnType<string | null, string | null | undefined, string | null>;
  first_seen_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface QuoteDecisionsTable {
  id: string;
  quote_id: string;
  request_type: QuoteDecisionType;
  /** The quote's status once this decision was recorded. */
  status_after: QuoteStatus;
  created_at: string;
  /** The live page form's one-time key (0009): a repeated submission records once. */
  submission_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** A decline's reason (DECLINE_REASONS) and the customer's note. */
  decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** The quote version the decision was taken on (0013); null before versions: v1. */
  quote_version: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Each time the customer opened the live quote page (at most one row per half hour). */
export interface QuoteViewsTable {
  id: string;
  quote_id: string;
  viewed_at: string;
}

/** The acceptance record: the name typed as a signature, when, from which address and browser. */
export interface QuoteAcceptancesTable {
  id: string;
  quote_id: string;
  decision_id: string;
  signed_name: string;
  terms_version: string;
  ip_address: string | null;
  user_agent: string | null;
  accepted_at: string;
  /** The version accepted and its total including VAT (0019; set on every acceptance since). */
  quote_version: ColumnType<number | null, number | null | undefined, number | null>;
  total_cents: ColumnType<number | string | null, number | null | undefined, number | null>;
}

/** A change request from the live page: its lines (JSON), a note and whether a discount is asked too. */
export interface QuoteChangeRequestsTable {
  id: string;
  quote_id: string;
  decision_id: string;
  wants_discount: ColumnType<number, number | undefined, number>;
  note: string | null;
  lines: string;
  created_at: string;
}

/** The EFT deposit of an accepted quote (0014, decision 040): its amount at acceptance and where it stands. */
export interface QuoteDepositsTable {
  quote_id: string;
  percent: number;
  quote_total_cents: ColumnType<number | string, number, number>;
  amount_due_cents: ColumnType<number | string, number, number>;
  status: DepositStatus;
  created_at: string;
  updated_at: string;
  received_at: ColumnType<string | null, string | null | undefined, string | null>;
  received_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an upload of a proof was last cut off before its end (migration 0020); the page says so. */
  upload_interrupted_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A proof of payment the customer uploaded: the stored file's name and what was found in its bytes. */
export interface QuotePaymentProofsTable {
  id: string;
  quote_id: string;
  stored_name: string;
  original_name: string;
  content_type: ProofOfPaymentType;
  size_bytes: number;
  sha256: string;
  submission_key: string | null;
  uploaded_at: string;
}

export interface StaffUsersTable {
  id: string;
  /** Lower-cased and trimmed; unique. */
  email: string;
  password_hash: string;
  created_at: string;
  password_changed_at: string;
  last_login_at: string | null;
  /** The failed sign-in before the latest, for the burst e-mail (decision 027). */
  last_failed_sign_in_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the current burst's e-mail was queued; null when none was. */
  failed_sign_ins_alerted_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the account may do (0012); accounts from before roles are owners. */
  role: ColumnType<StaffRole, StaffRole | undefined, StaffRole>;
}

export interface StaffInvitationsTable {
  id: string;
  email: string;
  role: StaffRole;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export const STAFF_TOKEN_PURPOSES = ["invitation", "password_reset"] as const;
export type StaffTokenPurpose = (typeof STAFF_TOKEN_PURPOSES)[number];

/** Single-use links of invitations and password resets, by the SHA-256 of their token. */
export interface StaffAccountTokensTable {
  token_hash: string;
  purpose: StaffTokenPurpose;
  invitation_id: string | null;
  staff_id: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export const STAFF_ACCOUNT_ACTIONS = [
  "invited",
  "invitation_revoked",
  "joined",
  "role_changed",
  "removed",
  "password_changed",
  "password_reset",
] as const;
export type StaffAccountAction = (typeof STAFF_ACCOUNT_ACTIONS)[number];

export interface StaffAccountEventsTable {
  id: string;
  actor_email: string;
  action: StaffAccountAction;
  subject_email: string;
  detail: string | null;
  created_at: string;
}

export const LOGIN_ATTEMPT_OUTCOMES = ["pending", "failed"] as const;
export type LoginAttemptOutcome = (typeof LOGIN_ATTEMPT_OUTCOMES)[number];

/** Sign-in attempts of the last window; a successful one is deleted (decision 027). */
export interface LoginAttemptsTable {
  id: string;
  /** SHA-256 (hex, 32 characters) of the normalised e-mail address typed. */
  account_key: string;
  /** The client address's hashed rate-limit key. */
  address_key: string;
  /** 0 or 1: whether the account had signed in from this address before. */
  from_known_address: number;
  outcome: LoginAttemptOutcome;
  attempted_at: string;
}

/** Addresses (as hashed keys) each account has signed in from. */
export interface StaffKnownAddressesTable {
  staff_id: string;
  address_key: string;
  last_signed_in_at: string;
}

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the session token the cookie carries. */
  id_hash: string;
  staff_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip_hash: string | null;
  user_agent: string | null;
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

/** What staff did with a privacy request: exported it, verified records found by phone number only, erased it. */
export type PrivacyAuditAction = "export_json" | "export_csv" | "verify" | "erase";

export interface PrivacyAuditTable {
  id: string;
  /** The privacy request's lead id. */
  request_id: string;
  action: PrivacyAuditAction;
  /** Counts per kind of record, as JSON; never personal data. */
  summary: string;
  staff_email: string;
  created_at: string;
}

/** A record found for a privacy request by an unproved identifier, which staff checked and verified (0018). */
export interface PrivacyVerifiedRecordsTable {
  request_id: string;
  record_kind: "lead" | "quote";
  record_id: string;
  verified_by: string;
  verified_at: string;
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

// Stock and holds (0017): their own tables, typed in stock-schema.server.ts.
export interface Database extends StockTables {
  leads: LeadsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  used_challenges: UsedChallengesTable;
  quotes: QuotesTable;
  quote_decisions: QuoteDecisionsTable;
  quote_views: QuoteViewsTable;
  quote_acceptances: QuoteAcceptancesTable;
  quote_change_requests: QuoteChangeRequestsTable;
  quote_deposits: QuoteDepositsTable;
  quote_payment_proofs: QuotePaymentProofsTable;
  quote_versions: QuoteVersionsTable;
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_invitations: StaffInvitationsTable;
  staff_account_tokens: StaffAccountTokensTable;
  staff_account_events: StaffAccountEventsTable;
  login_attempts: LoginAttemptsTable;
  staff_known_addresses: StaffKnownAddressesTable;
  lead_events: LeadEventsTable;
  web_vitals: WebVitalsTable;
  site_errors: SiteErrorsTable;
  privacy_audit: PrivacyAuditTable;
  privacy_verified_records: PrivacyVerifiedRecordsTable;
  site_keys: SiteKeysTable;
  scheduled_jobs: ScheduledJobsTable;
  nudges: NudgesTable;
  email_opt_outs: EmailOptOutsTable;
  catalogue_categories: CatalogueCategoriesTable;
  catalogue_products: CatalogueProductsTable;
  catalogue_product_categories: CatalogueProductCategoriesTable;
  catalogue_personnel: CataloguePersonnelTable;
  catalogue_bundles: CatalogueBundlesTable;
  catalogue_bundle_items: CatalogueBundleItemsTable;
  catalogue_add_ons: CatalogueAddOnsTable;
  catalogue_add_on_items: CatalogueAddOnItemsTable;
  catalogue_promotions: CataloguePromotionsTable;
  catalogue_promotion_items: CataloguePromotionItemsTable;
  catalogue_drafts: CatalogueDraftsTable;
  catalogue_audit: CatalogueAuditTable;
  catalogue_revision: CatalogueRevisionTable;
}

// ---------------------------------------------------------------------------
// The catalogue (migration 0015, decision 041). Money in cents, discounts in
// basis points, flags 0/1, lists of key features as JSON text.

/** Columns every editable catalogue table has. */
interface CatalogueItemColumns {
  id: string;
  name: string;
  description: string;
  image: string;
  hidden: number;
  position: number;
  updated_at: string;
  updated_by: string;
}

interface CataloguePricedColumns {
  cost_price_cents: number;
  hire_price_override_cents: number | null;
}

export interface CatalogueCategoriesTable extends CatalogueItemColumns {
  parent_id: string | null;
}

export interface CatalogueProductsTable extends CatalogueItemColumns, CataloguePricedColumns {
  type: string;
  capacity: number | null;
  key_features: string;
}

export interface CatalogueProductCategoriesTable {
  product_id: string;
  category_id: string;
  position: number;
}

export interface CataloguePersonnelTable extends CatalogueItemColumns, CataloguePricedColumns {
  hourly_rate: number;
  key_features: string;
}

export interface CatalogueBundlesTable extends CatalogueItemColumns, CataloguePricedColumns {
  type: string;
  capacity: number | null;
  popularity: number;
  key_features: string;
}

export interface CatalogueBundleItemsTable {
  bundle_id: string;
  product_id: string;
  quantity: number;
  position: number;
}

export interface CatalogueAddOnsTable extends CatalogueItemColumns, CataloguePricedColumns {
  discount_basis_points: number | null;
  key_features: string;
}

export interface CatalogueAddOnItemsTable {
  add_on_id: string;
  item_id: string;
  quantity: number;
  position: number;
}

export interface CataloguePromotionsTable extends CatalogueItemColumns, CataloguePricedColumns {
  category: string;
  discount_basis_points: number;
  capacity: number;
}

export interface CataloguePromotionItemsTable {
  promotion_id: string;
  item_type: string;
  item_id: string;
  quantity: number;
  position: number;
}

export interface CatalogueDraftsTable {
  kind: string;
  item_id: string;
  is_new: number;
  record: string;
  saved_at: string;
  saved_by: string;
}

export interface CatalogueAuditTable {
  id: string;
  kind: string;
  item_id: string;
  action: string;
  before_json: string | null;
  after_json: string;
  staff_email: string;
  created_at: string;
  revision: number;
}

export interface CatalogueRevisionTable {
  id: number;
  revision: number;
  published_at: string;
  published_by: string;
}

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
export type QuoteRow = Selectable<QuotesTable>;
export type NewQuoteRow = Insertable<QuotesTable>;
export type QuoteVersionRow = Selectable<QuoteVersionsTable>;
export type QuoteDecisionRow = Selectable<QuoteDecisionsTable>;
export type StaffUserRow = Selectable<StaffUsersTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;
export type LeadEventRow = Selectable<LeadEventsTable>;
