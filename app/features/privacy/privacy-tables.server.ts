// The privacy requests' tables (migrations 0007, 0018), added to the
// platform's Database by declaration merging.

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

declare module "#app/platform/db/schema.server.ts" {
  interface Database {
    privacy_audit: PrivacyAuditTable;
    privacy_verified_records: PrivacyVerifiedRecordsTable;
  }
}
