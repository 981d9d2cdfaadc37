// A quote lead's status follows its quote's life (decision 067): one pure rule
// from a quote event and the lead's status now to the status it moves to, or
// no move. The quote's data layer applies it in the event's own transaction
// and writes the move in the lead's history as the system's, with why.
//
//   event \ lead now    new  contacted quoted changes accepted won  lost spam
//   version sent        Q    Q         ·      Q       ·        ·    Q    ·
//   changes requested   C    C         C      ·       ·        ·    C    ·
//   accepted            A    A         A      A       ·        ·    A    ·
//   deposit received    W    W         W      W       W        ·    W    ·
//   declined            L    L         L      L       L        ·    ·    ·
//   expired             L    L         L      L       ·        ·    ·    ·
//
// (Q quoted, C changes requested, A accepted, W won, L lost, · stays.)
// Spam and won are never moved by the system: spam is staff's judgement and a
// won job is paid for. A lost lead reopens on a later sign of life (a new
// version sent, a change request, an acceptance, a deposit), as a CRM would;
// a decline or an expiry never overrides it. Nothing moves a lead backwards:
// a version sent or a change request leaves an accepted lead as it is.
import type { LeadStatus } from "#app/features/leads/lead-status.ts";

export type QuoteLifeEvent =
  | { type: "version_sent"; version: number }
  | { type: "changes_requested" }
  | { type: "accepted" }
  | { type: "deposit_received" }
  | { type: "declined"; reason?: string }
  | { type: "expired"; validUntil: string };

export type QuoteLifeEventType = QuoteLifeEvent["type"];

/** A move the system makes, and the history's words for why. */
export interface AutomaticMove {
  to: LeadStatus;
  why: string;
}

const MOVES: Readonly<Record<QuoteLifeEventType, { to: LeadStatus; from: readonly LeadStatus[] }>> = {
  version_sent: { to: "quoted", from: ["new", "contacted", "changes_requested", "lost"] },
  changes_requested: { to: "changes_requested", from: ["new", "contacted", "quoted", "lost"] },
  accepted: { to: "accepted", from: ["new", "contacted", "quoted", "changes_requested", "lost"] },
  deposit_received: { to: "won", from: ["new", "contacted", "quoted", "changes_requested", "accepted", "lost"] },
  declined: { to: "lost", from: ["new", "contacted", "quoted", "changes_requested", "accepted"] },
  expired: { to: "lost", from: ["new", "contacted", "quoted", "changes_requested"] },
};

/** Why the lead moved, as its history says it. */
export function quoteEventReason(event: QuoteLifeEvent): string {
  switch (event.type) {
    case "version_sent":
      return `Quote version ${event.version} sent to the customer`;
    case "changes_requested":
      return "The customer asked for changes to the quote";
    case "accepted":
      return "The customer accepted the quote";
    case "deposit_received":
      return "The deposit was marked received";
    case "declined":
      return event.reason ? `Declined by the customer: ${event.reason}` : "Declined by the customer";
    case "expired":
      return `Expired: the quote was valid until ${event.validUntil}`;
  }
}

/** The status `event` moves a lead that is `current` to, or undefined when it stays. */
export function leadStatusAfter(event: QuoteLifeEvent, current: LeadStatus): AutomaticMove | undefined {
  const move = MOVES[event.type];
  if (!move.from.includes(current)) return undefined;
  return { to: move.to, why: quoteEventReason(event) };
}
