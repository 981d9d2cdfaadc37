// The lead page's view of a lead: its details, speed to lead (decision 035),
// its notifications and its history.
import { describe, expect, it } from "vitest";
import type { Lead } from "#app/features/leads/lead-record.ts";
import {
  deliveryViews,
  firstResponseView,
  leadDetailsView,
  timelineView,
} from "#app/features/leads/lead-page/lead-page-view.ts";
import type { OutboxMessage } from "#app/platform/mail/outbox-db.server.ts";

// Monday 23 November 2026, 09:00 in Johannesburg: within business hours.
const RECEIVED = "2026-11-23T07:00:00.000Z";

function lead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: "lead-1",
    kind: "contact",
    source: "Website Form",
    status: "new",
    fullName: null,
    email: "guest@example.co.za",
    phone: null,
    referrer: null,
    payload: { message: "Do you hire mixers?" },
    marketingConsent: false,
    consentAt: null,
    idempotencyKey: null,
    ipHash: null,
    userAgent: null,
    createdAt: RECEIVED,
    suspectedSpam: false,
    repeatCount: 1,
    lastSeenAt: null,
    firstResponseAt: null,
    firstResponseBy: null,
    attribution: null,
    ...overrides,
  };
}

function delivery(overrides: Partial<OutboxMessage>): OutboxMessage {
  return {
    id: "outbox-1",
    leadId: "lead-1",
    channel: "email",
    status: "pending",
    attempts: 0,
    nextAttemptAt: RECEIVED,
    lastError: null,
    deliveredAt: null,
    createdAt: RECEIVED,
    payload: {} as OutboxMessage["payload"],
    ...overrides,
  };
}

describe("leadDetailsView", () => {
  it("names a lead by its e-mail without a name, and lists what a message sent", () => {
    const view = leadDetailsView(lead(), undefined);
    expect(view.title).toBe("guest@example.co.za");
    expect(view.entries).toEqual([{ label: "Message", value: "Do you hire mixers?" }]);
    expect(view.whatsAppReply).toBeUndefined();
  });

  it("lists nothing sent for a quote, whose lines the quote shows", () => {
    expect(leadDetailsView(lead({ kind: "quote" }), "Q-1").entries).toEqual([]);
  });
});

describe("firstResponseView", () => {
  it("says how long a lead has waited and when it is over the target", () => {
    const view = firstResponseView(lead(), new Date("2026-11-23T08:00:00.000Z"), 15);
    expect(view).toMatchObject({ answered: null, waited: "1 h" });
    expect(view?.overTarget).toBeTruthy();
  });

  it("says who answered first and when", () => {
    const answered = lead({ firstResponseAt: "2026-11-23T07:10:00.000Z", firstResponseBy: "anna@example.co.za" });
    const view = firstResponseView(answered, new Date("2026-11-23T09:00:00.000Z"), 15);
    expect(view?.answered).toMatchObject({ iso: "2026-11-23T07:10:00.000Z", by: "anna@example.co.za" });
    expect(view?.overTarget).toBeNull();
  });

  it("is null for a kind nobody answers", () => {
    expect(firstResponseView(lead({ kind: "subscriber" }), new Date(), 15)).toBeNull();
  });
});

describe("deliveryViews", () => {
  it("keeps the last error of an unsent notification only, and offers a retry for a failed one", () => {
    const views = deliveryViews(
      [
        delivery({ id: "a", status: "failed", lastError: "SMTP refused" }),
        delivery({ id: "b", status: "sent", lastError: "timeout", deliveredAt: RECEIVED }),
      ],
      ["email"],
    );
    expect(views.map((view) => [view.id, view.channel, view.lastError, view.retryable])).toEqual([
      ["a", "Sales e-mail", "SMTP refused", true],
      ["b", "Sales e-mail", null, false],
    ]);
  });
});

describe("timelineView", () => {
  it("starts with the arrival, with its time in SAST", () => {
    const [first] = timelineView({
      createdAt: RECEIVED,
      source: "Website Form",
      events: [],
      deliveries: [],
      decisions: [],
    });
    expect(first).toMatchObject({ at: RECEIVED, actor: "Visitor", text: "Received through Website Form" });
    expect(first?.when).toContain("2026");
  });
});
