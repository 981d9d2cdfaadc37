// The leads the dashboard's figures by source are counted from (decision 036):
// the sales leads of the weeks shown (no newsletter sign-ups, privacy requests
// or suspected spam), each with its stored source and, for a quote request,
// the quote's current status and total.
import type { Kysely } from "kysely";
import type { SourceReportLead } from "#app/features/leads/attribution/lead-source-report.ts";
import type { LeadKind } from "#app/features/leads/notify/lead-notification.ts";
import { attributionOf } from "#app/features/leads/lead-rows.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

/** The kinds that are enquiries for work; sign-ups and privacy requests are not. */
export const SALES_LEAD_KINDS: readonly LeadKind[] = [
  "callback",
  "contact",
  "partner_business",
  "partner_client",
  "quote",
  "assistant",
];

/** A generous ceiling: a year of leads at many times the current rate. */
const SOURCE_REPORT_MAX_ROWS = 50_000;

export async function sourceReportLeads(db: Kysely<Database>, since: Date): Promise<SourceReportLead[]> {
  const rows = await db
    .selectFrom("leads")
    .leftJoin("quotes", "quotes.lead_id", "leads.id")
    .select([
      "leads.created_at as created_at",
      "leads.utm_source as utm_source",
      "leads.utm_medium as utm_medium",
      "leads.utm_campaign as utm_campaign",
      "leads.utm_term as utm_term",
      "leads.utm_content as utm_content",
      "leads.ad_click as ad_click",
      "leads.referrer_host as referrer_host",
      "leads.landing_page as landing_page",
      "leads.lead_form as lead_form",
      "quotes.status as quote_status",
      "quotes.total_cents as total_cents",
      "quotes.total_price_cents as total_price_cents",
    ])
    .where("leads.created_at", ">=", since.toISOString())
    .where("leads.kind", "in", SALES_LEAD_KINDS)
    .where("leads.suspected_spam", "=", 0)
    .orderBy("leads.created_at")
    .limit(SOURCE_REPORT_MAX_ROWS)
    .execute();
  return rows.map((row) => ({
    createdAt: row.created_at,
    attribution: attributionOf(row),
    // A quote stored before VAT was kept (0008) counts its lines' total.
    quote: row.quote_status
      ? { status: row.quote_status, totalCents: Number(row.total_cents ?? row.total_price_cents ?? 0) }
      : null,
  }));
}
