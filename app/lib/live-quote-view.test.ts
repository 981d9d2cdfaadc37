import { describe, expect, it } from "vitest";
import { formatSastMoment, liveQuoteView, staffQuoteRecords } from "./live-quote-view.ts";
import { sampleQuote } from "./quote-document.test-support.ts";

const TOKEN = "t".repeat(43);
const history = [
  { kind: "view" as const, at: "2026-11-21T12:05:00.000Z" },
  {
    kind: "decision" as const,
    at: "2026-11-21T12:10:00.000Z",
    type: "changes" as const,
    changeRequest: {
      lines: [{ lineId: "sound-engineer", name: "On-Site Sound Engineer", action: "remove" as const }],
      wantsDiscount: true,
      note: "Our DJ brings his own engineer",
    },
  },
  {
    kind: "decision" as const,
    at: "2026-11-22T06:00:00.000Z",
    type: "decline" as const,
    declineReason: "other_supplier",
    note: null,
  },
];

describe("the live quote page's view", () => {
  it("writes times as South Africans read them, in Johannesburg", () => {
    expect(formatSastMoment("2026-12-12T12:30:00.000Z")).toBe("Saturday, 12 December 2026 at 14:30 SAST");
    // 23:30 UTC is already the next day in Johannesburg.
    expect(formatSastMoment("2026-12-11T23:30:00.000Z")).toBe("Saturday, 12 December 2026 at 01:30 SAST");
  });

  it("tells the history in words, and prints the quote without what the visitor typed", () => {
    const quote = { ...sampleQuote(), venue: "Summer Place, Hyde Park" };
    const view = liveQuoteView(quote, "declined", history, TOKEN);
    expect(view.history.map((line) => [line.when, line.text, line.details])).toEqual([
      ["Saturday, 21 November 2026 at 14:05 SAST", "Opened this quote", []],
      [
        "Saturday, 21 November 2026 at 14:10 SAST",
        "Asked for changes",
        ["On-Site Sound Engineer: Remove", "Meet us halfway on the price", "Note: Our DJ brings his own engineer"],
      ],
      ["Sunday, 22 November 2026 at 08:00 SAST", "Declined: I found another supplier", []],
    ]);
    expect(view).toMatchObject({ statusLabel: "Declined", open: false, pdfPath: `/q/${TOKEN}/pdf` });
    expect(JSON.stringify(view.statement)).not.toContain("Summer Place");
    expect(view.statement.customer).toEqual([]);
  });

  it("gives staff each record with its time", () => {
    const records = staffQuoteRecords(
      [
        ...history,
        {
          kind: "decision",
          at: "2026-11-22T07:00:00.000Z",
          type: "accept",
          acceptance: {
            signedName: "Thandi Mokoena",
            ipAddress: "196.25.1.7",
            userAgent: null,
            termsVersion: "2026-11",
          },
        },
      ],
      (iso) => iso.slice(0, 16),
    );
    expect(records).toEqual({
      acceptances: [
        {
          signedName: "Thandi Mokoena",
          when: "2026-11-22T07:00",
          ipAddress: "196.25.1.7",
          browser: "Not recorded",
          termsVersion: "2026-11",
        },
      ],
      declines: [{ reason: "I found another supplier", note: null, when: "2026-11-22T06:00" }],
      changeRequests: [
        {
          when: "2026-11-21T12:10",
          lines: ["On-Site Sound Engineer: Remove"],
          wantsDiscount: true,
          note: "Our DJ brings his own engineer",
        },
      ],
    });
  });
});
