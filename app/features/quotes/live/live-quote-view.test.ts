import { describe, expect, it } from "vitest";
import {
  formatSastMoment,
  liveQuoteVersions,
  liveQuoteView,
  staffQuoteRecords,
} from "#app/features/quotes/live/live-quote-view.ts";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";

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
            quoteVersion: 2,
            totalCents: 862_500,
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
          accepted: "Version 2, R8,625.00 (incl. VAT)",
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

describe("liveQuoteVersions", () => {
  const token = "a".repeat(43);
  const v1 = sampleQuote();
  const v2 = {
    ...v1,
    version: 2,
    lines: v1.lines.map((line, index) => (index === 0 ? { ...line, quantity: 3 } : line)),
  };
  const v3 = { ...v2, version: 3 };

  it("lists the sent versions newest first with their PDFs, and what changed in the current one", () => {
    const result = liveQuoteVersions(
      v2,
      [
        { version: 1, document: v1, sentAt: "2026-11-21T09:30:00.000Z" },
        { version: 2, document: v2, sentAt: "2026-11-23T12:05:00.000Z" },
        // A draft: the customer never sees it.
        { version: 3, document: v3, sentAt: null },
      ],
      token,
    );
    expect(result.versions.map((version) => [version.version, version.current, version.pdfPath])).toEqual([
      [2, true, `/q/${token}/pdf?version=2`],
      [1, false, `/q/${token}/pdf?version=1`],
    ]);
    expect(result.versions[0]?.sentOn).toBe("Monday, 23 November 2026 at 14:05 SAST");
    expect(result.diff).toMatchObject({ fromVersion: 1, toVersion: 2, hasChanges: true });
    expect(result.history).toEqual([
      {
        at: "2026-11-23T12:05:00.000Z",
        when: "Monday, 23 November 2026 at 14:05 SAST",
        text: "We sent version 2 of this quote",
        details: [],
      },
    ]);
  });

  it("shows no difference for a quote never revised", () => {
    const result = liveQuoteVersions(v1, [{ version: 1, document: v1, sentAt: "2026-11-21T09:30:00.000Z" }], token);
    expect(result.diff).toBeNull();
    expect(result.history).toEqual([]);
  });
});
