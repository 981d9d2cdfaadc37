// One confirmed privacy request's staff page: who asked and when it is due,
// what we hold (with the downloads), the records held back as unverified and
// the form to verify them, the erasure, and the audit trail. Plain HTML forms.
import { ArrowLeft, Download } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StatusBadge } from "#app/features/leads/components.tsx";
import type { PrivacyRequestAnswer } from "#app/features/privacy/admin/privacy-request-fields.ts";
import { EraseForm, VerifyForm, linkButton } from "#app/features/privacy/admin/privacy-request-forms.tsx";
import type { PrivacyRequestPageData } from "#app/features/privacy/admin/privacy-request-page.server.ts";

type RequestView = PrivacyRequestPageData["request"];

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-navy">{label}</dt>
      {/* An e-mail address is one long token: it wraps anywhere rather than widening the page on a phone. */}
      <dd className="min-w-0 whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function Heading({
  request,
  notice,
  answer,
}: {
  request: RequestView;
  notice: string | null;
  answer?: PrivacyRequestAnswer;
}) {
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
      {answer && answer.form === null ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 font-medium text-danger">
          {answer.message}
        </p>
      ) : null}
    </>
  );
}

function RequestDetails({ request }: { request: RequestView }) {
  return (
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
  );
}

function HeldData({ held, exportBase }: { held: NonNullable<PrivacyRequestPageData["held"]>; exportBase: string }) {
  return (
    <section aria-labelledby="held-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
      <h2 id="held-heading" className="text-lg font-bold text-navy">
        What we hold under the confirmed e-mail address
      </h2>
      <p className="mt-2 text-muted">
        The requester proved this address by confirming from its inbox. The exports and the erasure cover these records,
        and any you verify below; nothing else.
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
  );
}

function AuditTrail({ audit }: { audit: PrivacyRequestPageData["audit"] }) {
  return (
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
  );
}

export function PrivacyRequestPage({ page, answer }: { page: PrivacyRequestPageData; answer?: PrivacyRequestAnswer }) {
  const { request, held, unverified, audit, notice } = page;
  return (
    <>
      <Heading request={request} notice={notice} answer={answer} />
      <RequestDetails request={request} />
      {held ? <HeldData held={held} exportBase={`/admin/privacy-requests/${request.id}/export`} /> : null}
      {held && unverified.length > 0 ? (
        <VerifyForm unverified={unverified} error={answer?.form === "verify" ? answer.message : null} />
      ) : null}
      {held ? <EraseForm error={answer?.form === "erase" ? answer.message : null} /> : null}
      <AuditTrail audit={audit} />
    </>
  );
}
