// A lead row read back as a Lead, with where it came from (the stored source
// columns), and a new lead's source columns.
import type { JsonObject, LeadNotification } from "#app/features/leads/notify/lead-notification.ts";
import { type LeadAttribution, isLeadForm } from "#app/features/leads/attribution/lead-attribution.ts";
import type { Lead } from "#app/features/leads/lead-record.ts";
import type { LeadRow } from "#app/features/leads/leads-tables.server.ts";

/** A stored lead row as the inbox and the API read it. */
export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    kind: row.kind,
    source: row.source,
    status: row.status,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    referrer: row.referrer,
    payload: JSON.parse(row.payload) as JsonObject,
    marketingConsent: Number(row.marketing_consent) === 1,
    consentAt: row.consent_at,
    idempotencyKey: row.idempotency_key,
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
    createdAt: row.created_at,
    suspectedSpam: Number(row.suspected_spam) === 1,
    repeatCount: Number(row.repeat_count),
    lastSeenAt: row.last_seen_at,
    firstResponseAt: row.first_response_at,
    firstResponseBy: row.first_response_by,
    attribution: attributionOf(row),
  };
}

/** The stored source; null for a lead stored before sources were kept (no form recorded). */
export function attributionOf(
  row: Pick<
    LeadRow,
    | "utm_source"
    | "utm_medium"
    | "utm_campaign"
    | "utm_term"
    | "utm_content"
    | "ad_click"
    | "referrer_host"
    | "landing_page"
    | "lead_form"
  >,
): LeadAttribution | null {
  if (!row.lead_form || !isLeadForm(row.lead_form)) return null;
  return {
    form: row.lead_form,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    adClick: row.ad_click === "google" || row.ad_click === "microsoft" ? row.ad_click : null,
    referrerHost: row.referrer_host,
    landingPage: row.landing_page,
  };
}

/** The source columns of a new lead (all null when none is known). */
export function attributionColumns(attribution: LeadAttribution | null | undefined) {
  return {
    utm_source: attribution?.utmSource ?? null,
    utm_medium: attribution?.utmMedium ?? null,
    utm_campaign: attribution?.utmCampaign ?? null,
    utm_term: attribution?.utmTerm ?? null,
    utm_content: attribution?.utmContent ?? null,
    ad_click: attribution?.adClick ?? null,
    referrer_host: attribution?.referrerHost ?? null,
    landing_page: attribution?.landingPage ?? null,
    lead_form: attribution?.form ?? null,
  };
}

/**
 * What the outbox carries to tell sales (and the CRM, the visitor's copy)
 * about a stored lead: its row with `payload` (a quote, a confirmed sign-up's
 * details). Consent is the row's unless the caller records it now.
 */
export function notificationOfLead(
  lead: LeadRow,
  payload: JsonObject,
  marketingConsent: boolean = Number(lead.marketing_consent) === 1,
): LeadNotification {
  return {
    leadId: lead.id,
    kind: lead.kind,
    source: lead.source,
    createdAt: lead.created_at,
    fullName: lead.full_name,
    email: lead.email,
    phone: lead.phone,
    referrer: lead.referrer,
    marketingConsent,
    payload,
  };
}
