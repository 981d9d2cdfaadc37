import { describe, expect, it } from "vitest";
import {
  QUOTE_STATUSES,
  QUOTE_STATUS_LABELS,
  type CustomerDecisionFacts,
  checkCustomerDecision,
  currentQuoteStatus,
  quoteChangedMessage,
  quoteOnLeadMove,
  readQuoteStatus,
  staffMayMove,
  storedStatusesMovableBy,
  statusAfterDecision,
  statusAfterView,
} from "#app/features/quotes/quote-status.ts";
import { decisionSuccessToasts } from "#app/features/quotes/quote-messages.ts";

// Johannesburg is UTC+2: a quote valid until 12 December holds until 22:00 UTC that day.
const LAST_DAY = "2026-12-12";
const ON_LAST_DAY = new Date("2026-12-12T21:59:00Z");
const DAY_AFTER = new Date("2026-12-12T22:00:00Z");

/** A decision on version 1 of a quote still on version 1, on its last day, unless said otherwise. */
function facts(overrides: Partial<CustomerDecisionFacts>): CustomerDecisionFacts {
  return {
    decision: "accept",
    decidedOnVersion: 1,
    stored: "viewed",
    currentVersion: 1,
    validUntil: LAST_DAY,
    now: ON_LAST_DAY,
    ...overrides,
  };
}

describe("quote statuses (issue 23, item 3)", () => {
  it("are the issue's nine, each with a label", () => {
    expect(QUOTE_STATUSES.map((status) => QUOTE_STATUS_LABELS[status])).toEqual([
      "Sent",
      "Viewed",
      "Changes requested",
      "Revised",
      "Accepted",
      "Declined",
      "Expired",
      "Won",
      "Lost",
    ]);
  });

  it("read the statuses stored before the live page in today's words", () => {
    expect(readQuoteStatus("new")).toBe("sent");
    expect(readQuoteStatus("discount_requested")).toBe("changes_requested");
    expect(readQuoteStatus("undecided")).toBe("sent");
    expect(readQuoteStatus("accepted")).toBe("accepted");
    expect(readQuoteStatus("declined")).toBe("declined");
    expect(readQuoteStatus("viewed")).toBe("viewed");
    expect(readQuoteStatus(undefined)).toBe("sent");
    expect(readQuoteStatus("gibberish")).toBe("sent");
  });

  it("map the spec's four decisions: accept, decline, discount request ('meet you halfway') and undecided", () => {
    expect(statusAfterDecision("accept", "viewed")).toBe("accepted");
    expect(statusAfterDecision("decline", "viewed")).toBe("declined");
    expect(statusAfterDecision("discount", "viewed")).toBe("changes_requested");
    expect(statusAfterDecision("changes", "sent")).toBe("changes_requested");
    // 'I'm Okay (No Quote)' is no yes and no no: the quote stays as it was.
    expect(statusAfterDecision("undecided", "viewed")).toBe("viewed");
    expect(statusAfterDecision("undecided", "revised")).toBe("revised");
    // The spec's toasts go with the same four decisions.
    expect(decisionSuccessToasts.accept.title).toBe("Quote Accepted");
    expect(decisionSuccessToasts.discount.title).toBe("Discount Request Sent");
  });

  it("read an open quote past its last day as expired, and a decided one as decided", () => {
    expect(currentQuoteStatus("viewed", LAST_DAY, ON_LAST_DAY)).toBe("viewed");
    expect(currentQuoteStatus("viewed", LAST_DAY, DAY_AFTER)).toBe("expired");
    expect(currentQuoteStatus("sent", LAST_DAY, DAY_AFTER)).toBe("expired");
    expect(currentQuoteStatus("accepted", LAST_DAY, DAY_AFTER)).toBe("accepted");
    expect(currentQuoteStatus("won", LAST_DAY, DAY_AFTER)).toBe("won");
    // Quotes stored before expiry was kept never expire.
    expect(currentQuoteStatus("sent", undefined, DAY_AFTER)).toBe("sent");
  });
});

describe("quote statuses (issue 23, item 3): who may decide and what moves a status", () => {
  it("let the customer decide only on a live, unexpired quote", () => {
    for (const status of ["sent", "viewed", "changes_requested", "revised"] as const) {
      expect(checkCustomerDecision(facts({ decision: "accept", stored: status }))).toEqual({
        allowed: true,
        statusAfter: "accepted",
      });
    }
    expect(checkCustomerDecision(facts({ decision: "accept", stored: "viewed", now: DAY_AFTER }))).toEqual({
      allowed: false,
      reason: "expired",
      status: "expired",
    });
    for (const status of ["accepted", "declined", "won", "lost"] as const) {
      expect(checkCustomerDecision(facts({ decision: "decline", stored: status }))).toEqual({
        allowed: false,
        reason: "already_decided",
        status,
      });
    }
  });

  it("refuse any decision made on a version staff have replaced, naming the version to review (issue 32)", () => {
    // The customer's page showed version 1; staff sent version 2 since.
    for (const decision of ["accept", "decline", "discount", "changes", "undecided"] as const) {
      expect(
        checkCustomerDecision(facts({ decision, stored: "revised", decidedOnVersion: 1, currentVersion: 2 })),
      ).toEqual({ allowed: false, reason: "version_changed", status: "revised", currentVersion: 2 });
    }
    // A version the quote never had is no better.
    expect(checkCustomerDecision(facts({ decidedOnVersion: 3, currentVersion: 2, stored: "revised" }))).toMatchObject({
      allowed: false,
      reason: "version_changed",
    });
    // On the version shown, the decision stands.
    expect(checkCustomerDecision(facts({ decidedOnVersion: 2, currentVersion: 2, stored: "revised" }))).toEqual({
      allowed: true,
      statusAfter: "accepted",
    });
    // The new version moved the expiry on; a decided quote says it is decided rather than that it changed.
    expect(checkCustomerDecision(facts({ decidedOnVersion: 1, currentVersion: 2, stored: "accepted" }))).toEqual({
      allowed: false,
      reason: "already_decided",
      status: "accepted",
    });
    expect(quoteChangedMessage(2)).toBe("This quote changed: please review version 2");
  });

  it("make a sent quote viewed on its first open, and change nothing after", () => {
    expect(statusAfterView("sent")).toBe("viewed");
    expect(statusAfterView("viewed")).toBe("viewed");
    expect(statusAfterView("changes_requested")).toBe("changes_requested");
    expect(statusAfterView("accepted")).toBe("accepted");
  });

  it("let staff mark won or lost, and never move a won or lost quote again", () => {
    expect(staffMayMove("won", "accepted")).toBe(true);
    expect(staffMayMove("won", "viewed")).toBe(true);
    expect(staffMayMove("won", "declined")).toBe(false);
    expect(staffMayMove("lost", "declined")).toBe(true);
    expect(staffMayMove("lost", "expired")).toBe(true);
    expect(staffMayMove("lost", "won")).toBe(false);
    expect(staffMayMove("won", "lost")).toBe(false);
    expect(staffMayMove("revised", "changes_requested")).toBe(true);
    expect(staffMayMove("revised", "accepted")).toBe(false);
    // What the database may hold when staff move it: expired is never stored.
    expect(storedStatusesMovableBy("won")).toEqual(["sent", "viewed", "changes_requested", "revised", "accepted"]);
    expect(storedStatusesMovableBy("lost")).toContain("declined");
  });

  it("take the quote along when staff move its lead to won or lost by hand, where the quote may go", () => {
    expect(quoteOnLeadMove("won", "accepted")).toBe("follows");
    expect(quoteOnLeadMove("lost", "expired")).toBe("follows");
    expect(quoteOnLeadMove("lost", "declined")).toBe("follows");
    // A lead won on the phone after a decline: the lead moves, the quote keeps the customer's answer.
    expect(quoteOnLeadMove("won", "declined")).toBe("stays");
    // Lost is final for the quote; won is final too, and refuses its lead's move to lost.
    expect(quoteOnLeadMove("won", "lost")).toBe("stays");
    expect(quoteOnLeadMove("lost", "lost")).toBe("stays");
    expect(quoteOnLeadMove("lost", "won")).toBe("refuses");
    expect(quoteOnLeadMove("contacted", "sent")).toBe("stays");
  });
});
