// Nudges (decision 035): reminders the sweeper queues once per kind and
// subject. A staff nudge goes to the sales inbox; a customer nudge goes to the
// customer, carries an unsubscribe link and is skipped for addresses that
// opted out. This module holds what a nudge's outbox row says and what its
// e-mail reads; the sweeper is app/features/leads/notify/nudges-db.server.ts. Pure.
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import { business } from "#app/platform/business.ts";
import { formatBusinessDuration } from "#app/features/leads/first-response.ts";
import { addDays, OPEN_QUOTE_STATUSES, type QuoteStatus } from "#app/features/quotes/index.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { LEAD_KIND_LABELS, type LeadKind } from "#app/features/leads/notify/lead-notification.ts";
import { formatLongDate } from "#app/platform/format/long-date.ts";

export type NudgeAudience = "staff" | "customer";

/** A lead waiting past the response target: to sales, naming the lead and linking to it. */
export interface LeadWaitingNudge {
  kind: "lead_waiting";
  audience: "staff";
  leadId: string;
  leadKind: LeadKind;
  /** The lead's name (or address) as the inbox shows it. */
  leadName: string;
  receivedAt: string;
  /** Business minutes waited when the nudge was queued. */
  waitedMinutes: number;
  targetMinutes: number;
}

/**
 * A quote whose prices expire in two days, to the customer it was made for:
 * once, unless they opted out. It carries nothing the customer typed (the
 * address was never confirmed; decision 025): the quote's number, its last
 * day and, minted when it is sent, the link to the live quote page.
 */
export interface QuoteExpiringNudge {
  kind: "quote_expiring";
  audience: "customer";
  quoteNumber: string;
  leadId: string;
  recipient: string;
  /** The quote's last valid day, YYYY-MM-DD. */
  validUntil: string;
}

/** Every nudge an outbox row can carry. */
export type Nudge = LeadWaitingNudge | QuoteExpiringNudge;

export function isNudge(value: unknown): value is Nudge {
  if (typeof value !== "object" || value === null) return false;
  const nudge = value as Record<string, unknown>;
  if (nudge.kind === "quote_expiring")
    return (
      nudge.audience === "customer" &&
      typeof nudge.quoteNumber === "string" &&
      typeof nudge.leadId === "string" &&
      typeof nudge.recipient === "string" &&
      typeof nudge.validUntil === "string"
    );
  return (
    nudge.kind === "lead_waiting" &&
    nudge.audience === "staff" &&
    typeof nudge.leadId === "string" &&
    typeof nudge.leadKind === "string" &&
    typeof nudge.leadName === "string" &&
    typeof nudge.receivedAt === "string" &&
    typeof nudge.waitedMinutes === "number" &&
    typeof nudge.targetMinutes === "number"
  );
}

/** The customer is reminded this many days before a quote's last valid day. */
export const QUOTE_REMINDER_DAYS_BEFORE = 2;

/** The first day (YYYY-MM-DD) a quote valid until `validUntil` is due its reminder. */
export function quoteReminderFrom(validUntil: string): string {
  return addDays(validUntil, -QUOTE_REMINDER_DAYS_BEFORE);
}

/**
 * Whether a quote is due its expiry reminder now: still open (sent, viewed,
 * changes asked for, revised), within two days of its last valid day in
 * Johannesburg, and not yet past it. Accepted, declined, won or lost quotes
 * are never reminded about.
 */
export function quoteReminderDue(status: QuoteStatus, validUntil: string | null | undefined, now: Date): boolean {
  if (!validUntil || !OPEN_QUOTE_STATUSES.includes(status)) return false;
  const today = johannesburgDate(now);
  return today >= quoteReminderFrom(validUntil) && today <= validUntil;
}

export function quoteExpiringSubject(nudge: Pick<QuoteExpiringNudge, "quoteNumber" | "validUntil">): string {
  return `Your quote ${nudge.quoteNumber} is valid until ${formatLongDate(nudge.validUntil) ?? nudge.validUntil}`;
}

/** The reminder's sentences: before the link, and after it. */
export function quoteExpiringParagraphs(nudge: Pick<QuoteExpiringNudge, "quoteNumber" | "validUntil">): {
  before: string[];
  after: string[];
} {
  const lastDay = formatLongDate(nudge.validUntil) ?? nudge.validUntil;
  return {
    before: [
      `The prices on your quote ${nudge.quoteNumber} from ${business.name} hold until the end of ${lastDay}.`,
      "If it suits you, you can accept it online with your name, ask us to change a line or the price, or tell us it is not for you. Equipment is booked once you accept, so popular dates go to whoever confirms first.",
    ],
    after: [
      `Questions? Call us on ${business.phone.display} or reply to this e-mail.`,
      "This is the only reminder we send about this quote.",
    ],
  };
}

export function leadWaitingSubject(nudge: LeadWaitingNudge): string {
  return `Waiting ${formatBusinessDuration(nudge.waitedMinutes)} for a reply: ${nudge.leadName}`;
}

/** The staff nudge's sentences, in order. */
export function leadWaitingParagraphs(nudge: LeadWaitingNudge): string[] {
  return [
    `${nudge.leadName}'s ${LEAD_KIND_LABELS[nudge.leadKind]} arrived on ${formatSast(nudge.receivedAt)} and nobody has answered it yet.`,
    `It has waited ${formatBusinessDuration(nudge.waitedMinutes)} of business hours, past our target of ${nudge.targetMinutes} minutes. Please call, reply or note what was done, so the inbox shows it as answered.`,
    "This reminder is sent once per lead.",
  ];
}

/** The lead in the staff inbox. */
export function staffLeadUrl(siteUrl: string, leadId: string): string {
  return new URL(`/admin/leads/${encodeURIComponent(leadId)}`, siteUrl).href;
}

/** The one-click unsubscribe headers (RFC 8058) every customer nudge carries. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The link in a customer nudge and its List-Unsubscribe header. */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL("/unsubscribe", siteUrl);
  url.searchParams.set("token", token);
  return url.href;
}
