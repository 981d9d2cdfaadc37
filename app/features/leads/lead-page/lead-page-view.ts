// The lead page's view of a lead: its details, how fast it was answered
// (decision 035), its notifications and its history, as the page shows them.
// Pure: the loader fetches the records, these shape them.
import { leadSourceRows } from "#app/features/leads/inbox/lead-source-view.ts";
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import {
  type TimelineSources,
  canRetry,
  channelLabel,
  describeDelivery,
  leadTimeline,
  leadWhatsAppReply,
  payloadEntries,
  repeatedSubmissionText,
} from "#app/features/leads/inbox/lead-view.ts";
import {
  expectsResponse,
  formatBusinessDuration,
  overTargetText,
  responseTiming,
} from "#app/features/leads/first-response.ts";
import type { Lead } from "#app/features/leads/lead-record.ts";
import type { OutboxMessage } from "#app/platform/mail/outbox-db.server.ts";

/** The lead as the page shows it: who, how to reach them, where it came from, consent, and what they sent. */
export function leadDetailsView(lead: Lead, quoteNumber: string | undefined) {
  return {
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    suspectedSpam: lead.suspectedSpam,
    repeated: repeatedSubmissionText(lead.repeatCount, lead.lastSeenAt ? formatSast(lead.lastSeenAt) : null),
    title: lead.fullName ?? lead.email ?? "Lead without a name",
    fullName: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    whatsAppReply: leadWhatsAppReply(lead, quoteNumber),
    source: lead.source,
    referrer: lead.referrer,
    received: formatSast(lead.createdAt),
    marketingConsent: lead.marketingConsent,
    consentAt: lead.consentAt ? formatSast(lead.consentAt) : null,
    userAgent: lead.userAgent,
    ipHash: lead.ipHash,
    sourceRows: leadSourceRows(lead.attribution),
    entries: lead.kind === "quote" ? [] : payloadEntries(lead.payload),
  };
}

export type LeadDetailsView = ReturnType<typeof leadDetailsView>;

/** Speed to lead (decision 035): who answered first and when, or how long it has waited; null for a kind nobody answers. */
export function firstResponseView(lead: Lead, now: Date, targetMinutes: number) {
  if (!expectsResponse(lead.kind)) return null;
  const timing = responseTiming(lead, now, targetMinutes);
  return {
    answered: lead.firstResponseAt
      ? { when: formatSast(lead.firstResponseAt), iso: lead.firstResponseAt, by: lead.firstResponseBy ?? "" }
      : null,
    waited: formatBusinessDuration(timing.businessMinutes),
    overTarget: timing.overTarget ? overTargetText(targetMinutes) : null,
  };
}

export type FirstResponseView = ReturnType<typeof firstResponseView>;

/** Each notification of the lead: its channel, where it stands, its last error, and whether staff may retry it. */
export function deliveryViews(deliveries: readonly OutboxMessage[], sendingChannels: readonly string[]) {
  return deliveries.map((delivery) => ({
    id: delivery.id,
    channel: channelLabel(delivery.channel),
    description: describeDelivery(delivery, sendingChannels.includes(delivery.channel)),
    lastError: delivery.status === "sent" ? null : delivery.lastError,
    status: delivery.status,
    retryable: canRetry(delivery),
    decision: delivery.payload.decision ? `About: ${delivery.payload.decision.requestType} decision` : null,
  }));
}

export type DeliveryView = ReturnType<typeof deliveryViews>[number];

/** The lead's history, oldest first, each entry with its time in SAST. */
export function timelineView(sources: TimelineSources) {
  return leadTimeline(sources).map((entry) => ({ ...entry, when: formatSast(entry.at) }));
}

export type TimelineView = ReturnType<typeof timelineView>;
