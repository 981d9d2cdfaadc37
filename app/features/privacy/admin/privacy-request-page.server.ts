// One confirmed privacy request's staff page: who asked and when it is due,
// what we hold under its confirmed e-mail address, the records found by its
// phone number only (held back until verified), the audit trail; and the
// verify and erase steps behind its forms (app/routes/admin/privacy-request.tsx).
import type { Kysely } from "kysely";
import { formatSast, isLeadKind, LEAD_KIND_LABELS } from "#app/features/leads/index.ts";
import { PRIVACY_REQUEST_TYPE_LABELS } from "#app/features/privacy/privacy-request.ts";
import { type PrivacyRequest, subjectOf } from "#app/features/privacy/privacy-requests.server.ts";
import { SUBJECT_RECORD_GROUPS, subjectDataCounts } from "#app/features/privacy/subject-data-view.ts";
import { type SubjectRecordRef, parseRecordKey, recordKey } from "#app/features/privacy/subject-scope.ts";
import {
  type UnverifiedRecord,
  collectSubjectData,
  eraseSubject,
  listPrivacyAudit,
  subjectScope,
  verifySubjectRecords,
} from "#app/features/privacy/subject-data.server.ts";
import {
  ERASE_CONFIRM_FIELD,
  INTENT_FIELD,
  PRIVACY_REQUEST_MESSAGES,
  type PrivacyRequestAnswer,
  VERIFY_CONFIRM_FIELD,
  VERIFY_RECORD_FIELD,
} from "#app/features/privacy/admin/privacy-request-fields.ts";
import type { SignedInStaff } from "#app/features/staff/index.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { type RouteOutcome, answer, redirectTo } from "#app/platform/http/route-outcome.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";

const AUDIT_LABELS = {
  export_json: "Exported as JSON",
  export_csv: "Exported as CSV",
  verify: "Verified as the requester's",
  erase: "Erased",
} as const;

const REASON_TEXT = {
  phone: "Shares the phone number only",
  enquiry: "Belongs to an unverified enquiry",
} as const;

function recordTitle(record: UnverifiedRecord): string {
  if (record.kind === "quote") return `Quote ${record.quoteNumber ?? ""}`.trim();
  const label = isLeadKind(record.label) ? LEAD_KIND_LABELS[record.label] : "enquiry";
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

function unverifiedView(record: UnverifiedRecord) {
  return {
    key: recordKey(record),
    title: recordTitle(record),
    reason: REASON_TEXT[record.reason],
    received: record.createdAt ? formatSast(record.createdAt) : "",
    name: record.name,
    email: record.email,
    phone: record.phone,
  };
}

export async function privacyRequestPage(
  db: Kysely<Database>,
  found: PrivacyRequest,
  { notice, now }: { notice: string | null; now: Date },
) {
  const subject = subjectOf(found);
  const [held, scope, audit] = await Promise.all([
    found.anonymisedAt ? null : collectSubjectData(db, subject, now),
    found.anonymisedAt ? null : subjectScope(db, subject),
    listPrivacyAudit(db, found.id),
  ]);
  const counts = held ? subjectDataCounts(held) : null;
  return {
    request: {
      ...found,
      typeLabel: found.type ? PRIVACY_REQUEST_TYPE_LABELS[found.type] : "Not stated",
      received: formatSast(found.createdAt),
      confirmed: formatSast(found.confirmedAt),
      due: formatSast(found.dueAt),
    },
    held: counts ? SUBJECT_RECORD_GROUPS.map((group) => ({ label: group.label, count: counts[group.key] ?? 0 })) : null,
    unverified: (scope?.unverified ?? []).map(unverifiedView),
    audit: audit.map((entry) => ({
      id: entry.id,
      action: AUDIT_LABELS[entry.action],
      summary: Object.entries(entry.summary)
        .map(([key, count]) => `${key}: ${count}`)
        .join(", "),
      staffEmail: entry.staffEmail,
      when: formatSast(entry.createdAt),
    })),
    notice,
  };
}

export type PrivacyRequestPageData = Awaited<ReturnType<typeof privacyRequestPage>>;

interface PrivacyRequestPost {
  found: PrivacyRequest;
  form: FormData;
  staff: Pick<SignedInStaff, "staffId" | "email">;
}

type Outcome = RouteOutcome<PrivacyRequestAnswer>;

const backTo = (found: PrivacyRequest, notice: string) =>
  redirectTo(`/admin/privacy-requests/${found.id}?notice=${notice}`);

/** Verify records found by the phone number only, or erase everything held, as the posted form says. */
export async function privacyRequestAction(db: Kysely<Database>, post: PrivacyRequestPost): Promise<Outcome> {
  const intent = post.form.get(INTENT_FIELD);
  if (intent === "verify") return verifyRecords(db, post);
  if (intent !== "erase") return answer(400, { form: null, message: PRIVACY_REQUEST_MESSAGES.unknownIntent });
  return eraseAll(db, post);
}

async function verifyRecords(db: Kysely<Database>, { found, form, staff }: PrivacyRequestPost): Promise<Outcome> {
  const refuse = (message: string, status = 400) => answer<PrivacyRequestAnswer>(status, { form: "verify", message });
  const chosen = form.getAll(VERIFY_RECORD_FIELD).map(parseRecordKey);
  if (chosen.length === 0 || chosen.some((record) => record === undefined))
    return refuse(PRIVACY_REQUEST_MESSAGES.verifyNothingChosen);
  if (form.get(VERIFY_CONFIRM_FIELD) !== "yes") return refuse(PRIVACY_REQUEST_MESSAGES.verifyUnconfirmed);
  if (found.anonymisedAt) return refuse(PRIVACY_REQUEST_MESSAGES.verifyStale, 409);
  const result = await verifySubjectRecords(db, {
    subject: subjectOf(found),
    records: chosen as SubjectRecordRef[],
    staffEmail: staff.email,
  });
  if (result.status !== "verified") return refuse(PRIVACY_REQUEST_MESSAGES.verifyStale, 409);
  logInfo("privacy.verified", { requestId: found.id, staffId: staff.staffId, ...result.counts });
  return backTo(found, "verified");
}

async function eraseAll(db: Kysely<Database>, { found, form, staff }: PrivacyRequestPost): Promise<Outcome> {
  if (form.get(ERASE_CONFIRM_FIELD) !== "yes")
    return answer(400, { form: "erase", message: PRIVACY_REQUEST_MESSAGES.eraseUnconfirmed });
  if (found.anonymisedAt) return backTo(found, "erased");
  const counts = await eraseSubject(db, { subject: subjectOf(found), staffEmail: staff.email });
  logInfo("privacy.erased", { requestId: found.id, staffId: staff.staffId, ...counts });
  return backTo(found, "erased");
}
