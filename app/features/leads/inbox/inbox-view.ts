// The staff inbox's rules: which filters a URL asks for, paging, how each
// lead is summed up in a line, and how times are shown (in Johannesburg time).
import { LEAD_SOURCE_CSV_HEADER, leadSourceCsvCells } from "#app/features/leads/inbox/lead-source-view.ts";
import { LEAD_KIND_LABELS, type LeadKind, isLeadKind } from "#app/features/leads/notify/lead-notification.ts";
import type { Lead } from "#app/features/leads/lead-record.ts";
import {
  LEAD_STATUS_LABELS,
  type LeadStatus,
  OPEN_LEAD_STATUSES,
  isLeadStatus,
} from "#app/features/leads/lead-status.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";

export const INBOX_PAGE_SIZE = 25;
export const INBOX_SEARCH_MAX_LENGTH = 100;
/** The CSV export's ceiling: more than a year of leads at the current rate. */
export const EXPORT_MAX_ROWS = 10_000;

/** 'open' stands for every status that still needs someone to act. */
export type InboxStatusFilter = LeadStatus | "open";

/**
 * Leads held as suspected spam during a flood (decision 025): hidden from the
 * plain inbox so a flood cannot bury real leads, shown alone ('held') or with
 * the rest ('all').
 */
export type InboxSpamFilter = "held" | "all";

/** 'waiting': leads without a first staff response, oldest first (decision 035). */
export type InboxView = "waiting";

export interface InboxQuery {
  view?: InboxView;
  kind?: LeadKind;
  status?: InboxStatusFilter;
  spam?: InboxSpamFilter;
  q: string;
  page: number;
}

/** Reads the inbox's filters from a URL, ignoring anything it does not recognise. */
export function parseInboxQuery(params: URLSearchParams): InboxQuery {
  const kind = params.get("kind") ?? "";
  const status = params.get("status") ?? "";
  const spam = params.get("spam");
  const page = Number(params.get("page"));
  return {
    view: params.get("view") === "waiting" ? "waiting" : undefined,
    kind: isLeadKind(kind) ? kind : undefined,
    status: status === "open" || isLeadStatus(status) ? status : undefined,
    spam: spam === "held" || spam === "all" ? spam : undefined,
    q: (params.get("q") ?? "").trim().slice(0, INBOX_SEARCH_MAX_LENGTH),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The statuses a filter stands for. */
export function statusesFor(filter: InboxStatusFilter | undefined): LeadStatus | readonly LeadStatus[] | undefined {
  return filter === "open" ? OPEN_LEAD_STATUSES : filter;
}

/** Whether the view shows held leads only (true), none of them (false) or all leads (undefined). */
export function suspectedSpamFor(filter: InboxSpamFilter | undefined): boolean | undefined {
  if (filter === "held") return true;
  return filter === "all" ? undefined : false;
}

/** The query string of an inbox view ("" for the plain inbox); defaults are left out. */
export function inboxSearch(query: Partial<InboxQuery>): string {
  const params = new URLSearchParams();
  if (query.view) params.set("view", query.view);
  if (query.kind) params.set("kind", query.kind);
  if (query.status) params.set("status", query.status);
  if (query.spam) params.set("spam", query.spam);
  if (query.q) params.set("q", query.q);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export interface PageWindow {
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown; 0 and 0 when there are none. */
  from: number;
  to: number;
  offset: number;
}

/** The page actually shown (a page past the end shows the last one) and its rows. */
export function pageWindow(total: number, requestedPage: number, pageSize: number = INBOX_PAGE_SIZE): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const requested = Number.isFinite(requestedPage) ? Math.trunc(requestedPage) : 1;
  const page = Math.min(Math.max(1, requested), pageCount);
  const offset = (page - 1) * pageSize;
  return { page, pageCount, offset, from: total === 0 ? 0 : offset + 1, to: Math.min(total, offset + pageSize) };
}

/** "Call-back request" for 'callback': the kind's label with a capital. */
export function leadKindLabel(kind: LeadKind): string {
  const label = LEAD_KIND_LABELS[kind];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function leadStatusLabel(status: LeadStatus): string {
  return LEAD_STATUS_LABELS[status];
}

const SUMMARY_MAX = 140;

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
}

function shorten(value: string): string {
  return value.length > SUMMARY_MAX ? `${value.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : value;
}

/** One line saying what the lead is about, from what the visitor sent. */
export function leadSummary(kind: LeadKind, payload: unknown): string {
  const record = asRecord(payload);
  const contact = asRecord(record.contact);
  switch (kind) {
    case "quote": {
      const lines = Array.isArray(record.lines) ? record.lines.length : 0;
      const number = text(record.quoteNumber);
      return `${number || "Quote"}: ${lines} ${lines === 1 ? "line" : "lines"}`;
    }
    case "subscriber":
      return `Blog subscription from ${text(record.page) || "the blog"}`;
    case "partner_business":
    case "partner_client": {
      const company = text(contact.company);
      const reason = text(contact.interestReason);
      return shorten([company, reason].filter(Boolean).join(": ") || text(record.comments));
    }
    default: {
      const comments = text(record.comments);
      const preferred = text(record.preferredTime);
      if (comments) return shorten(comments);
      return preferred ? `Call back: ${preferred}` : "No message";
    }
  }
}

const sastFormat = new Intl.DateTimeFormat("en-ZA", {
  timeZone: "Africa/Johannesburg",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** "21 Nov 2026, 14:05" in South African time, whatever the server's zone. */
export function formatSast(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(sastFormat.formatToParts(date).map((part) => [part.type, part.value]));
  // en-ZA pads the day ("03 Jan"); staff read "3 Jan".
  return `${Number(parts.day)} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** What the CSV export needs of a lead. */
export type ExportableLead = Pick<
  Lead,
  | "id"
  | "kind"
  | "source"
  | "status"
  | "fullName"
  | "email"
  | "phone"
  | "referrer"
  | "payload"
  | "marketingConsent"
  | "consentAt"
  | "createdAt"
  | "attribution"
>;

export const LEAD_CSV_HEADER = [
  "Received (SAST)",
  "Kind",
  "Status",
  "Name",
  "E-mail",
  "Phone",
  "Summary",
  "Quote number",
  "Quote total (R)",
  "Quote status",
  "Source",
  "Referrer",
  "Marketing consent",
  "Consent given at (SAST)",
  "Lead id",
  ...LEAD_SOURCE_CSV_HEADER,
] as const;

export function leadCsvRow(
  lead: ExportableLead,
  quote?: { quoteNumber: string; totalCents: number; status: string },
): (string | number)[] {
  return [
    formatSast(lead.createdAt),
    leadKindLabel(lead.kind),
    leadStatusLabel(lead.status),
    lead.fullName ?? "",
    lead.email ?? "",
    lead.phone ?? "",
    leadSummary(lead.kind, lead.payload),
    quote?.quoteNumber ?? "",
    quote ? (quote.totalCents / 100).toFixed(2) : "",
    quote?.status ?? "",
    lead.source,
    lead.referrer ?? "",
    lead.marketingConsent ? "Yes" : "No",
    lead.consentAt ? formatSast(lead.consentAt) : "",
    lead.id,
    ...leadSourceCsvCells(lead.attribution),
  ];
}

/** "leads-2026-11-21.csv", named for the day of export in South African time. */
export function exportFileName(now: Date): string {
  const day = johannesburgDate(now);
  return `leads-${day}.csv`;
}
