// Measures of the quote's tables in a real browser (quote-tables-phone.spec.ts):
// a figure or a word split across lines, a column label too wide for its cell,
// totals whose right edges do not line up, and how a row is laid out.
import type { Page } from "@playwright/test";

export interface TableReport {
  /** Figures (amounts, quantities) on more than one line or wider than their box. */
  splitFigures: string[];
  /** Words of a heading, a name or a value split across lines. */
  brokenWords: string[];
  /** Cells whose label (shown above the value on a phone) has a word wider than the cell. */
  cramped: string[];
  /** Per table with totals: the spread (px) of its last column's right text edges. */
  totalsSpread: number[];
  /** Per row of lines: true when the item's name sits on a row above its figures. */
  nameAbove: boolean[];
  /** The CSS display of the tables' rows: table-row when the table is a table. */
  rowDisplays: string[];
  tables: number;
}

/** Everything above, for every quote table on the page. */
export function measureQuoteTables(page: Page): Promise<TableReport> {
  return page.evaluate(() => {
    const lineCount = (range: Range) => {
      const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
      return new Set(tops.map((top) => Math.round(top / 6))).size;
    };
    const rangeOver = (node: Node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range;
    };
    const tables = [...document.querySelectorAll<HTMLTableElement>("table.quote-table")];
    const report = {
      splitFigures: [] as string[],
      brokenWords: [] as string[],
      cramped: [] as string[],
      totalsSpread: [] as number[],
      nameAbove: [] as boolean[],
      rowDisplays: [] as string[],
      tables: tables.length,
    };
    const canvas = document.createElement("canvas").getContext("2d")!;
    for (const table of tables) {
      const figures = table.querySelectorAll<HTMLElement>("td[data-figure], del span, ins span");
      for (const figure of figures) {
        if (lineCount(rangeOver(figure)) > 1 || figure.scrollWidth > figure.clientWidth + 1) {
          report.splitFigures.push(figure.innerText);
        }
      }
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(".sr-only, caption.sr-only")) continue;
        for (const match of (node.textContent ?? "").matchAll(/[^\s\-\u2010]+/g)) {
          if (match[0].length < 2) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (lineCount(range) > 1) report.brokenWords.push(match[0]);
        }
      }
      for (const cell of table.querySelectorAll<HTMLElement>("td[data-label]")) {
        const label = getComputedStyle(cell, "::before");
        if (label.content === "none" || label.display === "none") continue;
        canvas.font = label.font;
        const style = getComputedStyle(cell);
        const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const widest = Math.max(...(cell.dataset.label ?? "").split(/\s+/).map((w) => canvas.measureText(w).width));
        if (widest > room + 0.5) report.cramped.push(`${cell.dataset.label} (${Math.round(room)} px)`);
      }
      const lastFigures = [...table.querySelectorAll<HTMLElement>("tr > td[data-figure]:last-child")];
      if (lastFigures.length > 1) {
        const rights = lastFigures.map((cell) => rangeOver(cell).getBoundingClientRect().right);
        report.totalsSpread.push(Math.max(...rights) - Math.min(...rights));
      }
      for (const row of table.querySelectorAll<HTMLTableRowElement>("tbody > tr")) {
        const name = row.querySelector("th");
        const figure = row.querySelector("td[data-figure]");
        if (name && figure) {
          report.nameAbove.push(name.getBoundingClientRect().bottom <= figure.getBoundingClientRect().top + 0.5);
        }
        report.rowDisplays.push(getComputedStyle(row).display);
      }
    }
    return report;
  });
}

/** Words split across lines inside the elements `selector` finds (a field's label, a legend). */
export function brokenWordsIn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(".sr-only, option, select")) continue;
        for (const match of (node.textContent ?? "").matchAll(/[^\s\-\u2010]+/g)) {
          if (match[0].length < 2) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

/** Elements that reach past the right edge of the screen when the page scrolls sideways. */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll("main *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`)
      .slice(0, 5);
  });
}
