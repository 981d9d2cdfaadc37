// A quote's life after it is made (issue 23): what it is called at each step,
// who may move it on, and how the statuses stored before the live quote page
// read now. Pure: the clock and the stored values are arguments.
//
//   sent ─► viewed ─► changes requested ─► revised ─► …
//     └──────┴──────────────┴─────────────────┴─► accepted ─► won
//                                                 declined
//   an open quote past its last day reads as expired; staff mark won or lost (with a reason).
import { isQuoteExpired } from "#app/features/quotes/quote-expiry.ts";

export const QUOTE_STATUSES = [
  "sent",
  "viewed",
  "changes_requested",
  "revised",
  "accepted",
  "declined",
  "expired",
  "won",
  "lost",
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The spec's four decisions (the quote page, the API) and the live page's change request with its lines. */
export const QUOTE_DECISION_TYPES = ["discount", "accept", "decline", "undecided", "changes"] as const;
export type QuoteDecisionType = (typeof QUOTE_DECISION_TYPES)[number];

/** What staff and the customer read for each status. */
export const QUOTE_STATUS_LABELS: Readonly<Record<QuoteStatus, string>> = {
  sent: "Sent",
  viewed: "Viewed",
  changes_requested: "Changes requested",
  revised: "Revised",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  won: "Won",
  lost: "Lost",
};

/** Statuses in which the customer can still decide (unless the quote has expired). */
export const OPEN_QUOTE_STATUSES: readonly QuoteStatus[] = ["sent", "viewed", "changes_requested", "revised"];

/** The customer has decided: no further decision of theirs is taken. */
export const DECIDED_QUOTE_STATUSES: readonly QuoteStatus[] = ["accepted", "declined", "won", "lost"];

/**
 * Statuses stored before 0009-live-quotes, and what they are now. "undecided"
 * ('I'm Okay (No Quote)') never closed a quote, so it reads as still sent;
 * the migration looks at the quote's decisions to do better (see there).
 */
export const LEGACY_QUOTE_STATUS: Readonly<Record<string, QuoteStatus>> = {
  new: "sent",
  discount_requested: "changes_requested",
  undecided: "sent",
};

/** A stored status as today's vocabulary: a legacy value mapped, anything unknown read as sent. */
export function readQuoteStatus(stored: unknown): QuoteStatus {
  if (typeof stored !== "string") return "sent";
  if ((QUOTE_STATUSES as readonly string[]).includes(stored)) return stored as QuoteStatus;
  return LEGACY_QUOTE_STATUS[stored] ?? "sent";
}

/** What a quote is at `now`: an open quote past its last day is expired (the stored status stays). */
export function currentQuoteStatus(stored: QuoteStatus, validUntil: string | undefined, now: Date): QuoteStatus {
  if (OPEN_QUOTE_STATUSES.includes(stored) && isQuoteExpired(validUntil, now)) return "expired";
  return stored;
}

/**
 * The status a decision leaves behind. Undecided is recorded in the history
 * and leaves the quote as it was: the customer has not said yes or no.
 */
export function statusAfterDecision(decision: QuoteDecisionType, current: QuoteStatus): QuoteStatus {
  switch (decision) {
    case "accept":
      return "accepted";
    case "decline":
      return "declined";
    case "discount":
    case "changes":
      return "changes_requested";
    case "undecided":
      return current;
  }
}

export type DecisionCheck =
  | { allowed: true; statusAfter: QuoteStatus }
  | { allowed: false; reason: "expired" | "already_decided"; status: QuoteStatus }
  /** Staff sent a newer version since the customer's page was drawn: they must see it before deciding. */
  | { allowed: false; reason: "version_changed"; status: QuoteStatus; currentVersion: number };

/** A customer's decision as the rule reads it: what, on which version, against the quote as stored now. */
export interface CustomerDecisionFacts {
  decision: QuoteDecisionType;
  /** The version the customer had in front of them when they decided (1 before any revision). */
  decidedOnVersion: number;
  stored: QuoteStatus;
  /** The quote's current version (1 before any revision). */
  currentVersion: number;
  validUntil: string | undefined;
  now: Date;
}

/**
 * Whether the customer may take a decision (issue 32): only on an open,
 * unexpired quote, and only on the version in front of them. A decision made
 * on an older version than the one staff sent since is refused, whatever its
 * kind: an acceptance binds the customer to a version and its total, and a
 * decline or a change request answers what they read.
 */
export function checkCustomerDecision(facts: CustomerDecisionFacts): DecisionCheck {
  const status = currentQuoteStatus(facts.stored, facts.validUntil, facts.now);
  if (DECIDED_QUOTE_STATUSES.includes(status)) return { allowed: false, reason: "already_decided", status };
  if (facts.decidedOnVersion !== facts.currentVersion) {
    return { allowed: false, reason: "version_changed", status, currentVersion: facts.currentVersion };
  }
  if (status === "expired") return { allowed: false, reason: "expired", status };
  if (!OPEN_QUOTE_STATUSES.includes(status)) return { allowed: false, reason: "already_decided", status };
  return { allowed: true, statusAfter: statusAfterDecision(facts.decision, status) };
}

/** The answer to a decision on a version the quote has moved on from (409). */
export function quoteChangedMessage(currentVersion: number): string {
  return `This quote changed: please review version ${currentVersion}`;
}

/** The customer's first open of a sent quote makes it viewed; later opens change nothing. */
export function statusAfterView(stored: QuoteStatus): QuoteStatus {
  return stored === "sent" ? "viewed" : stored;
}

/** The staff's moves: won or lost (with a reason), and a revision (the versions work). */
export type StaffQuoteMove = "won" | "lost" | "revised";

const STAFF_MOVES_FROM: Readonly<Record<StaffQuoteMove, readonly QuoteStatus[]>> = {
  // A job can be won on the phone as well as by acceptance online.
  won: [...OPEN_QUOTE_STATUSES, "accepted", "expired"],
  lost: [...OPEN_QUOTE_STATUSES, "accepted", "declined", "expired"],
  // A new version answers a change request, refreshes an expired quote or tries again after a decline.
  revised: [...OPEN_QUOTE_STATUSES, "declined", "expired"],
};

/** Whether staff may move a quote that is `current` (as currentQuoteStatus reads it) on by `move`. */
export function staffMayMove(move: StaffQuoteMove, current: QuoteStatus): boolean {
  return STAFF_MOVES_FROM[move].includes(current);
}

/** What a hand move of a quote lead does to its quote: it follows, it stays as it is, or it refuses the move. */
export type QuoteOnLeadMove = "follows" | "stays" | "refuses";

/**
 * The one rule for staff moving a quote lead by hand (decisions 067, 070):
 * a move to won or lost takes the quote along where staff may mark it so
 * (staffMayMove); a won quote refuses its lead's move to lost (the job was
 * agreed, so it cannot be recorded as lost); any other quote stays as it is
 * (a declined or lost quote whose lead is won on the phone, a quote already
 * lost). Moves to any other status leave the quote alone.
 */
export function quoteOnLeadMove(to: string, current: QuoteStatus): QuoteOnLeadMove {
  if (to !== "won" && to !== "lost") return "stays";
  if (staffMayMove(to, current)) return "follows";
  return to === "lost" && current === "won" ? "refuses" : "stays";
}

/** The stored statuses a move may start from (expired is read, never stored: it is an open status past its day). */
export function storedStatusesMovableBy(move: StaffQuoteMove): QuoteStatus[] {
  return STAFF_MOVES_FROM[move].filter((status) => status !== "expired");
}

/** Why a job was lost, as staff record it; "other" needs words. */
export const LOST_REASONS = ["price", "dates", "competitor", "event_cancelled", "no_response", "other"] as const;
export type LostReason = (typeof LOST_REASONS)[number];

export const LOST_REASON_LABELS: Readonly<Record<LostReason, string>> = {
  price: "Price",
  dates: "Dates did not suit",
  competitor: "Went with another supplier",
  event_cancelled: "Event cancelled",
  no_response: "No response from the customer",
  other: "Other",
};

/** Why the customer declined, as the live quote page offers it; "other" needs their words. */
export const DECLINE_REASONS = ["price", "dates", "other_supplier", "event_cancelled", "other"] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const DECLINE_REASON_LABELS: Readonly<Record<DeclineReason, string>> = {
  price: "The price",
  dates: "The dates do not work",
  other_supplier: "I found another supplier",
  event_cancelled: "The event is cancelled",
  other: "Other",
};
