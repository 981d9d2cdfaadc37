// What the live quote page shows, worked out on the server from the stored
// quote and its history: plain data that travels to the page's island as
// props. Pure: the clock is an argument.
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { formatLongDate } from "#app/platform/format/long-date.ts";
import { formatCents } from "#app/platform/format/money.ts";
import { type QuoteChangeLine, describeLineChange, liveQuotePdfPath } from "#app/features/quotes/live/live-quote.ts";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { customerSafeQuote } from "#app/features/quotes/quote-email.ts";
import { quoteExpiredMessage } from "#app/features/quotes/quote-expiry.ts";
import { type QuoteStatement, quoteStatement } from "#app/features/quotes/quote-statement.ts";
import { type QuoteDiff, quoteDiff } from "#app/features/quotes/versions/quote-diff.ts";
import { previousSentVersion } from "#app/features/quotes/versions/quote-versions.ts";
import {
  DECLINE_REASON_LABELS,
  type DeclineReason,
  OPEN_QUOTE_STATUSES,
  QUOTE_STATUS_LABELS,
  type QuoteDecisionType,
  type QuoteStatus,
} from "#app/features/quotes/quote-status.ts";

/** A decision or a visit as the history reads it. */
export interface HistoryEntryInput {
  kind: "view" | "decision";
  at: string;
  type?: QuoteDecisionType;
  declineReason?: string | null;
  note?: string | null;
  acceptance?: { signedName: string };
  changeRequest?: { lines: QuoteChangeLine[]; wantsDiscount: boolean; note: string | null };
}

export interface HistoryLine {
  /** ISO time, for <time dateTime>. */
  at: string;
  /** "Saturday, 12 December 2026 at 14:05 SAST" */
  when: string;
  text: string;
  /** Further lines: the changes asked for, a note. */
  details: string[];
}

export interface LiveQuoteView {
  quoteNumber: string;
  /** The version shown (1 before any revision): the page's decisions are made on it (issue 32). */
  version: number;
  status: QuoteStatus;
  statusLabel: string;
  /** Whether the customer can still accept, decline or ask for changes. */
  open: boolean;
  /** Why not, when the quote has expired. */
  expiredMessage?: string;
  statement: QuoteStatement;
  /** The lines a change request can name; a line charged by the hour has its people (quantity) and hours each. */
  lines: { id: string; name: string; quantity: number; hourly: boolean; hours?: number }[];
  history: HistoryLine[];
  pdfPath: string;
}

let sastTime: Intl.DateTimeFormat | undefined;

/** "Saturday, 12 December 2026 at 14:05 SAST": a moment as the customer reads it, in Johannesburg. */
export function formatSastMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  sastTime ??= new Intl.DateTimeFormat("en-ZA", {
    timeZone: "Africa/Johannesburg",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const day = formatLongDate(johannesburgDate(date)) ?? johannesburgDate(date);
  return `${day} at ${sastTime.format(date)} SAST`;
}

const DECISION_TEXT: Readonly<Record<QuoteDecisionType, string>> = {
  accept: "Accepted",
  decline: "Declined",
  discount: "Asked us to meet you halfway on the price",
  undecided: "Said they are not ready to decide yet",
  changes: "Asked for changes",
};

function historyLine(entry: HistoryEntryInput): HistoryLine {
  const line = { at: entry.at, when: formatSastMoment(entry.at), details: [] as string[] };
  if (entry.kind === "view" || !entry.type) return { ...line, text: "Opened this quote" };
  const details: string[] = [];
  let text = DECISION_TEXT[entry.type];
  if (entry.type === "accept" && entry.acceptance) text = `Accepted, signed by ${entry.acceptance.signedName}`;
  if (entry.type === "decline" && entry.declineReason) {
    const reason = DECLINE_REASON_LABELS[entry.declineReason as DeclineReason] ?? entry.declineReason;
    text = `Declined: ${reason}`;
  }
  for (const change of entry.changeRequest?.lines ?? []) details.push(`${change.name}: ${describeLineChange(change)}`);
  if (entry.changeRequest?.wantsDiscount && entry.type === "changes") details.push("Meet us halfway on the price");
  const note = entry.changeRequest?.note ?? entry.note;
  if (note) details.push(`Note: ${note}`);
  return { ...line, text, details };
}

/**
 * The page's view of a quote. What it prints is the quote's own content (the
 * copy an unconfirmed address may read, decision 025): no name, e-mail, phone,
 * venue or company typed into the form, so the link is safe to forward.
 */
export function liveQuoteView(
  quote: QuoteDocument,
  status: QuoteStatus,
  history: readonly HistoryEntryInput[],
  token: string,
): LiveQuoteView {
  const safe = customerSafeQuote(quote);
  const view: LiveQuoteView = {
    quoteNumber: quote.quoteNumber,
    version: quote.version ?? 1,
    status,
    statusLabel: QUOTE_STATUS_LABELS[status],
    open: OPEN_QUOTE_STATUSES.includes(status),
    statement: quoteStatement(safe, { withCustomer: false }),
    lines: quote.lines.map((line) => ({
      id: line.id,
      name: line.name,
      quantity: line.quantity,
      hourly: line.hourlyRate,
      ...(line.hourlyRate && line.hours !== undefined ? { hours: line.hours } : {}),
    })),
    history: history.map(historyLine),
    pdfPath: liveQuotePdfPath(token),
  };
  if (status === "expired" && quote.validUntil) {
    view.expiredMessage = quoteExpiredMessage(quote.quoteNumber, quote.validUntil);
  }
  return view;
}

/** A version as the live page lists it (decision 039): the sent ones only. */
export interface LiveQuoteVersion {
  version: number;
  /** ISO time it was sent, and as the customer reads it. */
  sentAt: string;
  sentOn: string;
  pdfPath: string;
  current: boolean;
}

export interface LiveQuoteVersions {
  versions: LiveQuoteVersion[];
  /** What changed from the sent version before the current one; null for a quote never revised. */
  diff: QuoteDiff | null;
  /** The history's lines for each version sent after the first ("We sent version 2"). */
  history: HistoryLine[];
}

/**
 * The versions the customer was sent, newest first, with what changed in the
 * current one. Drafts never show: the customer only sees what staff sent.
 */
export function liveQuoteVersions(
  current: QuoteDocument,
  versions: readonly { version: number; document: QuoteDocument; sentAt: string | null }[],
  token: string,
): LiveQuoteVersions {
  const sent = versions.filter(
    (version): version is (typeof versions)[number] & { sentAt: string } => version.sentAt !== null,
  );
  const currentVersion = current.version ?? 1;
  const previous = previousSentVersion(sent, currentVersion);
  return {
    versions: sent
      .map((version) => ({
        version: version.version,
        sentAt: version.sentAt,
        sentOn: formatSastMoment(version.sentAt),
        pdfPath: liveQuotePdfPath(token, version.version),
        current: version.version === currentVersion,
      }))
      .reverse(),
    diff: previous ? quoteDiff(customerSafeQuote(previous.document), customerSafeQuote(current)) : null,
    history: sent
      .filter((version) => version.version > 1)
      .map((version) => ({
        at: version.sentAt,
        when: formatSastMoment(version.sentAt),
        text: `We sent version ${version.version} of this quote`,
        details: [],
      })),
  };
}

/** A view's history with the versions' lines in time order. */
export function withVersionHistory(view: LiveQuoteView, versionLines: readonly HistoryLine[]): LiveQuoteView {
  if (versionLines.length === 0) return view;
  const history = [...view.history, ...versionLines].sort((a, b) => a.at.localeCompare(b.at));
  return { ...view, history };
}

/** What staff read of a quote's live page on the lead: each record with its time in SAST. */
export interface StaffQuoteRecords {
  acceptances: {
    signedName: string;
    when: string;
    ipAddress: string;
    browser: string;
    termsVersion: string;
    /** "Version 2, R8,625.00 (incl. VAT)": what the customer signed for (issue 32). */
    accepted: string;
  }[];
  declines: { reason: string; note: string | null; when: string }[];
  changeRequests: { when: string; lines: string[]; wantsDiscount: boolean; note: string | null }[];
}

function acceptedVersionText(version: number | null | undefined, totalCents: number | null | undefined): string {
  if (!version) return "Not recorded";
  return totalCents === null || totalCents === undefined
    ? `Version ${version}`
    : `Version ${version}, ${formatCents(totalCents)} (incl. VAT)`;
}

export function staffQuoteRecords(
  history: readonly (HistoryEntryInput & {
    acceptance?: {
      signedName: string;
      ipAddress: string | null;
      userAgent: string | null;
      termsVersion: string;
      quoteVersion?: number | null;
      totalCents?: number | null;
    };
  })[],
  formatTime: (iso: string) => string,
): StaffQuoteRecords {
  const records: StaffQuoteRecords = { acceptances: [], declines: [], changeRequests: [] };
  for (const entry of history) {
    if (entry.kind !== "decision") continue;
    const when = formatTime(entry.at);
    if (entry.acceptance) {
      records.acceptances.push({
        signedName: entry.acceptance.signedName,
        when,
        ipAddress: entry.acceptance.ipAddress ?? "Not recorded",
        browser: entry.acceptance.userAgent ?? "Not recorded",
        termsVersion: entry.acceptance.termsVersion,
        accepted: acceptedVersionText(entry.acceptance.quoteVersion, entry.acceptance.totalCents),
      });
    }
    if (entry.type === "decline" && entry.declineReason) {
      records.declines.push({
        reason: DECLINE_REASON_LABELS[entry.declineReason as DeclineReason] ?? entry.declineReason,
        note: entry.note ?? null,
        when,
      });
    }
    if (entry.changeRequest) {
      records.changeRequests.push({
        when,
        lines: entry.changeRequest.lines.map((change) => `${change.name}: ${describeLineChange(change)}`),
        wantsDiscount: entry.changeRequest.wantsDiscount,
        note: entry.changeRequest.note,
      });
    }
  }
  return records;
}
