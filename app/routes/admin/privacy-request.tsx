// One confirmed privacy request: who asked, what for, when it is due; what we
// hold under its confirmed e-mail address (counts), the exports (JSON and CSV)
// and erasure of exactly that; the records found by its phone number only,
// held back as unverified until staff check and verify them; and the audit
// trail of what staff did with it.
import { ArrowLeft, Download } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/privacy-request";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { StatusBadge } from "#app/features/leads/inbox/badges.tsx";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { LEAD_KIND_LABELS, isLeadKind } from "#app/features/leads/notify/lead-notification.ts";
import { PRIVACY_REQUEST_TYPE_LABELS } from "#app/features/privacy/privacy-request.ts";
import { SUBJECT_RECORD_GROUPS, subjectDataCounts } from "#app/features/privacy/subject-data-view.ts";
import { type SubjectRecordRef, parseRecordKey, recordKey } from "#app/features/privacy/subject-scope.ts";
import { readFormBody } from "#app/platform/http/form-body.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { getPrivacyRequest, subjectOf } from "#app/features/privacy/privacy-requests.server.ts";
import {
  type UnverifiedRecord,
  collectSubjectData,
  eraseSubject,
  listPrivacyAudit,
  subjectScope,
  verifySubjectRecords,
} from "#app/features/privacy/subject-data.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/privacy-request.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Privacy request");

const AUDIT_LABELS = {
  export_json: "Exported as JSON",
  export_csv: "Exported as CSV",
  verify: "Verified as the requester's",
  erase: "Erased",
} as const;

export const INTENT_FIELD = "intent";
export const ERASE_CONFIRM_FIELD = "confirmErase";
export const VERIFY_RECORD_FIELD = "record";
export const VERIFY_CONFIRM_FIELD = "confirmVerify";

export const PRIVACY_REQUEST_MESSAGES = {
  notFound: "There is no confirmed privacy request with this address.",
  unknownIntent: "Choose whether to verify records or to erase.",
  eraseUnconfirmed: "Tick the box to confirm the erasure first: it cannot be undone.",
  verifyNothingChosen: "Choose the records you have checked belong to the requester.",
  verifyUnconfirmed: "Tick the box to confirm you have checked that these records are the requester's.",
  verifyStale: "One of these records is no longer held back for this request. Reload the page and check again.",
} as const;

type ActionAnswer = { form: "erase" | "verify" | null; message: string };

function recordTitle(record: UnverifiedRecord): string {
  if (record.kind === "quote") return `Quote ${record.quoteNumber ?? ""}`.trim();
  const label = isLeadKind(record.label) ? LEAD_KIND_LABELS[record.label] : "enquiry";
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

const REASON_TEXT = {
  phone: "Shares the phone number only",
  enquiry: "Belongs to an unverified enquiry",
} as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = await staffServicesFrom(context);
  const found = await getPrivacyRequest(db, params.requestId);
  if (!found) throw data(PRIVACY_REQUEST_MESSAGES.notFound, { status: 404 });
  const now = new Date();
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
    unverified: (scope?.unverified ?? []).map((record) => ({
      key: recordKey(record),
      title: recordTitle(record),
      reason: REASON_TEXT[record.reason],
      received: record.createdAt ? formatSast(record.createdAt) : "",
      name: record.name,
      email: record.email,
      phone: record.phone,
    })),
    audit: audit.map((entry) => ({
      id: entry.id,
      action: AUDIT_LABELS[entry.action],
      summary: Object.entries(entry.summary)
        .map(([key, count]) => `${key}: ${count}`)
        .join(", "),
      staffEmail: entry.staffEmail,
      when: formatSast(entry.createdAt),
    })),
    notice: new URL(request.url).searchParams.get("notice"),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = await staffServicesFrom(context);
  const body = await readFormBody(request);
  if (!body.ok) return data<ActionAnswer>({ form: null, message: body.message }, { status: body.status });
  const form = body.form;
  const found = await getPrivacyRequest(db, params.requestId);
  if (!found) throw data(PRIVACY_REQUEST_MESSAGES.notFound, { status: 404 });
  const back = (notice: string) => redirect(`/admin/privacy-requests/${found.id}?notice=${notice}`);
  const intent = form.get(INTENT_FIELD);

  if (intent === "verify") {
    const refuse = (message: string, status = 400) => data<ActionAnswer>({ form: "verify", message }, { status });
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
    return back("verified");
  }

  if (intent !== "erase")
    return data<ActionAnswer>({ form: null, message: PRIVACY_REQUEST_MESSAGES.unknownIntent }, { status: 400 });
  if (form.get(ERASE_CONFIRM_FIELD) !== "yes") {
    return data<ActionAnswer>({ form: "erase", message: PRIVACY_REQUEST_MESSAGES.eraseUnconfirmed }, { status: 400 });
  }
  if (found.anonymisedAt) return back("erased");
  const counts = await eraseSubject(db, { subject: subjectOf(found), staffEmail: staff.email });
  logInfo("privacy.erased", { requestId: found.id, staffId: staff.staffId, ...counts });
  return back("erased");
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-navy">{label}</dt>
      {/* An e-mail address is one long token: it wraps anywhere rather than widening the page on a phone. */}
      <dd className="min-w-0 whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const linkButton =
  "inline-flex h-11 items-center gap-2 rounded-lg border-2 border-brand px-4 font-semibold text-brand hover:bg-lavender";

export default function PrivacyRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, held, unverified, audit, notice } = loaderData;
  const exportBase = `/admin/privacy-requests/${request.id}/export`;
  const eraseError = actionData?.form === "erase" ? actionData.message : null;
  const verifyError = actionData?.form === "verify" ? actionData.message : null;
  return (
    <>
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the inbox
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-navy">Privacy request: {request.typeLabel}</h1>
        <StatusBadge status={request.status} />
      </div>
      <p className="mt-1 text-muted">
        Confirmed {request.confirmed}.{" "}
        <strong className={request.overdue ? "text-danger" : "text-navy"}>
          Due {request.due}
          {request.overdue ? " (overdue)" : ` (${request.daysLeft} days left)`}
        </strong>
      </p>
      {notice === "erased" ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 font-medium text-success">
          Everything held about this person has been erased. The audit entry below records it without personal details.
        </p>
      ) : null}
      {notice === "verified" ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 font-medium text-success">
          The records you verified are now part of this request: its exports and erasure include them.
        </p>
      ) : null}
      {actionData && actionData.form === null ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 font-medium text-danger">
          {actionData.message}
        </p>
      ) : null}

      <section aria-labelledby="request-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
        <h2 id="request-heading" className="text-lg font-bold text-navy">
          The request
        </h2>
        <dl className="mt-4 divide-y divide-line">
          <Detail label="Name">{request.fullName ?? "Erased"}</Detail>
          <Detail label="E-mail address">{request.email ?? "Erased"}</Detail>
          <Detail label="Phone number">{request.phone ?? (request.anonymisedAt ? "Erased" : "Not given")}</Detail>
          <Detail label="Details">{request.details || "None given"}</Detail>
          <Detail label="Received">{request.received}</Detail>
        </dl>
        <p className="mt-4">
          <Link to={`/admin/leads/${request.id}`} className="font-semibold text-brand underline">
            Change its status or add a note on the lead page
          </Link>
        </p>
      </section>

      {held ? (
        <section aria-labelledby="held-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
          <h2 id="held-heading" className="text-lg font-bold text-navy">
            What we hold under the confirmed e-mail address
          </h2>
          <p className="mt-2 text-muted">
            The requester proved this address by confirming from its inbox. The exports and the erasure cover these
            records, and any you verify below; nothing else.
          </p>
          <ul className="mt-4 grid gap-1">
            {held.map((group) => (
              <li key={group.label}>
                {group.label}: {group.count}
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap gap-3">
            <a href={`${exportBase}.json`} className={linkButton} download>
              <Download className="size-4" aria-hidden="true" />
              Download everything (JSON)
            </a>
            <a href={`${exportBase}.csv`} className={linkButton} download>
              <Download className="size-4" aria-hidden="true" />
              Download everything (CSV)
            </a>
          </div>
        </section>
      ) : null}

      {held && unverified.length > 0 ? (
        <section aria-labelledby="unverified-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
          <h2 id="unverified-heading" className="text-lg font-bold text-navy">
            Found by the phone number only: not verified
          </h2>
          <p className="mt-2 text-ink">
            These records share the phone number given in the request, not the confirmed e-mail address. Anyone can type
            a phone number, so they are left out of the exports and the erasure. Include one only once you have checked
            that it is the requester's, for example by calling the number on it.
          </p>
          <Form method="post" className="mt-4 grid gap-3">
            <CsrfField />
            <input type="hidden" name={INTENT_FIELD} value="verify" />
            <fieldset aria-describedby={verifyError ? "verify-error" : undefined}>
              <legend className="font-semibold text-navy">Unverified records</legend>
              <ul className="mt-2 grid gap-2">
                {unverified.map((record) => (
                  <li key={record.key} className="flex items-start gap-3 rounded-lg border border-line p-3">
                    <input
                      id={`verify-${record.key}`}
                      type="checkbox"
                      name={VERIFY_RECORD_FIELD}
                      value={record.key}
                      className="mt-0.5 size-5 shrink-0 accent-brand"
                    />
                    <label htmlFor={`verify-${record.key}`} className="min-w-0 [overflow-wrap:anywhere]">
                      <strong>{record.title}</strong>, {record.received}: <em>unverified</em>. {record.reason}.
                      <br />
                      {[record.name, record.email, record.phone].filter(Boolean).join(" · ") || "No contact details"}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            <div className="flex items-start gap-3">
              <input
                id="confirm-verify"
                type="checkbox"
                name={VERIFY_CONFIRM_FIELD}
                value="yes"
                required
                aria-describedby={verifyError ? "verify-error" : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <label htmlFor="confirm-verify">
                I have checked with the requester that the records I ticked are theirs
              </label>
            </div>
            {verifyError ? (
              <p id="verify-error" role="alert" className="font-medium text-danger">
                {verifyError}
              </p>
            ) : null}
            <div>
              <button type="submit" className={linkButton}>
                Include the ticked records
              </button>
            </div>
          </Form>
        </section>
      ) : null}

      {held ? (
        <section aria-labelledby="erase-heading" className="mt-6">
          <Form method="post" className="grid gap-3 rounded-xl border-2 border-red-200 bg-red-50 p-5">
            <h2 id="erase-heading" className="font-bold text-danger">
              Erase everything held about this person
            </h2>
            <p className="text-ink">
              Enquiries and quotes are anonymised, the e-mails about them and staff notes are deleted, and an audit
              entry without personal details is kept. This cannot be undone. Bookings still within their tax period are
              kept in the accounting system, not here. Records found by the phone number only are not erased unless you
              have verified them.
            </p>
            <CsrfField />
            <input type="hidden" name={INTENT_FIELD} value="erase" />
            <div className="flex items-start gap-3">
              <input
                id="confirm-erase"
                type="checkbox"
                name={ERASE_CONFIRM_FIELD}
                value="yes"
                required
                aria-describedby={eraseError ? "erase-error" : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <label htmlFor="confirm-erase">I have checked this request and want to erase this person's data</label>
            </div>
            {eraseError ? (
              <p id="erase-error" role="alert" className="font-medium text-danger">
                {eraseError}
              </p>
            ) : null}
            <div>
              <button
                type="submit"
                className="inline-flex h-11 items-center rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
              >
                Erase everything
              </button>
            </div>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="audit-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
        <h2 id="audit-heading" className="text-lg font-bold text-navy">
          Audit trail
        </h2>
        {audit.length === 0 ? (
          <p className="mt-4 text-muted">Nothing exported, verified or erased yet.</p>
        ) : (
          <ol className="mt-4 grid gap-2">
            {audit.map((entry) => (
              <li key={entry.id}>
                <strong>{entry.action}</strong> by {entry.staffEmail}, {entry.when} ({entry.summary})
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
