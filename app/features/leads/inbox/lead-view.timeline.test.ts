// The lead page's timeline: receipt, status changes, notes, versions, decisions and deliveries in order.
import { describe, expect, it } from "vitest";
import { type TimelineSources, leadTimeline } from "#app/features/leads/inbox/lead-view.ts";

const OUTBOX_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

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
});

describe("leadTimeline: retries, decisions and deliveries", () => {
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
});

describe("leadTimeline: the order of events", () => {
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
