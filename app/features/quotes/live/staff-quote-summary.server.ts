// The customer's side of a quote lead, for the lead page: its status now,
// when the customer opened its page, what they decided there, every version
// (decision 039), and whether staff may still mark it won or lost.
import type { Kysely } from "kysely";
import { formatSast, type Lead, revisedQuoteWhatsApp } from "#app/features/leads/index.ts";
import { issueLiveQuoteToken, liveQuoteViews, quoteHistory } from "#app/features/quotes/live/live-quotes-db.server.ts";
import { staffQuoteRecords } from "#app/features/quotes/live/live-quote-view.ts";
import { liveQuotePath, liveQuoteUrl } from "#app/features/quotes/live/live-quote.ts";
import type { StoredQuote } from "#app/features/quotes/quotes-db.server.ts";
import { QUOTE_STATUS_LABELS, type QuoteStatus, quoteOnLeadMove } from "#app/features/quotes/quote-status.ts";
import type { StaffQuoteVersion } from "#app/features/quotes/versions/quote-version-list.tsx";
import { type QuoteVersionRecord, listQuoteVersions } from "#app/features/quotes/versions/quote-versions-db.server.ts";
import { versionChanges } from "#app/features/quotes/versions/quote-versions.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export type StaffQuoteSummary = Awaited<ReturnType<typeof staffQuoteSummary>>;

/** Every version as staff read it: who made it, when it was sent and first seen, and what it changed. */
export function staffQuoteVersions(
  versions: readonly QuoteVersionRecord[],
  currentVersion: number,
): StaffQuoteVersion[] {
  const changes = versionChanges(versions);
  return versions.map((version) => ({
    version: version.version,
    madeBy: version.createdBy ?? "the customer's request",
    madeAt: formatSast(version.createdAt),
    sent: version.sentAt ? `${formatSast(version.sentAt)}${version.sentBy ? ` by ${version.sentBy}` : ""}` : null,
    firstSeen: version.firstSeenAt ? formatSast(version.firstSeenAt) : null,
    current: version.version === currentVersion,
    diff: changes.find((change) => change.version === version.version)?.diff ?? null,
  }));
}

interface SummaryInput {
  lead: Lead;
  stored: StoredQuote;
  /** The quote's status now (an unanswered quote past its date reads expired). */
  status: QuoteStatus;
  siteUrl: string;
}

/** The quote's live page and history, as the lead page's quote section shows them. */
export async function staffQuoteSummary(db: Kysely<Database>, { lead, stored, status, siteUrl }: SummaryInput) {
  const [history, views, liveToken, versions] = await Promise.all([
    quoteHistory(db, stored.id),
    liveQuoteViews(db, stored.id),
    issueLiveQuoteToken(db, stored.quote.quoteNumber),
    listQuoteVersions(db, stored.id),
  ]);
  const currentVersion = stored.quote.version ?? 1;
  return {
    status: QUOTE_STATUS_LABELS[status],
    firstViewed: views?.firstViewedAt ? formatSast(views.firstViewedAt) : null,
    lastViewed: views?.lastViewedAt ? formatSast(views.lastViewedAt) : null,
    // Staff opening it are not counted as the customer's views.
    path: liveToken ? liveQuotePath(liveToken) : null,
    records: staffQuoteRecords(history, formatSast),
    versions: staffQuoteVersions(versions, currentVersion),
    editPath: `/admin/leads/${lead.id}/quote/edit`,
    hasDraft: versions.some((version) => version.sentAt === null),
    // The revised quote's link for a WhatsApp chat, once a version was sent.
    whatsAppVersion:
      liveToken && currentVersion > 1
        ? (revisedQuoteWhatsApp(lead, {
            quoteNumber: stored.quote.quoteNumber,
            version: currentVersion,
            liveUrl: liveQuoteUrl(siteUrl, liveToken),
          }) ?? null)
        : null,
    // Whether moving the lead to won or lost marks this quote so too (the status form says it).
    canMarkWon: quoteOnLeadMove("won", status) === "follows",
    canMarkLost: quoteOnLeadMove("lost", status) === "follows",
  };
}
