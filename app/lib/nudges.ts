// Nudges (decision 035): reminders the sweeper queues once per kind and
// subject. A staff nudge goes to the sales inbox; a customer nudge goes to the
// customer, carries an unsubscribe link and is skipped for addresses that
// opted out. This module holds what a nudge's outbox row says and what its
// e-mail reads; the sweeper is app/server/db/nudges.server.ts. Pure.
import { formatSast } from "./admin-inbox.ts";
import { formatBusinessDuration } from "./first-response.ts";
import { LEAD_KIND_LABELS, type LeadKind } from "./lead-notification.ts";

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
 * Every nudge an outbox row can carry. A customer kind (the quote's expiry
 * reminder) joins this union with `audience: "customer"` and a `recipient`.
 */
export type Nudge = LeadWaitingNudge;

export function isNudge(value: unknown): value is Nudge {
  if (typeof value !== "object" || value === null) return false;
  const nudge = value as Record<string, unknown>;
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
