// The top of the lead page: back to the inbox, who the lead is, its status,
// how fast it was answered, what is special about it, and the notice of the
// form that came back.
import { AlarmClock, ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { StatusBadge, SuspectedSpamBadge } from "#app/features/leads/inbox/badges.tsx";
import { leadKindLabel } from "#app/features/leads/inbox/inbox-view.ts";
import type { FirstResponseView, LeadDetailsView } from "#app/features/leads/lead-page/lead-page-view.ts";

export interface LeadHeaderProps {
  lead: LeadDetailsView;
  response: FirstResponseView;
  notice: string | undefined;
  /** A refusal that belongs to no one form (an unknown intent, an unreadable post). */
  alert: string | undefined;
}

export function LeadHeader({ lead, response, notice, alert }: LeadHeaderProps) {
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
        <h1 className="text-3xl font-bold text-navy">{lead.title}</h1>
        <StatusBadge status={lead.status} />
        {lead.suspectedSpam ? <SuspectedSpamBadge /> : null}
      </div>
      <p className="mt-1 text-muted">
        {leadKindLabel(lead.kind)}, received {lead.received}
      </p>
      {response ? (
        <p className="mt-1" data-first-response="">
          {response.answered ? (
            <>
              First answered <time dateTime={response.answered.iso}>{response.answered.when}</time> by{" "}
              {response.answered.by}, after {response.waited} of business hours
            </>
          ) : (
            <>Waiting {response.waited} of business hours for a first response</>
          )}
          {response.overTarget ? (
            <span className="ml-2 inline-flex items-center gap-1 rounded-md bg-amber-100 px-1.5 py-0.5 text-sm font-semibold text-amber-900">
              <AlarmClock className="size-3.5" aria-hidden="true" />
              {response.overTarget}
            </span>
          ) : null}
        </p>
      ) : null}
      {lead.suspectedSpam ? (
        <p className="mt-2 text-sm text-muted">
          Received during a flood of submissions, so it was held as suspected spam: sales had no e-mail about it of its
          own, only the digest. It may still be a real enquiry.
        </p>
      ) : null}
      {lead.repeated ? (
        <p className="mt-2 text-sm text-muted">
          {`This record stands for ${lead.repeated}: identical submissions during a flood are kept once, with a count.`}
        </p>
      ) : null}
      {lead.kind === "privacy_request" ? (
        <p className="mt-2">
          <Link to={`/admin/privacy-requests/${lead.id}`} className="font-semibold text-brand underline">
            Open the privacy request: due date, export and erasure
          </Link>
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 font-medium text-success">
          {notice}
        </p>
      ) : null}
      {alert ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 font-medium text-danger">
          {alert}
        </p>
      ) : null}
    </>
  );
}
