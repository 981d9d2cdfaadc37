// The staff inbox: every lead, newest first, filtered by kind, status and a
// search, a page at a time; the same view downloads as CSV.
import { Download } from "lucide-react";
import { Link } from "react-router";
import { inboxSearch } from "#app/features/leads/inbox/inbox-view.ts";
import type { InboxPageData } from "#app/features/leads/inbox/inbox-page.server.ts";
import { InboxFilterForm, InboxTabs } from "#app/features/leads/inbox/inbox-filters.tsx";
import { InboxTable } from "#app/features/leads/inbox/inbox-table.tsx";
import { PrivacyRequestsPanel } from "#app/features/privacy/components.tsx";

export function InboxPage({ data }: { data: InboxPageData }) {
  const { query, total, held, waiting, responseTargetMinutes, window, leads, privacyRequests } = data;
  const waitingView = query.view === "waiting";
  const filtered = Boolean(query.kind || query.status || query.spam || query.q);
  const exportHref = `/admin/leads.csv${inboxSearch({ ...query, page: 1 })}`;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-navy">Inbox</h1>
          <p className="mt-1 text-muted">
            Every call-back, message, quote, application, assistant enquiry and subscriber, newest first.
          </p>
        </div>
        <a
          href={exportHref}
          className="inline-flex items-center gap-2 rounded-lg border-2 border-brand px-4 py-2 font-semibold text-brand hover:bg-lavender"
        >
          <Download className="size-4" aria-hidden="true" />
          Export this view as CSV
        </a>
      </div>

      <PrivacyRequestsPanel requests={privacyRequests} />

      <InboxTabs waitingView={waitingView} waiting={waiting} responseTargetMinutes={responseTargetMinutes} />

      <InboxFilterForm query={query} filtered={filtered} />

      <p className="mt-6 text-sm text-muted" role="status">
        {total === 0
          ? waitingView
            ? filtered
              ? "No waiting leads match these filters."
              : "Every lead has had a response."
            : filtered
              ? "No leads match these filters."
              : "No leads yet. Everything visitors send through the website's forms appears here as soon as it is stored."
          : `Showing ${window.from}–${window.to} of ${total} ${total === 1 ? "lead" : "leads"}${waitingView ? " waiting for a first response" : ""}`}
      </p>
      {held > 0 ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {`${held} ${held === 1 ? "lead" : "leads"} held as suspected spam during a flood ${held === 1 ? "is" : "are"} not shown. `}
          <Link
            to={`/admin${inboxSearch({ ...query, spam: "held", page: 1 })}`}
            className="font-semibold underline underline-offset-4"
          >
            Review them
          </Link>
        </p>
      ) : null}

      {leads.length > 0 ? (
        <InboxTable leads={leads} waitingView={waitingView} responseTargetMinutes={responseTargetMinutes} />
      ) : null}

      <InboxPager query={query} window={window} waitingView={waitingView} />
    </>
  );
}

function InboxPager({
  query,
  window,
  waitingView,
}: Pick<InboxPageData, "query" | "window"> & { waitingView: boolean }) {
  return window.pageCount > 1 ? (
    <nav aria-label="Inbox pages" className="mt-6 flex items-center justify-between gap-4">
      {window.page > 1 ? (
        <Link
          to={`/admin${inboxSearch({ ...query, page: window.page - 1 })}`}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          {waitingView ? "← Longer waits" : "← Newer leads"}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">
        Page {window.page} of {window.pageCount}
      </span>
      {window.page < window.pageCount ? (
        <Link
          to={`/admin${inboxSearch({ ...query, page: window.page + 1 })}`}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          {waitingView ? "Shorter waits →" : "Older leads →"}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  ) : null;
}
