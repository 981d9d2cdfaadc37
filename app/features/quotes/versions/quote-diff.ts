// What changed between two versions of a quote: lines added, removed and
// changed (quantity, unit price, discount, line total), the event details and
// delivery, and the totals. Worked out from the quote's printed rows
// (quote-statement.ts), so the difference reads exactly as the versions do on
// the PDF and the page. Pure; the order is stable: the new version's lines in
// its order, then the removed lines in the old version's order.
import { formatCents } from "#app/platform/format/money.ts";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { STATEMENT_LABELS, type StatementLine, quoteStatement } from "#app/features/quotes/quote-statement.ts";

export type LineChangeKind = "added" | "removed" | "changed";

export interface ValueChange {
  label: string;
  /** As the earlier version prints it; "" when it had none. */
  before: string;
  /** As the later version prints it; "" when it has none. */
  after: string;
}

export interface LineChange {
  kind: LineChangeKind;
  /** Stable across versions: the line's type and id, "delivery" or "overall-discount". */
  key: string;
  name: string;
  /** "Product", "Personnel", "Delivery", "Discount", … */
  kindLabel: string;
  /** An added or removed line: the whole line in one phrase ("2 × R375.00, 10% off: R675.00"). */
  summary?: string;
  /** A changed line: each of its values that changed, in the printed order. */
  changes: ValueChange[];
}

export interface TotalChange extends ValueChange {
  /** After less before, in cents. */
  differenceCents: number;
  /** "+R500.00", "-R1,325.00" */
  difference: string;
}

export interface QuoteDiff {
  fromVersion: number;
  toVersion: number;
  lines: LineChange[];
  /** Lines on both versions with nothing changed. */
  unchangedLineCount: number;
  /** Event details and delivery that changed (hire period, times, venue, guests, delivery, validity, …). */
  details: ValueChange[];
  /** Discount, subtotal, VAT and total, where they changed. */
  totals: TotalChange[];
  hasChanges: boolean;
}

export const LINE_VALUE_LABELS = {
  quantity: "Quantity",
  unitPrice: "Unit price",
  discount: "Discount",
  total: "Line total (excl. VAT)",
  detail: "Charged as",
} as const;

/** The rows every version has of its own (its number, date and version); they are not a change to the quote. */
const VERSION_ROWS = new Set(["Quote number", "Date", "Version"]);

interface KeyedLine {
  key: string;
  line: StatementLine;
}

/** The printed lines with stable keys: the quote's own lines, then delivery and the overall discount. */
function keyedLines(quote: QuoteDocument, printed: StatementLine[]): KeyedLine[] {
  return printed.map((line, index) => {
    const own = quote.lines[index];
    if (own) return { key: `${own.type}:${own.id}`, line };
    return { key: line.kind === "Delivery" ? "delivery" : "overall-discount", line };
  });
}

function lineSummary(line: StatementLine): string {
  // Delivery and the overall discount are one amount each.
  if (line.kind === "Delivery" || line.kind === "Discount") return line.total;
  const price = `${line.quantity} × ${line.unitPrice}`;
  return `${price}${line.discount ? `, ${line.discount}` : ""}: ${line.total}`;
}

function lineValueChanges(before: StatementLine, after: StatementLine): ValueChange[] {
  const changes: ValueChange[] = [];
  for (const field of ["quantity", "unitPrice", "discount", "total", "detail"] as const) {
    const from = before[field] ?? "";
    const to = after[field] ?? "";
    if (from !== to) changes.push({ label: LINE_VALUE_LABELS[field], before: from, after: to });
  }
  return changes;
}

function totalChange(label: string, beforeCents: number, afterCents: number): TotalChange | undefined {
  if (beforeCents === afterCents) return undefined;
  const differenceCents = afterCents - beforeCents;
  return {
    label,
    before: formatCents(beforeCents),
    after: formatCents(afterCents),
    differenceCents,
    difference: `${differenceCents > 0 ? "+" : ""}${formatCents(differenceCents)}`,
  };
}

/** What changed from `before` (an earlier version) to `after`. */
export function quoteDiff(before: QuoteDocument, after: QuoteDocument): QuoteDiff {
  const beforeStatement = quoteStatement(before, { withCustomer: true });
  const afterStatement = quoteStatement(after, { withCustomer: true });
  const beforeLines = keyedLines(before, beforeStatement.lines);
  const afterLines = keyedLines(after, afterStatement.lines);
  const beforeByKey = new Map(beforeLines.map((keyed) => [keyed.key, keyed.line]));
  const afterKeys = new Set(afterLines.map(({ key }) => key));

  const lines: LineChange[] = [];
  let unchangedLineCount = 0;
  for (const { key, line } of afterLines) {
    const earlier = beforeByKey.get(key);
    if (!earlier) {
      lines.push({
        kind: "added",
        key,
        name: line.name,
        kindLabel: line.kind,
        summary: lineSummary(line),
        changes: [],
      });
      continue;
    }
    const changes = lineValueChanges(earlier, line);
    if (changes.length === 0) unchangedLineCount += 1;
    else lines.push({ kind: "changed", key, name: line.name, kindLabel: line.kind, changes });
  }
  for (const { key, line } of beforeLines) {
    if (!afterKeys.has(key))
      lines.push({
        kind: "removed",
        key,
        name: line.name,
        kindLabel: line.kind,
        summary: lineSummary(line),
        changes: [],
      });
  }

  const details: ValueChange[] = [];
  const beforeDetails = new Map(beforeStatement.details.map((row) => [row.label, row.value]));
  const afterDetails = new Map(afterStatement.details.map((row) => [row.label, row.value]));
  // In the later version's order, then rows only the earlier one had.
  for (const label of new Set([...afterDetails.keys(), ...beforeDetails.keys()])) {
    if (VERSION_ROWS.has(label)) continue;
    const from = beforeDetails.get(label) ?? "";
    const to = afterDetails.get(label) ?? "";
    if (from !== to) details.push({ label, before: from, after: to });
  }

  const totals = [
    totalChange("You save", before.totalDiscountCents, after.totalDiscountCents),
    totalChange(STATEMENT_LABELS.subtotal, before.subtotalCents, after.subtotalCents),
    totalChange(STATEMENT_LABELS.vat, before.vatCents, after.vatCents),
    totalChange(STATEMENT_LABELS.total, before.totalCents, after.totalCents),
  ].filter((change): change is TotalChange => change !== undefined);

  return {
    fromVersion: before.version ?? 1,
    toVersion: after.version ?? 1,
    lines,
    unchangedLineCount,
    details,
    totals,
    hasChanges: lines.length > 0 || details.length > 0 || totals.length > 0,
  };
}
