// Issue 35: a customer asks for other hours on a line charged by the hour.
// The one schema (changeQuoteSchema) checks the form, the island's send and
// the JSON twin; the stored line (quoteChangeLineSchema) reads back in the
// words the customer chose, for the page and for staff.
import { describe, expect, it } from "vitest";
import { firstMessages, parseFormSubmission } from "#app/platform/forms/form-submission.ts";
import {
  LIVE_QUOTE_MESSAGES,
  changeQuoteSchema,
  changedLines,
  describeLineChange,
  readQuoteChangeLines,
} from "#app/features/quotes/live/live-quote.ts";
import { liveQuoteView, staffQuoteRecords } from "#app/features/quotes/live/live-quote-view.ts";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";

const KEY = "3f1c9a2e-6b0d-4c51-9e3a-2d7f8b1c0e44";
const QUOTE_LINES = [
  { id: "powered-speaker-12-premium", name: "Premium 12-inch speaker", quantity: 2, hourlyRate: false },
  { id: "sound-engineer", name: "Sound engineer", quantity: 1, hourlyRate: true, hours: 8 },
];

function parse(line: Record<string, string>) {
  const fields = Object.fromEntries(Object.entries(line).map(([name, value]) => [`lines[0].${name}`, value]));
  return parseFormSubmission(
    new URLSearchParams({ intent: "changes", submissionKey: KEY, quoteVersion: "1", ...fields }),
    changeQuoteSchema,
  );
}

function asked(line: Record<string, string>) {
  const submission = parse(line);
  if (submission.status !== "success") throw new Error(JSON.stringify(firstMessages(submission.error)));
  return changedLines(submission.value.lines, QUOTE_LINES);
}

function refused(line: Record<string, string>) {
  const submission = parse(line);
  return submission.status === "success" ? {} : firstMessages(submission.error);
}

describe("a change of hours on a personnel line", () => {
  const engineer = { id: "sound-engineer", action: "quantity" };

  it("records exactly what was asked: 4 hours for the one engineer, not four engineers", () => {
    const changes = asked({ ...engineer, quantity: "", hours: "4" });
    expect(changes).toEqual([
      {
        lineId: "sound-engineer",
        name: "Sound engineer",
        action: "quantity",
        quantity: 1,
        hours: 4,
        was: { quantity: 1, hours: 8 },
      },
    ]);
    expect(changes.map((change) => `${change.name}: ${describeLineChange(change)}`)).toEqual([
      "Sound engineer: 1 person, 4 hours (was 1 person, 8 hours)",
    ]);
  });

  it("takes people and hours together, or people alone (the hours kept)", () => {
    expect(asked({ ...engineer, quantity: "2", hours: "6" }).map(describeLineChange)).toEqual([
      "2 people, 6 hours (was 1 person, 8 hours)",
    ]);
    expect(asked({ ...engineer, quantity: "3", hours: "" }).map(describeLineChange)).toEqual([
      "3 people, 8 hours (was 1 person, 8 hours)",
    ]);
    expect(asked({ ...engineer, quantity: "1", hours: "1" }).map(describeLineChange)).toEqual([
      "1 person, 1 hour (was 1 person, 8 hours)",
    ]);
  });

  it("refuses hours outside 1 to 24, and a change with neither people nor hours", () => {
    for (const hours of ["0", "25", "4.5", "four"]) {
      expect(refused({ ...engineer, quantity: "", hours }), hours).toEqual({
        "lines[0].hours": LIVE_QUOTE_MESSAGES.lineHours,
      });
    }
    expect(refused({ ...engineer, quantity: "", hours: "" })).toEqual({
      "lines[0].quantity": LIVE_QUOTE_MESSAGES.linePeople,
    });
    expect(refused({ ...engineer, quantity: "0", hours: "4" })).toEqual({
      "lines[0].quantity": LIVE_QUOTE_MESSAGES.lineQuantity,
    });
    expect(LIVE_QUOTE_MESSAGES.lineHours).toBe("Enter the hours each person is needed, from 1 to 24");
  });

  it("keeps a line sold by the unit as it was: a quantity, and hours sent for it are ignored", () => {
    const speaker = { id: "powered-speaker-12-premium", action: "quantity" };
    expect(refused({ ...speaker, quantity: "" })).toEqual({ "lines[0].quantity": LIVE_QUOTE_MESSAGES.lineQuantity });
    expect(asked({ ...speaker, quantity: "4", hours: "3" })).toEqual([
      { lineId: "powered-speaker-12-premium", name: "Premium 12-inch speaker", action: "quantity", quantity: 4 },
    ]);
  });
});

describe("a stored change line", () => {
  it("reads back the hours, reads records made before hours as before, and drops what it cannot read", () => {
    const stored = [
      {
        lineId: "a",
        name: "Sound engineer",
        action: "quantity",
        quantity: 1,
        hours: 4,
        was: { quantity: 1, hours: 8 },
      },
      { lineId: "b", name: "Premium 12-inch speaker", action: "quantity", quantity: 4 },
      { lineId: "c", name: "Broken", action: "shout" },
      "not a line",
    ];
    const lines = readQuoteChangeLines(JSON.parse(JSON.stringify(stored)));
    expect(lines.map(describeLineChange)).toEqual([
      "1 person, 4 hours (was 1 person, 8 hours)",
      "Change the quantity to 4",
    ]);
    expect(readQuoteChangeLines({ lines: [] })).toEqual([]);
  });

  it("staff read it in the customer's words", () => {
    const records = staffQuoteRecords(
      [
        {
          kind: "decision",
          at: "2026-11-22T06:00:00.000Z",
          type: "changes",
          changeRequest: {
            lines: [
              {
                lineId: "sound-engineer",
                name: "Sound engineer",
                action: "quantity",
                quantity: 1,
                hours: 4,
                was: { quantity: 1, hours: 8 },
              },
            ],
            wantsDiscount: false,
            note: null,
          },
        },
      ],
      (iso) => iso,
    );
    expect(records.changeRequests[0]?.lines).toEqual(["Sound engineer: 1 person, 4 hours (was 1 person, 8 hours)"]);
  });
});

describe("the live page's lines", () => {
  it("say which are charged by the hour, with their people and hours", () => {
    const view = liveQuoteView(sampleQuote(), "viewed", [], "k".repeat(43));
    const hourly = view.lines.filter((line) => line.hourly);
    expect(hourly.length).toBeGreaterThan(0);
    for (const line of hourly) expect(line.hours).toBeGreaterThan(0);
    for (const line of view.lines.filter((line) => !line.hourly)) expect(line.hours).toBeUndefined();
  });
});
