import { describe, expect, it } from "vitest";
import {
  leadWhatsAppReply,
  CHANNEL_LABELS,
  type DeliveryLike,
  LEAD_ACTION_MESSAGES,
  LEAD_NOTICES,
  NOTE_MAX_LENGTH,
  type TimelineSources,
  canRetry,
  channelLabel,
  describeDelivery,
  leadNotice,
  leadTimeline,
  parseLeadAction,
  payloadEntries,
  repeatedSubmissionText,
} from "#app/features/leads/inbox/lead-view.ts";

const params = (fields: Record<string, string>) => new URLSearchParams(fields);

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const OUTBOX_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("parseLeadAction: status", () => {
  it("accepts a listed target and current status", () => {
    expect(parseLeadAction(params({ intent: "status", status: "contacted", current_status: "new" }))).toEqual({
      ok: true,
      action: { intent: "status", from: "new", to: "contacted" },
    });
  });

  it("reads FormData the same way", () => {
    expect(parseLeadAction(formData({ intent: "status", status: "won", current_status: "quoted" }))).toEqual({
      ok: true,
      action: { intent: "status", from: "quoted", to: "won" },
    });
  });

  it("refuses a target that is not a listed status, naming the field", () => {
    const expected = { ok: false, intent: "status", field: "status", message: "Choose one of the listed statuses." };
    expect(parseLeadAction(params({ intent: "status", status: "archived", current_status: "new" }))).toEqual(expected);
    expect(parseLeadAction(params({ intent: "status", current_status: "new" }))).toEqual(expected);
    expect(parseLeadAction(params({ intent: "status", status: "New", current_status: "new" }))).toEqual(expected);
    expect(expected.message).toBe(LEAD_ACTION_MESSAGES.statusInvalid);
  });

  it("treats a tampered current status as an unknown action", () => {
    expect(parseLeadAction(params({ intent: "status", status: "contacted", current_status: "bogus" }))).toEqual({
      ok: false,
      intent: "unknown",
      message: "That action is not recognised. Reload the page and try again.",
    });
    expect(parseLeadAction(params({ intent: "status", status: "contacted" }))).toMatchObject({
      ok: false,
      intent: "unknown",
    });
  });

  it("ignores a File where a string is expected", () => {
    const form = formData({ intent: "status", current_status: "new" });
    form.append("status", new File(["contacted"], "status.txt"));
    expect(parseLeadAction(form)).toMatchObject({ ok: false, field: "status" });
  });
});

describe("parseLeadAction: note", () => {
  it("trims the note", () => {
    expect(parseLeadAction(params({ intent: "note", note: "  Called, left a message.  \n" }))).toEqual({
      ok: true,
      action: { intent: "note", note: "Called, left a message." },
    });
  });

  it("normalises CRLF and lone CR to LF", () => {
    expect(parseLeadAction(formData({ intent: "note", note: "line one\r\nline two\rline three" }))).toEqual({
      ok: true,
      action: { intent: "note", note: "line one\nline two\nline three" },
    });
  });

  it("drops NUL characters and mends lone surrogates, as for visitor text", () => {
    expect(parseLeadAction(params({ intent: "note", note: "Called\u0000 back \uD800ok" }))).toEqual({
      ok: true,
      action: { intent: "note", note: "Called back \uFFFDok" },
    });
  });

  it("refuses an empty or blank note", () => {
    const expected = { ok: false, intent: "note", field: "note", message: "Write a note before saving it." };
    expect(parseLeadAction(params({ intent: "note", note: "" }))).toEqual(expected);
    expect(parseLeadAction(params({ intent: "note", note: "   \r\n\t " }))).toEqual(expected);
    expect(parseLeadAction(params({ intent: "note" }))).toEqual(expected);
    expect(expected.message).toBe(LEAD_ACTION_MESSAGES.noteRequired);
  });

  it("accepts exactly 2,000 characters", () => {
    const note = "a".repeat(NOTE_MAX_LENGTH);
    expect(NOTE_MAX_LENGTH).toBe(2000);
    expect(parseLeadAction(params({ intent: "note", note }))).toEqual({ ok: true, action: { intent: "note", note } });
  });

  it("refuses 2,001 characters with the count", () => {
    expect(parseLeadAction(params({ intent: "note", note: "a".repeat(2001) }))).toEqual({
      ok: false,
      intent: "note",
      field: "note",
      message: "A note can be at most 2,000 characters; this one has 2,001.",
    });
  });

  it("counts CRLF as one character, as the textarea showed it", () => {
    // 1,000 lines of "a" joined by CRLF: 1,999 characters after normalising, 2,998 before.
    const note = Array.from({ length: 1000 }, () => "a").join("\r\n");
    const result = parseLeadAction(params({ intent: "note", note }));
    expect(result.ok).toBe(true);
  });
});

describe("parseLeadAction: retry", () => {
  it("accepts a UUID-like outbox id", () => {
    expect(parseLeadAction(params({ intent: "retry", outbox_id: OUTBOX_ID }))).toEqual({
      ok: true,
      action: { intent: "retry", outboxId: OUTBOX_ID },
    });
  });

  it("refuses a junk or missing id", () => {
    const expected = { ok: false, intent: "retry", message: "That notification does not belong to this lead." };
    for (const outbox_id of [
      "",
      "42",
      "not-a-uuid",
      `${OUTBOX_ID}x`,
      OUTBOX_ID.toUpperCase(),
      `'; drop table x; --${"a".repeat(18)}`,
    ]) {
      expect(parseLeadAction(params({ intent: "retry", outbox_id }))).toEqual(expected);
    }
    expect(parseLeadAction(params({ intent: "retry" }))).toEqual(expected);
    expect(expected.message).toBe(LEAD_ACTION_MESSAGES.notificationMissing);
  });
});

describe("parseLeadAction: unknown intent", () => {
  it("refuses a missing or unknown intent", () => {
    const expected = { ok: false, intent: "unknown", message: LEAD_ACTION_MESSAGES.unknownAction };
    expect(parseLeadAction(params({}))).toEqual(expected);
    expect(parseLeadAction(params({ intent: "delete" }))).toEqual(expected);
    expect(parseLeadAction(params({ intent: " note" }))).toEqual(expected);
    expect(parseLeadAction(formData({ intent: "STATUS", status: "new", current_status: "new" }))).toEqual(expected);
  });
});

describe("LEAD_ACTION_MESSAGES", () => {
  it("words the status refusals with the status label", () => {
    expect(LEAD_ACTION_MESSAGES.unchanged("contacted")).toBe("This lead is already Contacted.");
    expect(LEAD_ACTION_MESSAGES.conflict("won")).toBe(
      "Someone else changed this lead to Won while you had it open. Check the history below and choose again.",
    );
  });
});

describe("leadNotice", () => {
  it("gives the text for a known notice", () => {
    expect(leadNotice("status")).toBe("Status updated.");
    expect(leadNotice("note")).toBe("Note added.");
    expect(leadNotice("retry")).toBe("Notification queued: it will be sent again within a few seconds.");
    expect(leadNotice("retry")).toBe(LEAD_NOTICES.retry);
  });

  it("gives nothing for an unknown key, inherited property or null", () => {
    for (const value of ["", "unknown", "__proto__", "toString", "constructor", "hasOwnProperty", "Status"]) {
      expect(leadNotice(value)).toBeUndefined();
    }
    expect(leadNotice(null)).toBeUndefined();
  });
});

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

function sources(overrides: Partial<TimelineSources> = {}): TimelineSources {
  return {
    createdAt: "2026-11-21T10:00:00.000Z",
    source: "Website Form",
    events: [],
    deliveries: [],
    decisions: [],
    ...overrides,
  };
}

type TimelineEvent = TimelineSources["events"][number];
type TimelineDelivery = TimelineSources["deliveries"][number];

function event(overrides: Partial<TimelineEvent>): TimelineEvent {
  return {
    type: "note",
    fromStatus: null,
    toStatus: null,
    note: null,
    outboxId: null,
    staffEmail: "sales@example.co.za",
    createdAt: "2026-11-21T11:00:00.000Z",
    ...overrides,
  };
}

function outboxRow(overrides: Partial<TimelineDelivery>): TimelineDelivery {
  return {
    id: OUTBOX_ID,
    channel: "email",
    status: "pending",
    attempts: 0,
    nextAttemptAt: "2026-11-21T10:00:00.000Z",
    lastError: null,
    deliveredAt: null,
    createdAt: "2026-11-21T10:00:00.000Z",
    ...overrides,
  };
}

describe("leadTimeline", () => {
  it("starts with the receipt", () => {
    expect(leadTimeline(sources())).toEqual([
      { at: "2026-11-21T10:00:00.000Z", actor: "Visitor", text: "Received through Website Form" },
    ]);
  });

  it("describes status changes and notes by the member of staff", () => {
    const timeline = leadTimeline(
      sources({
        events: [
          event({ type: "status", fromStatus: "new", toStatus: "contacted", createdAt: "2026-11-21T11:00:00.000Z" }),
          event({
            type: "note",
            note: "Called back, wants a quote",
            staffEmail: "thandi@example.co.za",
            createdAt: "2026-11-21T11:05:00.000Z",
          }),
        ],
      }),
    );
    expect(timeline.slice(1)).toEqual([
      { at: "2026-11-21T11:00:00.000Z", actor: "sales@example.co.za", text: "Status changed from New to Contacted" },
      {
        at: "2026-11-21T11:05:00.000Z",
        actor: "thandi@example.co.za",
        text: "Note added",
        note: "Called back, wants a quote",
      },
    ]);
  });

  it("leaves out a status event missing either status, and gives a note without text an empty note", () => {
    const timeline = leadTimeline(
      sources({
        events: [event({ type: "status", fromStatus: null, toStatus: "won" }), event({ type: "note", note: null })],
      }),
    );
    expect(timeline.slice(1)).toEqual([
      { at: "2026-11-21T11:00:00.000Z", actor: "sales@example.co.za", text: "Note added", note: "" },
    ]);
  });

  it("tells the quote's versions, its outcome and the version each decision was on (decision 039)", () => {
    const timeline = leadTimeline(
      sources({
        events: [
          event({ type: "quote_version_saved", quoteVersion: 2, createdAt: "2026-11-21T11:00:00.000Z" }),
          event({ type: "quote_version_sent", quoteVersion: 2, createdAt: "2026-11-21T11:05:00.000Z" }),
          event({
            type: "quote_lost",
            note: "Price: went with a cheaper quote",
            createdAt: "2026-11-21T12:00:00.000Z",
          }),
        ],
        decisions: [
          { requestType: "changes", statusAfter: "changes_requested", createdAt: "2026-11-21T10:30:00.000Z" },
          { requestType: "decline", statusAfter: "declined", createdAt: "2026-11-21T11:30:00.000Z", quoteVersion: 2 },
        ],
      }),
    );
    expect(timeline.slice(1).map(({ actor, text, note }) => [actor, text, note])).toEqual([
      ["Visitor", "Visitor asked for changes to the quote", undefined],
      ["sales@example.co.za", "Quote version 2 saved", undefined],
      ["sales@example.co.za", "Quote version 2 sent to the customer", undefined],
      ["Visitor", "Visitor declined the quote (version 2)", undefined],
      ["sales@example.co.za", "Quote marked lost", "Price: went with a cheaper quote"],
    ]);
  });

  it("labels a retry with the channel of its notification", () => {
    const timeline = leadTimeline(
      sources({
        deliveries: [outboxRow({ status: "failed", attempts: 5, lastError: "550" })],
        events: [
          event({ type: "retry", outboxId: OUTBOX_ID, createdAt: "2026-11-21T11:00:00.000Z" }),
          event({
            type: "retry",
            outboxId: "11111111-2222-3333-4444-555555555555",
            createdAt: "2026-11-21T11:01:00.000Z",
          }),
          event({ type: "retry", outboxId: null, createdAt: "2026-11-21T11:02:00.000Z" }),
        ],
      }),
    );
    expect(timeline.slice(1).map((entry) => entry.text)).toEqual([
      "Sales e-mail: asked to send again",
      "A notification: asked to send again",
      "A notification: asked to send again",
    ]);
    expect(timeline[1]?.actor).toBe("sales@example.co.za");
  });

  it("describes the visitor's decisions", () => {
    const decisions = ["accept", "decline", "discount", "undecided", "callback"].map((requestType, index) => ({
      requestType,
      statusAfter: "x",
      createdAt: `2026-11-21T12:0${index}:00.000Z`,
    }));
    expect(leadTimeline(sources({ decisions })).slice(1)).toEqual([
      { at: "2026-11-21T12:00:00.000Z", actor: "Visitor", text: "Visitor accepted the quote" },
      { at: "2026-11-21T12:01:00.000Z", actor: "Visitor", text: "Visitor declined the quote" },
      { at: "2026-11-21T12:02:00.000Z", actor: "Visitor", text: "Visitor asked for a discount on the quote" },
      { at: "2026-11-21T12:03:00.000Z", actor: "Visitor", text: "Visitor said they are still deciding" },
      { at: "2026-11-21T12:04:00.000Z", actor: "Visitor", text: "Visitor decision: callback" },
    ]);
  });

  it("lists sent deliveries only", () => {
    const timeline = leadTimeline(
      sources({
        deliveries: [
          outboxRow({
            id: "a",
            channel: "email",
            status: "sent",
            attempts: 1,
            deliveredAt: "2026-11-21T10:00:05.000Z",
          }),
          outboxRow({ id: "b", channel: "webhook", status: "failed", attempts: 5, lastError: "500" }),
          outboxRow({ id: "c", channel: "customer_email", status: "pending", attempts: 1, lastError: "timeout" }),
          outboxRow({ id: "d", channel: "webhook", status: "sent", attempts: 1, deliveredAt: null }),
        ],
      }),
    );
    expect(timeline.slice(1)).toEqual([{ at: "2026-11-21T10:00:05.000Z", actor: "System", text: "Sales e-mail sent" }]);
  });

  it("sorts everything by time, keeping the source order for equal times", () => {
    const same = "2026-11-21T11:00:00.000Z";
    const timeline = leadTimeline(
      sources({
        createdAt: "2026-11-21T10:00:00.000Z",
        events: [
          event({ type: "note", note: "late", createdAt: "2026-11-21T13:00:00.000Z" }),
          event({ type: "note", note: "first at same", createdAt: same }),
          event({ type: "status", fromStatus: "new", toStatus: "contacted", createdAt: same }),
        ],
        decisions: [{ requestType: "accept", statusAfter: "accepted", createdAt: same }],
        deliveries: [
          outboxRow({ channel: "webhook", status: "sent", attempts: 1, deliveredAt: same }),
          outboxRow({
            id: "e",
            channel: "email",
            status: "sent",
            attempts: 1,
            deliveredAt: "2026-11-21T10:00:01.000Z",
          }),
        ],
      }),
    );
    expect(timeline.map((entry) => entry.text)).toEqual([
      "Received through Website Form",
      "Sales e-mail sent",
      "Note added",
      "Status changed from New to Contacted",
      "Visitor accepted the quote",
      "CRM webhook sent",
      "Note added",
    ]);
    expect(timeline[2]?.note).toBe("first at same");
    expect(timeline[6]?.note).toBe("late");
  });

  it("keeps the receipt first when something shares its time", () => {
    const at = "2026-11-21T10:00:00.000Z";
    const timeline = leadTimeline(
      sources({ createdAt: at, decisions: [{ requestType: "accept", statusAfter: "accepted", createdAt: at }] }),
    );
    expect(timeline.map((entry) => entry.text)).toEqual([
      "Received through Website Form",
      "Visitor accepted the quote",
    ]);
  });
});

describe("label tables", () => {
  it("never mistake an inherited property for a label", () => {
    expect(channelLabel("constructor")).toBe("constructor");
    expect(payloadEntries({ toString: "x", constructor: "y" })).toEqual([
      { label: "To string", value: "x" },
      { label: "Constructor", value: "y" },
    ]);
  });
});

describe("leadWhatsAppReply", () => {
  const text = (href: string | undefined) => (href ? new URL(href).searchParams.get("text") : undefined);

  it("greets the lead by first name about their quote request, on their mobile", () => {
    const href = leadWhatsAppReply(
      { kind: "quote", fullName: "Zoë Nkosi-Müller", phone: "082 555 0101" },
      "Q-261212-K7PX",
    );
    expect(href?.startsWith("https://wa.me/27825550101?text=")).toBe(true);
    expect(text(href)).toBe("Hi Zoë, this is Sandton Sound Hire about your quote request Q-261212-K7PX.");
  });

  it("names the kind of request for other leads, and says 'there' without a name", () => {
    expect(text(leadWhatsAppReply({ kind: "callback", fullName: "Lerato Dlamini", phone: "+27 71 234 5678" }))).toBe(
      "Hi Lerato, this is Sandton Sound Hire about your call-back request.",
    );
    expect(text(leadWhatsAppReply({ kind: "contact", fullName: null, phone: "0712345678" }))).toBe(
      "Hi there, this is Sandton Sound Hire about your contact message.",
    );
  });

  it("offers no chat without a South African mobile number", () => {
    expect(leadWhatsAppReply({ kind: "callback", fullName: "Sipho", phone: "011 784 2250" })).toBeUndefined();
    expect(leadWhatsAppReply({ kind: "callback", fullName: "Sipho", phone: null })).toBeUndefined();
  });
});

describe("repeatedSubmissionText", () => {
  it("says nothing of a lead sent once", () => {
    expect(repeatedSubmissionText(1, null)).toBeUndefined();
  });

  it("counts the identical submissions a flood folded into one record, and when the last came", () => {
    expect(repeatedSubmissionText(1234, null)).toBe("1,234 identical submissions");
    expect(repeatedSubmissionText(2, "29 Nov 2026, 10:15")).toBe(
      "2 identical submissions, the last received 29 Nov 2026, 10:15",
    );
  });
});
