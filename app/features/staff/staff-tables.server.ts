// The staff area's tables (migrations 0003, 0006, 0012), added to the
// platform's Database by declaration merging.
import type { ColumnType, Selectable } from "kysely";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";

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

declare module "#app/platform/db/schema.server.ts" {
  interface Database {
    staff_users: StaffUsersTable;
    staff_sessions: StaffSessionsTable;
    staff_invitations: StaffInvitationsTable;
    staff_account_tokens: StaffAccountTokensTable;
    staff_account_events: StaffAccountEventsTable;
    login_attempts: LoginAttemptsTable;
    staff_known_addresses: StaffKnownAddressesTable;
  }
}

export type StaffUserRow = Selectable<StaffUsersTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;
