// How staff read a quote's versions: who made each, in a sentence's own case.
import { describe, expect, it } from "vitest";
import { staffQuoteVersions } from "#app/features/quotes/live/staff-quote-summary.server.ts";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import type { QuoteVersionRecord } from "#app/features/quotes/versions/quote-versions-db.server.ts";

const version = (number: number, createdBy: string | null): QuoteVersionRecord => ({
  version: number,
  document: sampleQuote(),
  createdBy,
  createdAt: "2026-11-27T07:15:00.000Z",
  sentAt: null,
  sentBy: null,
  firstSeenAt: null,
});

describe("staffQuoteVersions", () => {
  it("names the customer's request in lower case, to sit after 'made by', and staff by their address", () => {
    const versions = staffQuoteVersions([version(1, null), version(2, "lerato@sandtonsoundhire.co.za")], 2);
    expect(versions.map((entry) => [entry.madeBy, entry.current])).toEqual([
      ["the customer's request", false],
      ["lerato@sandtonsoundhire.co.za", true],
    ]);
  });
});
