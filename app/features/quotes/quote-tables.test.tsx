// @vitest-environment jsdom
// The quote's tables on a phone read each line as a card whose figures carry
// their column's name (data-label, shown by app.css's quote-table rule): every
// such label must be its column's header, word for word, and every figure is
// marked to stay on one line.
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { quoteStatement } from "#app/features/quotes/quote-statement.ts";
import { LiveQuoteStatement } from "#app/features/quotes/live/live-quote-statement.tsx";
import { SummaryTable } from "#app/features/quotes/summary/quote-summary-table.tsx";

afterEach(cleanup);

/** For each body cell: its label, and the header of its column. */
function labelsAndHeaders(table: HTMLTableElement) {
  const headers = [...table.tHead!.rows[0]!.cells].map((cell) => cell.textContent);
  return [...table.tBodies[0]!.rows].flatMap((row) =>
    [...row.cells]
      .filter((cell) => cell.tagName === "TD")
      .map((cell) => ({ label: cell.dataset.label, header: headers[cell.cellIndex] })),
  );
}

function expectCardReady(container: HTMLElement) {
  const table = container.querySelector("table")!;
  expect(table.classList.contains("quote-table")).toBe(true);
  const pairs = labelsAndHeaders(table);
  expect(pairs.length).toBeGreaterThan(0);
  for (const { label, header } of pairs) expect(label).toBe(header);
  // Every amount is a figure, in the lines and in the totals.
  const cells = [...table.querySelectorAll("td")];
  expect(cells.every((cell) => cell.hasAttribute("data-figure"))).toBe(true);
}

describe("the quote's tables on a phone", () => {
  it("label the summary's figures with their columns' headers", () => {
    const { container } = render(<SummaryTable quote={sampleQuote()} />);
    expectCardReady(container);
  });

  it("label the live quote's figures with their columns' headers", () => {
    const statement = quoteStatement(sampleQuote(), { withCustomer: false });
    const { container } = render(<LiveQuoteStatement statement={statement} />);
    expectCardReady(container);
  });
});
