// One confirmed privacy request: who asked, what for, when it is due; what we
// hold about that e-mail address or phone number (counts), the exports (JSON
// and CSV) and erasure, and the audit trail of what staff did with it.
import { ArrowLeft, Download } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/privacy-request";
import { STAFF_ROUTES } from "~/lib/staff-roles";
import { StatusBadge } from "~/components/admin/badges";
import { CsrfField } from "~/components/admin/csrf-field";
import { staffPageMeta } from "~/components/admin/staff-meta";
import { formatSast } from "~/lib/admin-inbox";
import { staffPageHandle } from "~/lib/route-handle";
import { PRIVACY_REQUEST_TYPE_LABELS } from "~/lib/privacy-request";
import { SUBJECT_RECORD_GROUPS, subjectDataCounts } from "~/lib/subject-data";
import { logInfo } from "~/server/log.server";
import { getPrivacyRequest } from "~/server/privacy/privacy-requests.server";
import { collectSubjectData, eraseSubject, listPrivacyAudit } from "~/server/privacy/subject-data.server";
import { requireStaff } from "~/server/staff/require-staff.server";
import { staffServicesFrom } from "~/server/staff/staff-context.server";

const access = STAFF_ROUTES["routes/admin/privacy-request.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Privacy request");

const AUDIT_LABELS = {
  export_json: "Exported as JSON",
  export_csv: "Exported as CSV",
  erase: "Erased",
} as const;

export const ERASE_CONFIRM_FIELD = "confirmErase";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = await staffServicesFrom(context);
  const found = await getPrivacyRequest(db, params.requestId);
  if (!found) throw data("There is no confirmed privacy request with this address.", { status: 404 });
  const now = new Date();
  const [held, audit] = await Promise.all([
    found.anonymisedAt ? null : collectSubjectData(db, { email: found.email, phone: found.phone }, now),
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
    audit: audit.map((entry) => ({
      id: entry.id,
      action: AUDIT_LABELS[entry.action],
      summary: Object.entries(entry.summary)
        .map(([key, count]) => `${key}: ${count}`)
        .join(", "),
      staffEmail: entry.staffEmail,
      when: formatSast(entry.createdAt),
    })),
    erased: new URL(request.url).searchParams.get("notice") === "erased",
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = await staffServicesFrom(context);
  const form = await request.formData();
  const found = await getPrivacyRequest(db, params.requestId);
  if (!found) throw data("There is no confirmed privacy request with this address.", { status: 404 });
  if (form.get(ERASE_CONFIRM_FIELD) !== "yes") {
    return data({ message: "Tick the box to confirm the erasure first: it cannot be undone." }, { status: 400 });
  }
  if (found.anonymisedAt) return redirect(`/admin/privacy-requests/${found.id}?notice=erased`);
  const counts = await eraseSubject(db, {
    requestId: found.id,
    subject: { email: found.email, phone: found.phone },
    staffEmail: staff.email,
  });
  logInfo("privacy.erased", { requestId: found.id, staffId: staff.staffId, ...counts });
  return redirect(`/admin/privacy-requests/${found.id}?notice=erased`);
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
  const { request, held, audit, erased } = loaderData;
  const exportBase = `/admin/privacy-requests/${request.id}/export`;
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
      {erased ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 font-medium text-success">
          Everything held about this person has been erased. The audit entry below records it without personal details.
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
            What we hold about this e-mail address or phone number
          </h2>
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

          <Form method="post" className="mt-8 grid gap-3 rounded-xl border-2 border-red-200 bg-red-50 p-5">
            <h3 className="font-bold text-danger">Erase everything held about this person</h3>
            <p className="text-ink">
              Enquiries and quotes are anonymised, the e-mails about them and staff notes are deleted, and an audit
              entry without personal details is kept. This cannot be undone. Bookings still within their tax period are
              kept in the accounting system, not here.
            </p>
            <CsrfField />
            <div className="flex items-start gap-3">
              <input
                id="confirm-erase"
                type="checkbox"
                name={ERASE_CONFIRM_FIELD}
                value="yes"
                required
                aria-describedby={actionData ? "erase-error" : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand"
              />
              <label htmlFor="confirm-erase">I have checked this request and want to erase this person's data</label>
            </div>
            {actionData ? (
              <p id="erase-error" role="alert" className="font-medium text-danger">
                {actionData.message}
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
          <p className="mt-4 text-muted">Nothing exported or erased yet.</p>
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
