// The quotes' tables (migrations 0002, 0008, 0009, 0013, 0014, 0019, 0020),
// added to the platform's Database by declaration merging.
import type { ColumnType, Insertable, Selectable } from "kysely";
import type { QuoteStatus } from "#app/features/quotes/quote-document.ts";
import type { QuoteDecisionType } from "#app/features/quotes/quote-status.ts";
import type { DepositStatus } from "#app/features/quotes/deposits/deposit-status.ts";
import type { ProofOfPaymentType } from "#app/platform/uploads/upload-sniff.ts";

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

/** A proof of payment's bytes (migration 0022, decision 060): written and deleted with its row. */
export interface QuotePaymentProofFilesTable {
  proof_id: string;
  data: Uint8Array;
}

declare module "#app/platform/db/schema.server.ts" {
  interface Database {
    quotes: QuotesTable;
    quote_decisions: QuoteDecisionsTable;
    quote_views: QuoteViewsTable;
    quote_acceptances: QuoteAcceptancesTable;
    quote_change_requests: QuoteChangeRequestsTable;
    quote_deposits: QuoteDepositsTable;
    quote_payment_proofs: QuotePaymentProofsTable;
    quote_payment_proof_files: QuotePaymentProofFilesTable;
    quote_versions: QuoteVersionsTable;
  }
}

export type QuoteRow = Selectable<QuotesTable>;
export type NewQuoteRow = Insertable<QuotesTable>;
export type QuoteVersionRow = Selectable<QuoteVersionsTable>;
export type QuoteDecisionRow = Selectable<QuoteDecisionsTable>;
