// The export's records (POPIA section 23): each stored row as the subject reads it
// in the JSON and CSV downloads, with stored JSON opened up and flags as booleans.
import type { Selectable } from "kysely";
import { attributionOf, type LeadEventRow, type LeadRow } from "#app/features/leads/index.server.ts";
import type { Database, OutboxRow } from "#app/platform/db/schema.server.ts";
import type { QuoteDecisionRow, QuoteRow } from "#app/features/quotes/index.server.ts";

type AcceptanceRow = Selectable<Database["quote_acceptances"]>;
type ChangeRequestRow = Selectable<Database["quote_change_requests"]>;

/** Stored JSON opened up; text that is not JSON stays text. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function exportedLead(lead: LeadRow) {
  return {
    id: lead.id,
    kind: lead.kind,
    source: lead.source,
    status: lead.status,
    createdAt: lead.created_at,
    fullName: lead.full_name,
    email: lead.email,
    phone: lead.phone,
    referrer: lead.referrer,
    marketingConsent: Number(lead.marketing_consent) === 1,
    consentAt: lead.consent_at,
    confirmedAt: lead.confirmed_at,
    anonymisedAt: lead.anonymised_at,
    ipHash: lead.ip_hash,
    userAgent: lead.user_agent,
    cameFrom: attributionOf(lead),
    submission: parseJson(lead.payload),
  };
}

export function exportedQuote(quote: QuoteRow) {
  return {
    id: quote.id,
    quoteNumber: quote.quote_number,
    leadId: quote.lead_id,
    status: quote.status,
    createdAt: quote.created_at,
    updatedAt: quote.updated_at,
    contactName: quote.contact_name,
    contactEmail: quote.contact_email,
    contactPhone: quote.contact_phone,
    eventDate: quote.event_date,
    endDate: quote.end_date,
    venue: quote.venue,
    companyName: quote.company_name,
    companyVatNumber: quote.company_vat_number,
    lines: parseJson(quote.lines),
    totalItems: Number(quote.total_items),
    totalPriceCents: Number(quote.total_price_cents),
    totalDiscountCents: Number(quote.total_discount_cents),
  };
}

/** A decision with the live quote page's records (0009): the acceptance's signature, address and browser; a change request. */
export function exportedDecision(
  decision: QuoteDecisionRow,
  acceptances: readonly AcceptanceRow[],
  changeRequests: readonly ChangeRequestRow[],
) {
  const acceptance = acceptances.find((record) => record.decision_id === decision.id);
  const change = changeRequests.find((record) => record.decision_id === decision.id);
  return {
    id: decision.id,
    quoteId: decision.quote_id,
    requestType: decision.request_type,
    statusAfter: decision.status_after,
    createdAt: decision.created_at,
    declineReason: decision.decline_reason,
    note: decision.note,
    ...(acceptance
      ? {
          signedName: acceptance.signed_name,
          termsVersion: acceptance.terms_version,
          ipAddress: acceptance.ip_address,
          userAgent: acceptance.user_agent,
        }
      : {}),
    ...(change
      ? {
          changedLines: parseJson(change.lines),
          wantsDiscount: Number(change.wants_discount) === 1,
          changeNote: change.note,
        }
      : {}),
  };
}

export function exportedStaffNote(event: LeadEventRow) {
  return {
    id: event.id,
    leadId: event.lead_id,
    type: event.type,
    fromStatus: event.from_status,
    toStatus: event.to_status,
    note: event.note,
    createdAt: event.created_at,
  };
}

export function exportedMessage(message: OutboxRow) {
  return {
    id: message.id,
    leadId: message.lead_id,
    channel: message.channel,
    status: message.status,
    createdAt: message.created_at,
    deliveredAt: message.delivered_at,
    content: parseJson(message.payload),
    // The e-mail as it was sent to them (links that acted for them withheld), once sent.
    sentEmail: message.sent_copy === null ? null : parseJson(message.sent_copy),
  };
}
