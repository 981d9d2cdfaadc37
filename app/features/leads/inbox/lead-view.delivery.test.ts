// The lead page's deliveries (channels, states, retries) and the submitted fields it lists.
import { describe, expect, it } from "vitest";
import {
  CHANNEL_LABELS,
  type DeliveryLike,
  canRetry,
  channelLabel,
  describeDelivery,
  payloadEntries,
} from "#app/features/leads/inbox/lead-view.ts";

describe("channelLabel", () => {
  it("labels the known channels and passes others through", () => {
    expect(channelLabel("email")).toBe("Sales e-mail");
    expect(channelLabel("webhook")).toBe("CRM webhook");
    expect(channelLabel("customer_email")).toBe("Customer's copy of the quote");
    expect(channelLabel("staff_alert")).toBe("Failed sign-in alert to staff");
    expect(channelLabel("nudge_email")).toBe("Reminder to sales: waiting past the response target");
    expect(channelLabel("sms")).toBe("sms");
    expect(Object.keys(CHANNEL_LABELS)).toEqual([
      "email",
      "webhook",
      "customer_email",
      "staff_alert",
      "staff_account_email",
      "nudge_email",
    ]);
  });
});

function delivery(overrides: Partial<DeliveryLike> = {}): DeliveryLike {
  return {
    channel: "email",
    status: "pending",
    attempts: 0,
    nextAttemptAt: "2026-11-21T12:05:00.000Z",
    lastError: null,
    deliveredAt: null,
    ...overrides,
  };
}

describe("describeDelivery", () => {
  it("gives the send time in South African time", () => {
    expect(
      describeDelivery(delivery({ status: "sent", attempts: 1, deliveredAt: "2026-11-21T12:05:00.000Z" }), true),
    ).toBe("Sent 21 Nov 2026, 14:05");
  });

  it("falls back to the next attempt time for a sent row without a delivery time", () => {
    expect(
      describeDelivery(delivery({ status: "sent", attempts: 1, nextAttemptAt: "2026-01-12T22:30:00.000Z" }), true),
    ).toBe("Sent 13 Jan 2026, 00:30");
  });

  it("counts the attempts of a failed notification", () => {
    expect(describeDelivery(delivery({ status: "failed", attempts: 1, lastError: "550" }), true)).toBe(
      "Failed after 1 attempt",
    );
    expect(describeDelivery(delivery({ status: "failed", attempts: 3, lastError: "550" }), true)).toBe(
      "Failed after 3 attempts",
    );
    // Failure is reported even when the channel has since been unconfigured.
    expect(describeDelivery(delivery({ status: "failed", attempts: 3 }), false)).toBe("Failed after 3 attempts");
  });

  it("says when the channel is not configured", () => {
    expect(describeDelivery(delivery({ attempts: 0 }), false)).toBe(
      "Waiting: this channel is not configured on the server",
    );
    expect(describeDelivery(delivery({ attempts: 2, lastError: "boom" }), false)).toBe(
      "Waiting: this channel is not configured on the server",
    );
  });

  it("distinguishes queued, being sent and waiting for a retry", () => {
    expect(describeDelivery(delivery({ attempts: 0 }), true)).toBe("Queued to send");
    expect(describeDelivery(delivery({ attempts: 1, lastError: null }), true)).toBe("Being sent now");
    const waiting = describeDelivery(
      delivery({ attempts: 2, lastError: "connect ECONNREFUSED", nextAttemptAt: "2026-11-21T12:05:00.000Z" }),
      true,
    );
    expect(waiting).toBe("Pending: attempt 2 failed, next try 21 Nov 2026, 14:05");
    expect(waiting).toContain("next try");
  });
});

describe("canRetry", () => {
  it("allows a retry only for a failed row or one waiting after an error", () => {
    expect(canRetry(delivery({ status: "failed", attempts: 5, lastError: "550" }))).toBe(true);
    expect(canRetry(delivery({ status: "failed", attempts: 5, lastError: null }))).toBe(true);
    expect(canRetry(delivery({ status: "pending", attempts: 1, lastError: "timeout" }))).toBe(true);
    expect(canRetry(delivery({ status: "pending", attempts: 0, lastError: null }))).toBe(false);
    expect(canRetry(delivery({ status: "pending", attempts: 1, lastError: null }))).toBe(false);
    expect(canRetry(delivery({ status: "sent", attempts: 1, deliveredAt: "2026-11-21T12:05:00.000Z" }))).toBe(false);
    expect(canRetry(delivery({ status: "sent", attempts: 2, lastError: "earlier failure" }))).toBe(false);
  });
});

describe("payloadEntries", () => {
  it("lists a callback request in order, leaving out what the page shows elsewhere", () => {
    const payload = {
      requestedAt: "2026-11-21T12:00:00.000Z",
      referrer: "https://www.google.com/",
      vdn: "4512",
      preferredTime: "Morning",
      comments: "Need a PA for 200 people",
      source: "Website Form",
      contact: {
        name: "Thandi",
        surname: "Mokoena",
        fullname: "Thandi Mokoena",
        tel: "+27821234567",
        email: "thandi@example.co.za",
      },
    };
    expect(payloadEntries(payload)).toEqual([
      { label: "Requested at", value: "2026-11-21T12:00:00.000Z" },
      { label: "Routing code (VDN)", value: "4512" },
      { label: "Preferred time", value: "Morning" },
      { label: "Message", value: "Need a PA for 200 people" },
      { label: "Full name", value: "Thandi Mokoena" },
      { label: "Phone", value: "+27821234567" },
      { label: "E-mail", value: "thandi@example.co.za" },
    ]);
  });

  it("leaves out empty strings, null and undefined but keeps 0 and false", () => {
    expect(
      payloadEntries({
        comments: "",
        preferredTime: null,
        vdn: undefined,
        guests: 0,
        wantsCall: false,
        contact: { tel: "" },
      }),
    ).toEqual([
      { label: "Guests", value: "0" },
      { label: "Wants call", value: "false" },
    ]);
  });

  it("labels a partner application's nested contact fields", () => {
    const payload = {
      contact: {
        name: "Sipho",
        surname: "Dlamini",
        email: "sipho@events.co.za",
        company: "Dlamini Events",
        companyWebsite: "https://events.co.za",
        industry: "Weddings",
        clientType: "Agency",
        eventsPerYear: 40,
        interestReason: "Reliable gear",
        referralSource: "A friend",
      },
    };
    expect(payloadEntries(payload).map((entry) => entry.label)).toEqual([
      "E-mail",
      "Company",
      "Company website",
      "Industry",
      "Client type",
      "Events per year",
      "Why they are interested",
      "Heard about us through",
    ]);
    expect(payloadEntries(payload)).toContainEqual({ label: "Events per year", value: "40" });
  });
});

describe("payloadEntries: unknown keys, arrays and what is left out", () => {
  it("humanises unknown keys", () => {
    expect(
      payloadEntries({ eventVenue: "Sandton Convention Centre", guest_count: "250", "set-up-time": "07:00" }),
    ).toEqual([
      { label: "Event venue", value: "Sandton Convention Centre" },
      { label: "Guest count", value: "250" },
      { label: "Set up time", value: "07:00" },
    ]);
  });

  it("joins arrays, writing objects in them as JSON", () => {
    expect(payloadEntries({ services: ["Sound", "Lighting", 3], extras: [{ id: "mic" }] })).toEqual([
      { label: "Services", value: "Sound, Lighting, 3" },
      { label: "Extras", value: '{"id":"mic"}' },
    ]);
  });

  it("leaves out quote lines and a subscriber's own name fields", () => {
    expect(
      payloadEntries({ lines: [{ sku: "x" }], name: "A", surname: "B", subscribedAt: "2026-11-21", page: "/blog" }),
    ).toEqual([
      { label: "Subscribed at", value: "2026-11-21" },
      { label: "Page", value: "/blog" },
    ]);
  });

  it("gives nothing for a value that is not an object", () => {
    for (const value of [null, undefined, "text", 42, true, ["a", "b"]]) {
      expect(payloadEntries(value)).toEqual([]);
    }
  });
});
