// The inbox's table of leads: when each arrived and how long it waited, who
// sent it (with a WhatsApp reply), its kind, what it is about, its status and
// its notifications. Below 64rem each lead reads as a card.
import { AlarmClock } from "lucide-react";
import { Link } from "react-router";
import { CellLabel } from "#app/ui/admin/cell-label.tsx";
import { WhatsAppIcon } from "#app/ui/whatsapp-link.tsx";
import { DeliveryBadge, StatusBadge, SuspectedSpamBadge } from "#app/features/leads/inbox/badges.tsx";
import { leadKindLabel } from "#app/features/leads/inbox/inbox-view.ts";
import type { InboxLeadRow } from "#app/features/leads/inbox/inbox-page.server.ts";
import { type ResponseTiming, overTargetText, responseTimingText } from "#app/features/leads/first-response.ts";
import { QUOTE_STATUS_LABELS } from "#app/features/quotes/index.ts";
import { formatCents } from "#app/platform/format/money.ts";

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

/** A cell of the leads table: padded as a table cell from 64rem, a block of its card below. */
const cellClass = "max-lg:block lg:px-4 lg:py-3";

function LeadRow({ lead, responseTargetMinutes }: { lead: InboxLeadRow; responseTargetMinutes: number }) {
  return (
    <tr
      className="align-top max-lg:grid max-lg:gap-x-6 max-lg:gap-y-3 max-lg:p-4 sm:max-lg:grid-cols-2"
      data-lead-row=""
    >
      <td className={`${cellClass} whitespace-nowrap text-muted`}>
        <CellLabel below="lg">Received</CellLabel>
        <time dateTime={lead.receivedIso}>{lead.received}</time>
        {lead.response ? <ResponseTime timing={lead.response} targetMinutes={responseTargetMinutes} /> : null}
      </td>
      <td className={cellClass}>
        <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand underline-offset-4 hover:underline">
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
  );
}

export interface InboxTableProps {
  leads: InboxLeadRow[];
  waitingView: boolean;
  responseTargetMinutes: number;
}

export function InboxTable({ leads, waitingView, responseTargetMinutes }: InboxTableProps) {
  return (
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
            <LeadRow key={lead.id} lead={lead} responseTargetMinutes={responseTargetMinutes} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
