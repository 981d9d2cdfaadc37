// @vitest-environment jsdom
// The lead page's versions: each with who made it and when it was sent and
// seen, and under every version after the first what it changed, old values
// struck through and new ones inserted, as the customer's page shows it.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import { versionChanges } from "#app/features/quotes/versions/quote-versions.ts";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { QuoteVersionList, type StaffQuoteVersion } from "#app/features/quotes/versions/quote-version-list.tsx";

afterEach(cleanup);

const times = { revisedAt: "2026-11-27T07:15:00.000Z", validUntil: "2026-12-11" };

function revise(current: QuoteDocument, edits: unknown, version: number): QuoteDocument {
  const result = reviseQuote(current, edits, times);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { ...result.document, version };
}

/** v1 as requested, v2 sent (three speakers, the engineer and promotion kept), v3 a draft with a cable run added. */
function staffVersions(): StaffQuoteVersion[] {
  const v1 = { ...sampleQuote(), version: 1 };
  const lines = [
    { type: "product", id: "powered-speaker-12-premium", quantity: 3 },
    { type: "promotion", id: "speaker-power-duo", quantity: 1 },
    { type: "personnel", id: "sound-engineer", quantity: 1 },
  ];
  const v2 = revise(v1, { lines }, 2);
  const v3 = revise(
    v2,
    {
      lines: [
        ...lines,
        { type: "product", id: "cable-run", name: "Cable run and stage box", quantity: 1, unitPriceCents: 20_000 },
      ],
    },
    3,
  );
  const stored = [
    { version: 1, document: v1, sentAt: "2026-11-26T08:00:00.000Z" },
    { version: 2, document: v2, sentAt: "2026-11-27T08:00:00.000Z" },
    { version: 3, document: v3, sentAt: null },
  ];
  const changes = versionChanges(stored);
  return stored.map((version) => ({
    version: version.version,
    madeBy: version.version === 1 ? "the customer's request" : "lerato@sandtonsoundhire.co.za",
    madeAt: "27 Nov 2026, 09:15",
    sent: version.sentAt ? "27 Nov 2026, 10:00 by lerato@sandtonsoundhire.co.za" : null,
    firstSeen: version.version === 1 ? "26 Nov 2026, 11:02" : null,
    current: version.version === 2,
    diff: changes.find((change) => change.version === version.version)?.diff ?? null,
  }));
}

const itemOf = (container: HTMLElement, version: number) => {
  const item = container.querySelector<HTMLElement>(`[data-version="${version}"]`);
  if (!item) throw new Error(`no version ${version}`);
  return item;
};

describe("QuoteVersionList", () => {
  it("lists every version with who made it, when it was sent and first seen", () => {
    const { container } = render(<QuoteVersionList versions={staffVersions()} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(itemOf(container, 1).textContent).toContain(
      "Version 1: made by the customer's request, 27 Nov 2026, 09:15; sent 27 Nov 2026, 10:00 by lerato@sandtonsoundhire.co.za; first seen by the customer 26 Nov 2026, 11:02",
    );
    expect(itemOf(container, 2).textContent).toContain("Version 2 (the customer's current version)");
    expect(itemOf(container, 3).textContent).toContain("not sent (draft); not seen by the customer yet");
  });

  it("shows under each version after the first what it changed against the version before it", () => {
    const { container } = render(<QuoteVersionList versions={staffVersions()} />);
    // Version 1 is the quote as requested: nothing to compare it with.
    expect(itemOf(container, 1).querySelector("[data-version-diff]")).toBeNull();

    const second = within(itemOf(container, 2)).getByRole("region", { name: "What changed in version 2" });
    expect(within(second).getByRole("heading", { level: 3 })).toBeTruthy();
    const lines = within(second).getByRole("table", { name: "Lines" });
    expect(within(lines).getByText("Premium 12-Inch Powered Speaker")).toBeTruthy();
    expect([...second.querySelectorAll("del")].map((node) => node.textContent)).toContain("2");
    expect([...second.querySelectorAll("ins")].map((node) => node.textContent)).toContain("3");
    expect(within(second).getByRole("table", { name: "Totals" })).toBeTruthy();

    // The draft against the version the customer has: the added line, not the speaker's quantity again.
    const third = within(itemOf(container, 3)).getByRole("region", { name: "What changed in version 3" });
    expect(third.textContent).toContain("Compared with version 2");
    expect(within(third).getByText("Cable run and stage box")).toBeTruthy();
    expect(third.textContent).toContain("Added:");
    expect(third.textContent).not.toContain("Quantity");
  });

  it("gives each difference its own heading id, so the page's headings stay unique", () => {
    const { container } = render(<QuoteVersionList versions={staffVersions()} />);
    const ids = [...container.querySelectorAll("h3")].map((heading) => heading.id);
    expect(ids).toEqual(["quote-diff-v1-v2", "quote-diff-v2-v3"]);
  });
});
