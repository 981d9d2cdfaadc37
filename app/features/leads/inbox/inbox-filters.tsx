// The inbox's views (all leads, or those waiting for a first response) and
// its filter form: kind, status, suspected spam and a search.
import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { INBOX_SEARCH_MAX_LENGTH, type InboxQuery, leadKindLabel } from "#app/features/leads/inbox/inbox-view.ts";
import { LEAD_KINDS } from "#app/features/leads/notify/lead-notification.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "#app/features/leads/lead-status.ts";

const selectClass =
  "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30";

const tabClass = "rounded-t-lg border-b-2 px-3 py-2 font-semibold underline-offset-4 hover:underline";

export interface InboxTabsProps {
  waitingView: boolean;
  /** How many leads nobody has answered yet. */
  waiting: number;
  responseTargetMinutes: number;
}

export function InboxTabs({ waitingView, waiting, responseTargetMinutes }: InboxTabsProps) {
  return (
    <>
      <nav aria-label="Inbox views" className="mt-6 flex gap-2 border-b border-line">
        <Link
          to="/admin"
          aria-current={waitingView ? undefined : "page"}
          className={`${tabClass} ${waitingView ? "border-transparent text-brand" : "border-brand text-navy"}`}
        >
          All leads
        </Link>
        <Link
          to="/admin?view=waiting"
          aria-current={waitingView ? "page" : undefined}
          className={`${tabClass} ${waitingView ? "border-brand text-navy" : "border-transparent text-brand"}`}
        >
          Waiting for a first response ({waiting})
        </Link>
      </nav>
      {waitingView ? (
        <p className="mt-3 text-sm text-muted">
          Enquiries nobody has answered yet, the longest wait first. A status change or a note answers a lead; past{" "}
          {responseTargetMinutes} minutes of business hours sales get one reminder e-mail about it.
        </p>
      ) : null}
    </>
  );
}

export function InboxFilterForm({ query, filtered }: { query: InboxQuery; filtered: boolean }) {
  const waitingView = query.view === "waiting";
  return (
    <Form
      method="get"
      className="mt-6 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto]"
      role="search"
      aria-label="Filter leads"
    >
      {waitingView ? <input type="hidden" name="view" value="waiting" /> : null}
      <div>
        <label htmlFor="filter-kind" className="block text-sm font-semibold text-navy">
          Kind
        </label>
        <select id="filter-kind" name="kind" defaultValue={query.kind ?? ""} className={selectClass}>
          <option value="">All kinds</option>
          {LEAD_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {leadKindLabel(kind)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-status" className="block text-sm font-semibold text-navy">
          Status
        </label>
        <select id="filter-status" name="status" defaultValue={query.status ?? ""} className={selectClass}>
          <option value="">All statuses</option>
          <option value="open">Open (new, contacted or quoted)</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-spam" className="block text-sm font-semibold text-navy">
          Suspected spam
        </label>
        <select id="filter-spam" name="spam" defaultValue={query.spam ?? ""} className={selectClass}>
          <option value="">Hidden</option>
          <option value="held">Only suspected spam</option>
          <option value="all">Shown with the rest</option>
        </select>
      </div>
      <div>
        <label htmlFor="filter-q" className="block text-sm font-semibold text-navy">
          Search name, e-mail or phone
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={INBOX_SEARCH_MAX_LENGTH}
          className={selectClass}
        />
      </div>
      <div className="flex items-end gap-3">
        <button
          type="submit"
          className="inline-flex h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
        >
          <Search className="size-4" aria-hidden="true" />
          Filter
        </button>
        {filtered ? (
          <Link to="/admin" className="py-2 font-semibold text-brand underline-offset-4 hover:underline">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
