import { describe, expect, it } from "vitest";
import {
  LEAD_OUTBOX_KEY,
  type OutboxEntry,
  OUTBOX_FORMS,
  addToOutbox,
  dueEntries,
  dueNow,
  entryBody,
  formEndpoint,
  hasWaitingForms,
  newOutboxEntry,
  nextDueAt,
  outcomeOf,
  parseOutbox,
  serializeOutbox,
  settleEntry,
  shouldQueue,
  waitingEntryFor,
} from "#app/features/leads/forms/lead-outbox.ts";
import type { LeadFormResult } from "#app/features/leads/forms/lead-messages.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const NOW = Date.UTC(2026, 11, 12, 9, 30);

const contactFields: [string, string][] = [
  ["name", "Lerato Mokoena"],
  ["email", "lerato@example.co.za"],
  ["message", "Ceremony and reception for 120 guests in Midrand."],
  ["referrer", "https://www.sandtonsoundhire.co.za/"],
  ["submissionKey", "0193a5c4-7b1e-7cc0-8f00-5d2a1b3c4d5e"],
];

function entry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    ...newOutboxEntry(
      { key: "0193a5c4-7b1e-7cc0-8f00-5d2a1b3c4d5e", form: "contact", page: "/contact", fields: contactFields },
      NOW,
    ),
    ...overrides,
  };
}

describe("a new outbox entry", () => {
  it("keeps the fields and key as sent, counts the failed first attempt and waits 5 seconds", () => {
    expect(entry()).toEqual({
      key: "0193a5c4-7b1e-7cc0-8f00-5d2a1b3c4d5e",
      form: "contact",
      page: "/contact",
      fields: contactFields,
      queuedAt: NOW,
      attempts: 1,
      nextAttemptAt: NOW + 5 * SECOND,
    });
  });

  it("is sent with exactly the fields the visitor sent", () => {
    const body = entryBody(entry());
    expect([...body]).toEqual(contactFields);
    expect(body.get("submissionKey")).toBe("0193a5c4-7b1e-7cc0-8f00-5d2a1b3c4d5e");
  });

  it("goes to the form's JSON endpoint", () => {
    expect(formEndpoint("contact")).toBe("/api/forms/contact");
    expect(formEndpoint("sidebar")).toBe("/api/forms/sidebar");
    expect(formEndpoint("subscribe")).toBe("/api/forms/subscribe");
  });
});

describe("the stored outbox", () => {
  it("reads back what it wrote", () => {
    const entries = [entry(), entry({ key: "second-key-123", form: "subscribe", fields: [["email", "a@b.co.za"]] })];
    expect(parseOutbox(serializeOutbox(entries))).toEqual(entries);
  });

  it("reads nothing, bad JSON and a non-list as empty", () => {
    expect(parseOutbox(null)).toEqual([]);
    expect(parseOutbox("")).toEqual([]);
    expect(parseOutbox("{not json")).toEqual([]);
    expect(parseOutbox('{"key":"x"}')).toEqual([]);
  });

  it("leaves out a damaged entry and keeps the others", () => {
    const good = entry();
    const raw = JSON.stringify([good, { ...good, key: "k2-long-enough", form: "newsletter" }, { key: 5 }]);
    expect(parseOutbox(raw)).toEqual([good]);
  });

  it("tells the island runtime whether anything waits", () => {
    const storage = (value: string | null) => ({ getItem: (key: string) => (key === LEAD_OUTBOX_KEY ? value : null) });
    expect(hasWaitingForms(storage(serializeOutbox([entry()])))).toBe(true);
    expect(hasWaitingForms(storage("[]"))).toBe(false);
    expect(hasWaitingForms(storage(null))).toBe(false);
    expect(hasWaitingForms(null)).toBe(false);
    expect(
      hasWaitingForms({
        getItem: () => {
          throw new Error("SecurityError");
        },
      }),
    ).toBe(false);
  });

  it("holds every lead form, the subscribe form and the privacy request", () => {
    expect([...OUTBOX_FORMS].sort()).toEqual([
      "business",
      "callback",
      "client",
      "contact",
      "privacy",
      "sidebar",
      "subscribe",
    ]);
  });
});

describe("adding to the outbox", () => {
  it("appends a new submission", () => {
    const first = entry();
    const second = entry({ key: "another-key-1234" });
    expect(addToOutbox([first], second)).toEqual([first, second]);
  });

  it("never holds one submission twice: the same key replaces the waiting entry", () => {
    const first = entry();
    const again = entry({ attempts: 2 });
    expect(addToOutbox([first], again)).toEqual([again]);
  });
});

describe("what is due", () => {
  it("waits until an entry's next attempt, then gives the due ones oldest first", () => {
    const older = entry({ key: "older-key-1234", queuedAt: NOW - MINUTE, nextAttemptAt: NOW - SECOND });
    const newer = entry({ key: "newer-key-1234", queuedAt: NOW, nextAttemptAt: NOW });
    const later = entry({ key: "later-key-1234", nextAttemptAt: NOW + MINUTE });
    expect(dueEntries([newer, later, older], NOW)).toEqual([older, newer]);
    expect(nextDueAt([newer, later, older])).toBe(NOW - SECOND);
    expect(nextDueAt([])).toBeNull();
  });

  it("makes everything due at once when the connection returns or the page loads", () => {
    const waiting = entry({ nextAttemptAt: NOW + 4 * MINUTE });
    const overdue = entry({ key: "overdue-key-12", nextAttemptAt: NOW - MINUTE });
    expect(dueNow([waiting, overdue], NOW)).toEqual([{ ...waiting, nextAttemptAt: NOW }, overdue]);
  });

  it("finds the entry a form on this page sent earlier", () => {
    const contact = entry();
    const sidebar = entry({ key: "sidebar-key-123", form: "sidebar", page: "/sound-hire-gauteng" });
    expect(waitingEntryFor([contact, sidebar], "sidebar", "/sound-hire-gauteng")).toBe(sidebar);
    expect(waitingEntryFor([contact, sidebar], "sidebar", "/wedding-sound-gauteng")).toBeUndefined();
    expect(waitingEntryFor([contact, sidebar], "contact", "/contact")).toBe(contact);
  });
});

describe("what an answer means", () => {
  const answered = (httpStatus: number, result: LeadFormResult | null) =>
    ({ reached: true, httpStatus, result }) as const;

  it("no connection: keep it and retry (and a visitor's own attempt goes to the outbox)", () => {
    expect(outcomeOf({ reached: false })).toBe("retry");
    expect(shouldQueue({ reached: false })).toBe(true);
  });

  it("an answer from the server is shown to the visitor, never queued", () => {
    expect(shouldQueue(answered(503, { status: "error", message: "x" }))).toBe(false);
    expect(shouldQueue(answered(200, { status: "success" }))).toBe(false);
  });

  it("stored, or a repeat the server recognised by its key: sent", () => {
    expect(outcomeOf(answered(200, { status: "success", leadId: "x" }))).toBe("sent");
  });

  it("rate limits, server and gateway errors and answers that are not ours: retry", () => {
    expect(outcomeOf(answered(429, { status: "error", message: "wait" }))).toBe("retry");
    expect(outcomeOf(answered(503, { status: "error", message: "later" }))).toBe("retry");
    expect(outcomeOf(answered(500, { status: "error" }))).toBe("retry");
    expect(outcomeOf(answered(408, { status: "error" }))).toBe("retry");
    expect(outcomeOf(answered(502, null))).toBe("retry");
    expect(outcomeOf(answered(200, null))).toBe("retry");
  });

  it("fields the server refuses: rejected", () => {
    expect(outcomeOf(answered(400, { status: "invalid", fieldErrors: { email: "x" }, values: {} }))).toBe("rejected");
    expect(outcomeOf(answered(404, { status: "error", message: "There is no form of that name." }))).toBe("rejected");
  });
});

describe("after an attempt", () => {
  it("a sent or rejected entry leaves the outbox; the others stay as they were", () => {
    const other = entry({ key: "other-key-1234" });
    expect(settleEntry([entry(), other], entry().key, "sent", NOW)).toEqual([other]);
    expect(settleEntry([entry(), other], entry().key, "rejected", NOW)).toEqual([other]);
  });

  it("an entry to retry waits 10 s, 20 s, 40 s … and never more than 5 minutes", () => {
    let entries = [entry()];
    const waits: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      entries = settleEntry(entries, entry().key, "retry", NOW);
      waits.push((entries[0]?.nextAttemptAt ?? 0) - NOW);
    }
    expect(waits).toEqual([10, 20, 40, 80, 160, 300, 300, 300, 300].map((s) => s * SECOND));
    expect(entries[0]?.attempts).toBe(10);
  });

  it("is never given up for want of a connection", () => {
    let entries = [entry({ attempts: 10_000 })];
    entries = settleEntry(entries, entry().key, "retry", NOW);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.nextAttemptAt).toBe(NOW + 5 * MINUTE);
  });

  it("waits at least as long as the server's Retry-After", () => {
    const [retried] = settleEntry([entry()], entry().key, "retry", NOW, 600);
    expect(retried?.nextAttemptAt).toBe(NOW + 10 * MINUTE);
  });
});
