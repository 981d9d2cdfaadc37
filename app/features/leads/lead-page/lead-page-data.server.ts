// Everything the lead page shows about one lead, read in one go: the lead,
// its history and notifications, and for a quote lead the quote, its live
// page and versions, the deposit (decision 040) and the stock (decision 044).
import type { Kysely } from "kysely";
import type { CatalogueView } from "#app/features/catalogue/index.ts";
import { leadStockPanel } from "#app/features/catalogue/index.server.ts";
import { DEFAULT_RESPONSE_TARGET_MINUTES } from "#app/features/leads/first-response.ts";
import { listLeadEvents, quoteNumberForLead } from "#app/features/leads/inbox/lead-admin.server.ts";
import { leadNotice, liveQuoteWhatsApp } from "#app/features/leads/inbox/lead-view.ts";
import type { Lead } from "#app/features/leads/lead-record.ts";
import { getLead } from "#app/features/leads/leads-db.server.ts";
import {
  deliveryViews,
  firstResponseView,
  leadDetailsView,
  timelineView,
} from "#app/features/leads/lead-page/lead-page-view.ts";
import {
  depositNotice,
  getPaymentConfig,
  getQuoteByNumber,
  listQuoteDecisions,
  staffDepositFor,
  staffQuoteSummary,
  type StoredQuote,
} from "#app/features/quotes/index.server.ts";
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import { currentQuoteStatus, quoteStatement } from "#app/features/quotes/index.ts";
import type { StaffServices } from "#app/features/staff/index.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";

export interface LeadPageRequest {
  leadId: string;
  /** The page's address: its query carries the notices of the forms that came back to it. */
  url: URL;
  catalogue: CatalogueView;
  siteUrl: string;
  now?: Date;
}

export type LeadPageData = NonNullable<Awaited<ReturnType<typeof leadPageData>>>;

/** The lead page's data, or undefined when there is no such lead. */
export async function leadPageData(
  { db, sendingChannels, responseTargetMinutes = DEFAULT_RESPONSE_TARGET_MINUTES }: StaffServices,
  { leadId, url, catalogue, siteUrl, now = new Date() }: LeadPageRequest,
) {
  const lead = await getLead(db, leadId);
  if (!lead) return undefined;
  const quoteNumber = lead.kind === "quote" ? await quoteNumberForLead(db, lead.id) : undefined;
  const [events, deliveries, stored, decisions] = await Promise.all([
    listLeadEvents(db, lead.id),
    listOutbox(db, { leadId: lead.id }),
    quoteNumber ? getQuoteByNumber(db, quoteNumber) : undefined,
    quoteNumber ? listQuoteDecisions(db, quoteNumber) : [],
  ]);
  const quoteParts = stored ? await quotePartsOf(db, { lead, stored, url, catalogue, siteUrl, now }) : undefined;
  return {
    live: quoteParts?.live,
    deposit: quoteParts?.deposit,
    depositNotice: depositNotice(url.searchParams.get("deposit")),
    stock: quoteParts?.stock,
    notice: leadNotice(url.searchParams.get("notice")),
    // No e-mail went out for the version just sent: staff pass its link on themselves.
    unsentVersion:
      url.searchParams.get("notice") === "version_live" && stored && quoteParts?.live.path
        ? unsentVersionLinks(lead, stored, new URL(quoteParts.live.path, siteUrl).href)
        : undefined,
    response: firstResponseView(lead, now, responseTargetMinutes),
    lead: leadDetailsView(lead, quoteNumber),
    quote: stored?.quote,
    // The quote as every rendering of it reads: event, people × hours, delivery, VAT totals, expiry.
    statement: stored ? quoteStatement(stored.quote, { withCustomer: true }) : undefined,
    deliveries: deliveryViews(deliveries, sendingChannels),
    timeline: timelineView({ createdAt: lead.createdAt, source: lead.source, events, deliveries, decisions }),
  };
}

/** A quote lead's quote as staff see it: its live page and versions, its deposit and its stock. */
async function quotePartsOf(
  db: Kysely<Database>,
  input: Omit<LeadPageRequest, "leadId" | "now"> & { lead: Lead; stored: StoredQuote; now: Date },
) {
  const { lead, stored, url, catalogue, siteUrl, now } = input;
  const status = currentQuoteStatus(stored.quote.status, stored.quote.validUntil, now);
  // One after the other: the live link's token and the deposit may be written on first sight.
  const live = await staffQuoteSummary(db, { lead, stored, status, siteUrl });
  // An accepted quote's deposit and proofs of payment (decision 040).
  const deposit = await staffDepositFor(db, {
    leadId: lead.id,
    quoteId: stored.id,
    quoteStatus: status,
    totalCents: stored.quote.totalCents,
    percent: getPaymentConfig().depositPercent,
    formatTime: formatSast,
  });
  const stock = await leadStockPanel(db, stored, url, now, catalogue.data);
  return { live, deposit, stock };
}

/** The live link of a quote's current version, and its WhatsApp message, for staff to send themselves. */
function unsentVersionLinks(lead: Lead, stored: StoredQuote, liveUrl: string) {
  const quote = { quoteNumber: stored.quote.quoteNumber, version: stored.quote.version ?? 1, liveUrl };
  return { liveUrl, whatsAppUrl: liveQuoteWhatsApp(lead, quote) };
}
