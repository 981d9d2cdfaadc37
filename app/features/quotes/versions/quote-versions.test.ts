import { describe, expect, it } from "vitest";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { quoteDiff } from "#app/features/quotes/versions/quote-diff.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import {
  currentVersionOf,
  draftVersionOf,
  editBaseOf,
  previousSentVersion,
  versionChangeSummary,
  versionChanges,
} from "#app/features/quotes/versions/quote-versions.ts";

const times = { revisedAt: "2026-11-27T07:15:00.000Z", validUntil: "2026-12-11" };

function revise(current: QuoteDocument, edits: unknown) {
  const result = reviseQuote(current, edits, times);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}

const sent = (version: number) => ({ version, sentAt: `2026-11-2${version}T08:00:00.000Z` });
const draft = (version: number) => ({ version, sentAt: null });

describe("which version is which", () => {
  it("gives the customer the latest sent version and staff the unsent draft to edit", () => {
    const versions = [sent(1), sent(2), draft(3)];
    expect(currentVersionOf(versions)?.version).toBe(2);
    expect(draftVersionOf(versions)?.version).toBe(3);
    expect(editBaseOf(versions)?.version).toBe(3);
    expect(previousSentVersion(versions, 2)?.version).toBe(1);
    expect(previousSentVersion(versions, 1)).toBeUndefined();
  });

  it("has no draft when the latest version was sent, so staff edit the current one", () => {
    const versions = [sent(1), sent(2)];
    expect(draftVersionOf(versions)).toBeUndefined();
    expect(editBaseOf(versions)?.version).toBe(2);
  });

  it("skips a superseded draft when finding the version before", () => {
    expect(previousSentVersion([sent(1), draft(2), sent(3)], 3)?.version).toBe(1);
  });
});

describe("versionChangeSummary", () => {
  it("says each change in a sentence, the total last with its direction", () => {
    const before = sampleQuote();
    const after = revise(before, {
      lines: [
        { type: "product", id: "powered-speaker-12-premium", quantity: 3 },
        { type: "product", id: "cable-run", name: "Cable run and stage box", quantity: 1, unitPriceCents: 20_000 },
      ],
    });
    const summary = versionChangeSummary(quoteDiff(before, after));
    expect(summary[0]).toMatch(/^Changed: .*Speaker: quantity 2 → 3, line total \(excl\. VAT\) R[\d,.]+ → R[\d,.]+$/);
    expect(summary).toContain("Added: Cable run and stage box, 1 × R200.00: R200.00");
    expect(summary.some((sentence) => sentence.startsWith("Removed: "))).toBe(true);
    expect(summary.at(-1)).toMatch(/^Total \(incl\. VAT\): R[\d,.]+ → R[\d,.]+ \((up|down) R[\d,.]+\)$/);
  });

  it("is empty when nothing changed", () => {
    const quote = sampleQuote();
    expect(versionChangeSummary(quoteDiff(quote, quote))).toEqual([]);
  });
});

describe("versionChanges", () => {
  const v1 = { ...sent(1), document: { ...sampleQuote(), version: 1 } };
  const v2 = {
    ...sent(2),
    document: {
      ...revise(v1.document, { lines: [{ type: "product", id: "powered-speaker-12-premium", quantity: 3 }] }),
      version: 2,
    },
  };
  const v3Draft = {
    ...draft(3),
    document: {
      ...revise(v2.document, {
        lines: [{ type: "product", id: "powered-speaker-12-premium", quantity: 3 }],
        overallDiscount: { kind: "percent", percent: 10 },
      }),
      version: 3,
    },
  };

  it("gives each version after the first its change against the version sent before it", () => {
    const changes = versionChanges([v1, v2, v3Draft]);
    expect(changes.map((change) => [change.version, change.diff.fromVersion, change.diff.toVersion])).toEqual([
      [2, 1, 2],
      [3, 2, 3],
    ]);
    expect(changes[0]?.diff).toEqual(quoteDiff(v1.document, v2.document));
    expect(changes[0]?.diff.lines.find((line) => line.kind === "changed")?.changes[0]).toMatchObject({
      label: "Quantity",
      before: "2",
      after: "3",
    });
    expect(changes[1]?.diff.totals.map((total) => total.label)).toContain("Total (incl. VAT)");
  });

  it("compares a version sent after a superseded draft with the last version the customer had, not the draft", () => {
    const v3 = { ...v3Draft, version: 3, sentAt: null };
    const v4 = { ...sent(4), document: { ...v3Draft.document, version: 4 } };
    const changes = versionChanges([v1, v2, v3, v4]);
    expect(changes.map((change) => [change.version, change.diff.fromVersion])).toEqual([
      [2, 1],
      [3, 2],
      [4, 2],
    ]);
  });

  it("has nothing for a quote never revised, and none for a version with nothing sent before it", () => {
    expect(versionChanges([v1])).toEqual([]);
    expect(versionChanges([])).toEqual([]);
    expect(versionChanges([{ ...v2, sentAt: null, version: 1 }])).toEqual([]);
  });
});
