// What the staff area needs from the server, handed to each request through
// React Router's context (server/router-context.ts), and who
// is signed in, which the staff area's middleware puts in the same context.
import type { Kysely } from "kysely";
import { createContext, type RouterContextProvider } from "react-router";
import type { BoundedQueue } from "#app/platform/limits/bounded-queue.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";

export interface StaffServices {
  db: Kysely<Database>;
  /** Salt for hashing client addresses (rate-limit keys and session records). */
  ipHashSalt?: string;
  /** Channels this server can deliver. */
  sendingChannels: readonly OutboxChannel[];
  /** Asks the outbox worker to run soon (after a retry, or a staff alert). */
  kickOutbox(): void;
  /** The queue password checks wait in; the process's own when not given. */
  passwordChecks?: BoundedQueue;
  /** Minutes of business hours a lead may wait for its first response (decision 035); 15 when not given. */
  responseTargetMinutes?: number;
}

/** Set by the server for every request; reading it where it was not set throws. */
export const staffServicesContext = createContext<StaffServices>();

export function staffServicesFrom(context: Readonly<RouterContextProvider>): StaffServices {
  return context.get(staffServicesContext);
}

export interface SignedInStaff {
  staffId: string;
  email: string;
  role: StaffRole;
  /** The session's CSRF token, for the hidden field of every form. */
  csrfToken: string;
  /** SHA-256 of the session token: what sign-out deletes. */
  sessionIdHash: string;
}

/**
 * Set by the staff area's middleware for every request it lets through. Routes
 * read it through requireStaff (require-staff.server.ts), with their permission.
 */
export const signedInStaffContext = createContext<SignedInStaff | null>(null);
