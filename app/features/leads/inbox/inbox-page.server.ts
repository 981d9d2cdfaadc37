// The staff inbox's data: a page of leads for the query (kind, status, spam,
// search, the waiting view), how many there are and how many the view leaves
// out, each lead's notifications, quote and response time, and the open
// privacy requests.
import type { Kysely } from "kysely";
import {
  INBOX_PAGE_SIZE,
  type InboxQuery,
  formatSast,
  leadSummary,
  pageWindow,
  parseInboxQuery,
  statusesFor,
  suspectedSpamFor,
} from "#app/features/leads/inbox/inbox-view.ts";
import { leadWhatsAppReply, repeatedSubmissionText } from "#app/features/leads/inbox/lead-view.ts";
import {
  type DeliverySummary,
  type QuoteBrief,
  deliverySummaries,
  quoteBriefs,
} from "#app/features/leads/inbox/lead-admin.server.ts";
import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  expectsResponse,
  responseTiming,
} from "#app/features/leads/first-response.ts";
import { type Lead, countLeads, listLeads } from "#app/features/leads/leads-db.server.ts";
import { PRIVACY_REQUEST_TYPE_LABELS } from "#app/features/privacy/index.ts";
import { openPrivacyRequests } from "#app/features/privacy/index.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export type InboxPageData = Awaited<ReturnType<typeof inboxPageData>>;
export type InboxLeadRow = InboxPageData["leads"][number];

interface InboxPageRequest {
  searchParams: URLSearchParams;
  /** Minutes of business hours a lead may wait for its first response (decision 035). */
  responseTargetMinutes?: number;
  now?: Date;
}

/** Everything the inbox shows for the query in `searchParams`. */
export async function inboxPageData(
  db: Kysely<Database>,
  { searchParams, responseTargetMinutes = DEFAULT_RESPONSE_TARGET_MINUTES, now = new Date() }: InboxPageRequest,
) {
  const query = parseInboxQuery(searchParams);
  const { leads, total, held, waiting, window } = await leadsPage(db, query);
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
    leads: leads.map((lead) => inboxRow(lead, { deliveries, quotes, now, responseTargetMinutes })),
  };
}

/** The page of leads the query selects, with the counts the page states. */
async function leadsPage(db: Kysely<Database>, query: InboxQuery) {
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
  return { leads, total, held, waiting, window };
}

/** One row of the inbox's table. */
function inboxRow(
  lead: Lead,
  context: {
    deliveries: Map<string, DeliverySummary>;
    quotes: Map<string, QuoteBrief>;
    now: Date;
    responseTargetMinutes: number;
  },
) {
  const quote = context.quotes.get(lead.id);
  return {
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
    quote,
    whatsAppReply: leadWhatsAppReply(lead, quote?.quoteNumber),
    deliveries: context.deliveries.get(lead.id),
    response: expectsResponse(lead.kind) ? responseTiming(lead, context.now, context.responseTargetMinutes) : null,
  };
}
