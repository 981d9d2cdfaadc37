// @vitest-environment jsdom
// The difference between two versions as the customer and staff read it: each
// change in words and a symbol, old and new values marked up as deletions and
// insertions, in tables whose headers name every cell.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { quoteDiff } from "#app/features/quotes/versions/quote-diff.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import { QuoteDiffView } from "#app/features/quotes/versions/quote-diff-table.tsx";

afterEach(cleanup);

function version2() {
  const result = reviseQuote(
    sampleQuote(),
    {
      lines: [
        { type: "product", id: "powered-speaker-12-premium", quantity: 3 },
        { type: "personnel", id: "sound-engineer", quantity: 1 },
        { type: "product", id: "cable-run", name: "Cable run and stage box", quantity: 1, unitPriceCents: 20_000 },
      ],
    },
    { revisedAt: "2026-11-27T07:15:00.000Z", validUntil: "2026-12-11" },
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}

/** A row's cells as text, " | " between them. */
const rowText = (row: HTMLElement) =>
  [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent?.replace(/\s+/g, " ").trim()).join(" | ");

describe("QuoteDiffView", () => {
  it("names every change in words and a symbol, with the old value struck through and the new one inserted", () => {
    const { container } = render(<QuoteDiffView diff={quoteDiff(sampleQuote(), version2())} />);
    expect(screen.getByRole("heading", { level: 2, name: "What changed in version 2" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "What changed in version 2" })).toBeTruthy();
    expect(screen.getByText(/1 line is unchanged\./)).toBeTruthy();

    const lines = screen.getByRole("table", { name: "Lines" });
    expect(
      within(lines)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Line", "Version 1", "Version 2"]);
    expect(within(lines).getAllByRole("row").slice(1).map(rowText)).toEqual([
      "± Changed: Premium 12-Inch Powered Speaker (Product)",
      "Quantity | 2 | 3",
      "Line total (excl. VAT) | R750.00 | R1,125.00",
      "+ Added: Cable run and stage box (Product) | —Not on version 1 | 1 × R200.00: R200.00",
      "− Removed: Speaker Power Duo (Promotion) | 1 × R1,125.00, 15% off: R956.25 | —Not on version 2",
    ]);
    // The symbols are decoration for sighted readers; the words carry the meaning.
    for (const symbol of within(lines).getAllByText(/^[+−±]$/)) expect(symbol.getAttribute("aria-hidden")).toBe("true");
    expect([...container.querySelectorAll("del")].map((node) => node.textContent)).toContain("2");
    expect([...container.querySelectorAll("ins")].map((node) => node.textContent)).toContain("3");
    expect(within(lines).getByRole("rowheader", { name: "Quantity" })).toBeTruthy();
  });

  it("shows the event details and totals that changed, the totals' direction in words", () => {
    render(<QuoteDiffView diff={quoteDiff(sampleQuote(), version2())} headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "What changed in version 2" })).toBeTruthy();
    const details = screen.getByRole("table", { name: "Event and delivery" });
    expect(within(details).getAllByRole("row").slice(1).map(rowText)).toEqual([
      "Valid until | Saturday, 5 December 2026 | Friday, 11 December 2026",
    ]);
    const totals = screen.getByRole("table", { name: "Totals" });
    // v2: R1,125.00 + R10,000.00 + R200.00 = R11,325.00; VAT R1,698.75
    expect(within(totals).getAllByRole("row").slice(1).map(rowText)).toEqual([
      "You save | R168.75 | R0.00▼ down R168.75",
      "Subtotal (excl. VAT) | R11,706.25 | R11,325.00▼ down R381.25",
      "VAT (15%) | R1,755.94 | R1,698.75▼ down R57.19",
      "Total (incl. VAT) | R13,462.19 | R13,023.75▼ down R438.44",
    ]);
  });

  it("keeps a negative amount's sign with its amount, so a phone never breaks the line after the minus", () => {
    const discounted = reviseQuote(
      sampleQuote(),
      {
        lines: sampleQuote().lines.map((line) => ({ type: line.type, id: line.id, quantity: line.quantity })),
        overallDiscount: { kind: "amount", amountCents: 123_750 },
      },
      { revisedAt: "2026-11-27T07:15:00.000Z", validUntil: "2026-12-11" },
    );
    if (!discounted.ok) throw new Error(JSON.stringify(discounted.errors));
    const { container } = render(<QuoteDiffView diff={quoteDiff(sampleQuote(), discounted.document)} />);
    const added = [...container.querySelectorAll("ins")].find((node) => node.textContent === "-R1,237.50");
    expect(added?.querySelector(".whitespace-nowrap")?.textContent).toBe("-R1,237.50");
    // Other values are left as they are, free to wrap at their spaces.
    const quantity = [...container.querySelectorAll("ins")].find((node) => node.textContent?.includes(" × "));
    expect(quantity?.querySelector(".whitespace-nowrap")).toBeFalsy();
  });

  it("says so when a version changes nothing, with no empty tables", () => {
    render(<QuoteDiffView diff={quoteDiff(sampleQuote(), { ...sampleQuote(), version: 2 })} />);
    expect(screen.getByText("Version 2 has the same lines, details and totals as version 1.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("QuoteDiffView on a phone", () => {
  it("names each value's version, for the card a row becomes (app.css)", () => {
    const { container } = render(<QuoteDiffView diff={quoteDiff(sampleQuote(), version2())} />);
    const cells = [...container.querySelectorAll("td")];
    expect(cells.length).toBeGreaterThan(0);
    for (const cell of cells) {
      const header = cell.closest("table")!.tHead!.rows[0]!.cells[cell.cellIndex]!.textContent;
      expect(cell.dataset.label).toBe(header);
    }
  });
});
