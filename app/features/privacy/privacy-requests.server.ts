// Confirmed privacy requests as staff see them: the open ones with their due
// dates (the inbox), and one in full (its page, with export and erasure).
import type { Kysely } from "kysely";
import { type LeadStatus, OPEN_LEAD_STATUSES, type PrivacyRequestType } from "#app/features/leads/index.ts";
import { isPrivacyRequestType, privacyRequestDue } from "#app/features/privacy/privacy-request.ts";
import type { PrivacySubject } from "#app/features/privacy/subject-data-view.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { LeadRow } from "#app/features/leads/index.server.ts";

export interface PrivacyRequest {
  id: string;
  type: PrivacyRequestType | null;
  status: LeadStatus;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  details: string;
  createdAt: string;
  confirmedAt: string;
  dueAt: string;
  daysLeft: number;
  overdue: boolean;
  /** Erased (or past retention): the request names nobody any more. */
  anonymisedAt: string | null;
}

function toRequest(row: LeadRow, now: Date): PrivacyRequest {
  const payload = JSON.parse(row.payload) as { requestType?: unknown; details?: unknown };
  const confirmedAt = row.confirmed_at ?? row.created_at;
  const due = privacyRequestDue(new Date(confirmedAt), now);
  return {
    id: row.id,
    type: isPrivacyRequestType(payload.requestType) ? payload.requestType : null,
    status: row.status,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    details: typeof payload.details === "string" ? payload.details : "",
    createdAt: row.created_at,
    confirmedAt,
    dueAt: due.dueAt.toISOString(),
    daysLeft: due.daysLeft,
    overdue: due.overdue,
    anonymisedAt: row.anonymised_at,
  };
}

/** Confirmed requests still to be answered (an open status, not yet erased), the soonest due first. */
export async function openPrivacyRequests(db: Kysely<Database>, now: Date = new Date()): Promise<PrivacyRequest[]> {
  const rows = await db
    .selectFrom("leads")
    .selectAll()
    .where("kind", "=", "privacy_request")
    .where("confirmed_at", "is not", null)
    .where("anonymised_at", "is", null)
    .where("status", "in", OPEN_LEAD_STATUSES)
    .orderBy("confirmed_at")
    .limit(100)
    .execute();
  return rows.map((row) => toRequest(row, now));
}

/** A confirmed request; unconfirmed ones are not staff's business yet. */
export async function getPrivacyRequest(
  db: Kysely<Database>,
  id: string,
  now: Date = new Date(),
): Promise<PrivacyRequest | undefined> {
  const row = await db
    .selectFrom("leads")
    .selectAll()
    .where("id", "=", id)
    .where("kind", "=", "privacy_request")
    .where("confirmed_at", "is not", null)
    .executeTakeFirst();
  return row ? toRequest(row, now) : undefined;
}

/**
 * Who a confirmed request is about, for its export and erasure: its e-mail
 * address is proved (the request was confirmed from that inbox), its phone
 * number is not. An erased request names nobody, so nothing is in scope.
 */
export function subjectOf(request: PrivacyRequest): PrivacySubject {
  return {
    requestId: request.id,
    confirmedEmail: request.anonymisedAt ? null : request.email,
    phone: request.anonymisedAt ? null : request.phone,
  };
}
