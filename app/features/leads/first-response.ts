// Speed to lead (decision 035): which staff actions count as a lead's first
// response, how long the lead waited for it in business hours, how that reads
// in the inbox, and when a lead still waiting earns sales a nudge. Pure.
import { businessMillisecondsBetween } from "#app/features/leads/business-hours.ts";
import type { LeadKind } from "#app/features/leads/notify/lead-notification.ts";

/** The response target's default: 15 minutes of business hours (LEAD_RESPONSE_TARGET_MINUTES). */
export const DEFAULT_RESPONSE_TARGET_MINUTES = 15;

/**
 * Staff actions that answer a lead: moving its status (contacted, quoted, even
 * spam: someone looked and decided) and writing a note (a call or a WhatsApp
 * chat is noted), and sending the customer a new version of their quote
 * (decision 039). Sending a failed notification again is not: it only repeats
 * the website's own e-mail; nor is saving a version nobody has sent yet.
 */
export const FIRST_RESPONSE_ACTIONS = ["status", "note", "quote_version_sent"] as const;
export type FirstResponseAction = (typeof FIRST_RESPONSE_ACTIONS)[number];

export function countsAsFirstResponse(action: string): action is FirstResponseAction {
  return (FIRST_RESPONSE_ACTIONS as readonly string[]).includes(action);
}

/**
 * Leads someone is waiting to hear back about. A newsletter sign-up expects no
 * answer, and a privacy request has its own 30-day clock (decision 028).
 */
export const RESPONSE_LEAD_KINDS: readonly LeadKind[] = [
  "callback",
  "contact",
  "quote",
  "assistant",
  "partner_business",
  "partner_client",
];

export function expectsResponse(kind: LeadKind): boolean {
  return RESPONSE_LEAD_KINDS.includes(kind);
}

export interface ResponseFacts {
  createdAt: string;
  /** When staff first acted on the lead; null while nobody has. */
  firstResponseAt: string | null;
}

export interface ResponseTiming {
  state: "answered" | "waiting";
  /** Whole minutes of business hours from arrival to the first response (or to now while waiting). */
  businessMinutes: number;
  /** Waited longer than the target. */
  overTarget: boolean;
}

const MINUTE_MS = 60_000;

/** How long a lead waited (or has waited so far) for its first response, in business hours. */
export function responseTiming(lead: ResponseFacts, now: Date, targetMinutes: number): ResponseTiming {
  const end = lead.firstResponseAt ? new Date(lead.firstResponseAt) : now;
  const waited = businessMillisecondsBetween(new Date(lead.createdAt), end);
  return {
    state: lead.firstResponseAt ? "answered" : "waiting",
    businessMinutes: Math.floor(waited / MINUTE_MS),
    overTarget: waited > targetMinutes * MINUTE_MS,
  };
}

/** "42 min", "1 h", "3 h 5 min": business time as staff read it. */
export function formatBusinessDuration(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** The inbox's words for a lead's response time: "Answered in 12 min" or "Waiting 42 min". */
export function responseTimingText(timing: ResponseTiming): string {
  const duration = formatBusinessDuration(timing.businessMinutes);
  return timing.state === "answered" ? `Answered in ${duration}` : `Waiting ${duration}`;
}

/** What the highlight says in words, so it never rests on colour alone. */
export function overTargetText(targetMinutes: number): string {
  return `over the ${targetMinutes}-minute target`;
}

export interface NudgeCandidate extends ResponseFacts {
  kind: LeadKind;
  suspectedSpam: boolean;
}

/**
 * Whether sales should be nudged about a lead now: it expects an answer, is
 * not held as spam, nobody has answered it, and it has waited past the target
 * in business hours. Whether a nudge was already sent is the database's
 * business (one row per lead in `nudges`), never this function's.
 */
export function leadNeedsNudge(lead: NudgeCandidate, now: Date, targetMinutes: number): boolean {
  if (!expectsResponse(lead.kind) || lead.suspectedSpam || lead.firstResponseAt) return false;
  return responseTiming(lead, now, targetMinutes).overTarget;
}
