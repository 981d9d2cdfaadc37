// The staff inbox: every lead, newest first, filtered by kind, status and a
// search, a page at a time; the same view downloads as CSV.
import { CellLabel } from "#app/ui/admin/cell-label.tsx";
import { AlarmClock, Download, Search } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/inbox";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { DeliveryBadge, StatusBadge, SuspectedSpamBadge } from "#app/features/leads/inbox/badges.tsx";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import {
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_MAX_LENGTH,
  formatSast,
  inboxSearch,
  leadKindLabel,
  leadSummary,
  pageWindow,
  parseInboxQuery,
  statusesFor,
  suspectedSpamFor,
} from "#app/features/leads/inbox/inbox-view.ts";
import { leadWhatsAppReply, repeatedSubmissionText } from "#app/features/leads/inbox/lead-view.ts";
import { WhatsAppIcon } from "#app/ui/whatsapp-link.tsx";
import { LEAD_KINDS } from "#app/features/leads/notify/lead-notification.ts";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "#app/features/leads/lead-status.ts";
import { QUOTE_STATUS_LABELS } from "#app/features/quotes/quote-status.ts";
import { formatCents } from "#app/platform/format/money.ts";
import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  type ResponseTiming,
  expectsResponse,
  overTargetText,
  responseTiming,
  responseTimingText,
} from "#app/features/leads/first-response.ts";
import { deliverySummaries, quoteBriefs } from "#app/features/leads/inbox/lead-admin.server.ts";
import { countLeads, listLeads } from "#app/features/leads/leads-db.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";
import { PrivacyRequestsPanel } from "#app/features/privacy/privacy-requests-panel.tsx";
import { PRIVACY_REQUEST_TYPE_LABELS } from "#app/features/privacy/privacy-request.ts";
import { openPrivacyRequests } from "#app/features/privacy/privacy-requests.server.ts";

const access = STAFF_ROUTES["routes/admin/inbox.tsx"];

// Plain HTML forms: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Inbox");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader, { sendOthersHome: true });
  const { db, responseTargetMinutes = DEFAULT_RESPONSE_TARGET_MINUTES } = await staffServicesFrom(context);
  const query = parseInboxQuery(new URL(request.url).searchParams);
  const waitingView = query.view === "waiting";
  const filters = {
    kind: query.kind,
    status: statusesFor(query.status),
    search: query.q,
    suspectedSpam: suspectedSpamFor(query.spam),
    awaitingResponse: waitingView,
  };
  const [total, held, waiting] = await Promise.all([
    countLeads(db, filters),
    // The plain view says how many held leads it leaves out.
    filters.suspectedSpam === false ? countLeads(db, { ...filters, suspectedSpam: true }) : Promise.resolve(0),
    // The Waiting tab says how many leads nobody has answered yet.
    countLeads(db, { awaitingResponse: true, suspectedSpam: false }),
  ]);
  const window = pageWindow(total, query.page);
  const leads = await listLeads(db, {
    ...filters,
    // The longest wait first: that is the lead to answer next.
    oldestFirst: waitingView,
    limit: INBOX_PAGE_SIZE,
    offset: window.offset,
  });
  const now = new Date();
  const ids = leads.map((lead) => lead.id);
  const [deliveries, quotes, privacyRequests] = await Promise.all([
    deliverySummaries(db, ids),
    quoteBriefs(
      db,
      leads.filter((lead) => lead.kind === "quote").map((lead) => lead.id),
    ),
    openPrivacyRequests(db),
  ]);
  return {
    privacyRequests: privacyRequests.map((request) => ({
      id: request.id,
      typeLabel: request.type ? PRIVACY_REQUEST_TYPE_LABELS[request.type] : "Request",
      name: request.fullName ?? "No name given",
      email: request.email,
      confirmed: formatSast(request.confirmedAt),
      due: formatSast(request.dueAt),
      daysLeft: request.daysLeft,
      overdue: request.overdue,
    })),
    query,
    total,
    held,
    waiting,
    responseTargetMinutes,
    window,
    leads: leads.map((lead) => ({
      id: lead.id,
      kind: lead.kind,
      suspectedSpam: lead.suspectedSpam,
      repeated: repeatedSubmissionText(lead.repeatCount, null),
      status: lead.status,
      name: lead.fullName ?? lead.email ?? "No name given",
      email: lead.email,
      phone: lead.phone,
      received: formatSast(lead.createdAt),
      receivedIso: lead.createdAt,
      summary: leadSummary(lead.kind, lead.payload),
      quote: quotes.get(lead.id),
      whatsAppReply: leadWhatsAppReply(lead, quotes.get(lead.id)?.quoteNumber),
      deliveries: deliveries.get(lead.id),
      response: expectsResponse(lead.kind) ? responseTiming(lead, now, responseTargetMinutes) : null,
    })),
  };
}

/** Opens a chat with the lead's mobile, greeting them about their request (the row names the lead). */
function ReplyOnWhatsApp({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="mt-1 inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
      data-whatsapp-link=""
    >
      <WhatsAppIcon className="size-4" />
      Reply on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const selectClass =
  "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30";

const QUOTE_STATUS_TEXT: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(QUOTE_STATUS_LABELS).map(([status, label]) => [status, label.toLowerCase()]),
);

/** Time from arrival to the first response, or the wait so far; over the target it says so in words and an icon. */
function ResponseTime({ timing, targetMinutes }: { timing: ResponseTiming; targetMinutes: number }) {
  return (
    <div className="mt-1 text-xs" data-response-time={timing.state}>
      <span className={timing.overTarget ? "font-semibold text-ink" : "text-muted"}>{responseTimingText(timing)}</span>
      {timing.overTarget ? (
        <span className="mt-1 flex w-fit items-center gap-1 rounded-md bg-amber-100 px-1.5 py-0.5 font-semibold text-amber-900">
          <AlarmClock className="size-3.5" aria-hidden="true" />
          {overTargetText(targetMinutes)}
        </span>
      ) : null}
    </div>
  );
}

const tabClass = "rounded-t-lg border-b-2 px-3 py-2 font-semibold underline-offset-4 hover:underline";

/** A cell of the leads table: padded as a table cell from 64rem, a block of its card below. */
const cellClass = "max-lg:block lg:px-4 lg:py-3";

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { query, total, held, waiting, responseTargetMinutes, window, leads, privacyRequests } = loaderData;
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
        // Below 64rem (a tablet, a phone) each lead reads as a card: the cells stack with their column's name.
        <div className="mt-3 rounded-2xl border border-line bg-white lg:overflow-x-auto">
          <table className="w-full text-left text-sm max-lg:block lg:min-w-[56rem]">
            <caption className="sr-only">
              {waitingView ? "Leads waiting for a first response, oldest first" : "Leads, newest first"}
            </caption>
            <thead className="bg-slate-100 text-navy max-lg:sr-only">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Received
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Lead
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Kind
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  About
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Notifications
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line max-lg:block">
              {leads.map((lead) => (
                <tr
                  key={lead.id}
                  className="align-top max-lg:grid max-lg:gap-x-6 max-lg:gap-y-3 max-lg:p-4 sm:max-lg:grid-cols-2"
                  data-lead-row=""
                >
                  <td className={`${cellClass} whitespace-nowrap text-muted`}>
                    <CellLabel below="lg">Received</CellLabel>
                    <time dateTime={lead.receivedIso}>{lead.received}</time>
                    {lead.response ? (
                      <ResponseTime timing={lead.response} targetMinutes={responseTargetMinutes} />
                    ) : null}
                  </td>
                  <td className={cellClass}>
                    <Link
                      to={`/admin/leads/${lead.id}`}
                      className="font-semibold text-brand underline-offset-4 hover:underline"
                    >
                      {lead.name}
                    </Link>
                    <div className="mt-0.5 text-muted [overflow-wrap:anywhere]">
                      {[lead.email, lead.phone].filter(Boolean).join(" · ")}
                    </div>
                    {lead.whatsAppReply ? <ReplyOnWhatsApp href={lead.whatsAppReply} /> : null}
                  </td>
                  <td className={cellClass}>
                    <CellLabel below="lg">Kind</CellLabel>
                    {leadKindLabel(lead.kind)}
                    {lead.suspectedSpam ? (
                      <span className="mt-1 flex">
                        <SuspectedSpamBadge />
                      </span>
                    ) : null}
                    {lead.repeated ? <span className="mt-1 block text-muted">{lead.repeated}</span> : null}
                  </td>
                  <td className={`${cellClass} lg:max-w-xs`}>
                    <CellLabel below="lg">About</CellLabel>
                    <span className="break-words">{lead.summary}</span>
                    {lead.quote ? (
                      <div className="mt-0.5 text-muted">
                        {formatCents(lead.quote.totalCents)} {lead.quote.includesVat ? "incl. VAT" : "excl. VAT"},{" "}
                        {QUOTE_STATUS_TEXT[lead.quote.status] ?? lead.quote.status}
                      </div>
                    ) : null}
                  </td>
                  <td className={cellClass}>
                    <CellLabel below="lg">Status</CellLabel>
                    <StatusBadge status={lead.status} />
                  </td>
                  <td className={cellClass}>
                    <CellLabel below="lg">Notifications</CellLabel>
                    <DeliveryBadge summary={lead.deliveries} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {window.pageCount > 1 ? (
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
      ) : null}
    </>
  );
}
