// What changed between two versions of a quote, for the customer's quote page
// and the staff inbox. Server-rendered, no script. Every change says what it
// is in words and a symbol (Added +, Removed −, Changed ±), old values are
// struck through (<del>) and new ones underlined (<ins>): colour only repeats
// it. Three columns of short values, so it reads at 360 px.
import type { ReactNode } from "react";
import { cn } from "#app/ui/cn.ts";
import type {
  LineChange,
  LineChangeKind,
  QuoteDiff,
  TotalChange,
  ValueChange,
} from "#app/features/quotes/versions/quote-diff.ts";

export const CHANGE_MARKS: Readonly<Record<LineChangeKind, { symbol: string; word: string; className: string }>> = {
  added: { symbol: "+", word: "Added", className: "bg-green-100 text-green-900" },
  removed: { symbol: "−", word: "Removed", className: "bg-red-100 text-red-900" },
  changed: { symbol: "±", word: "Changed", className: "bg-amber-100 text-amber-900" },
};

function ChangeMark({ kind }: { kind: LineChangeKind }) {
  const mark = CHANGE_MARKS[kind];
  return (
    <span
      className={cn(
        "mr-2 inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        mark.className,
      )}
    >
      <span aria-hidden="true">{mark.symbol}</span> {mark.word}:
    </span>
  );
}

function Missing({ version }: { version: number }) {
  return (
    <span className="text-muted">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not on version {version}</span>
    </span>
  );
}

/**
 * A value with each amount ("R1,050.00", "-R1,237.50", a discount) kept whole
 * in tabular figures: a browser may break a line after a hyphen or a comma,
 * which on a phone left the sign alone above its amount.
 */
function Amounts({ value }: { value: string }) {
  return value.split(/(-?R[\d,]+\.\d{2})/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="whitespace-nowrap tabular-nums">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function Old({ value }: { value: string }) {
  return value ? (
    <del className="bg-red-50 text-ink">
      <Amounts value={value} />
    </del>
  ) : (
    <span className="text-muted">None</span>
  );
}

function New({ value }: { value: string }) {
  return value ? (
    <ins className="bg-green-50 font-semibold text-ink">
      <Amounts value={value} />
    </ins>
  ) : (
    <span className="text-muted">None</span>
  );
}

const cellClass = "px-2 py-2 align-top sm:px-3";
const headerCellClass = "px-2 py-2 text-left align-top font-semibold sm:px-3";

/** A version's value, under "Version n" when a row reads as a card on a phone (app.css). */
function VersionCell({ version, children }: { version: number; children: ReactNode }) {
  return (
    <td className={cellClass} data-version="" data-label={`Version ${version}`}>
      {children}
    </td>
  );
}

function DiffTable({
  caption,
  firstColumn,
  diff,
  children,
}: {
  caption: string;
  firstColumn: string;
  diff: QuoteDiff;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-white">
      {/* Words wrap at spaces only, never inside a word or an amount ("R1,0 50.00"); long words break only when nothing else fits
          (quote-table, app.css, which also turns each row into a card on a phone). */}
      <table className="quote-table w-full text-sm">
        <caption className="px-2 pt-3 text-left font-semibold text-navy sm:px-3">{caption}</caption>
        <thead className="border-b border-line text-navy">
          <tr>
            <th scope="col" className={headerCellClass}>
              {firstColumn}
            </th>
            <th scope="col" className={headerCellClass}>
              Version {diff.fromVersion}
            </th>
            <th scope="col" className={headerCellClass}>
              Version {diff.toVersion}
            </th>
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}

function LineRows({ change, diff }: { change: LineChange; diff: QuoteDiff }) {
  const name = (
    <>
      <ChangeMark kind={change.kind} /> <span className="font-semibold text-navy">{change.name}</span>{" "}
      <span className="block text-xs font-normal text-muted">({change.kindLabel})</span>
    </>
  );
  if (change.kind === "added" || change.kind === "removed") {
    return (
      <tbody className="border-b border-line last:border-b-0">
        <tr>
          <th scope="row" className={cn(headerCellClass, "font-normal")}>
            {name}
          </th>
          <VersionCell version={diff.fromVersion}>
            {change.kind === "removed" ? <Old value={change.summary ?? ""} /> : <Missing version={diff.fromVersion} />}
          </VersionCell>
          <VersionCell version={diff.toVersion}>
            {change.kind === "added" ? <New value={change.summary ?? ""} /> : <Missing version={diff.toVersion} />}
          </VersionCell>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody className="border-b border-line last:border-b-0">
      <tr>
        <th scope="rowgroup" colSpan={3} className={cn(headerCellClass, "pb-0 font-normal")}>
          {name}
        </th>
      </tr>
      {change.changes.map((value) => (
        <ValueRow key={value.label} value={value} diff={diff} />
      ))}
    </tbody>
  );
}

function ValueRow({ value, diff, children }: { value: ValueChange; diff: QuoteDiff; children?: ReactNode }) {
  return (
    <tr>
      <th scope="row" className={cn(headerCellClass, "font-normal text-muted")}>
        {value.label}
      </th>
      <VersionCell version={diff.fromVersion}>
        <Old value={value.before} />
      </VersionCell>
      <VersionCell version={diff.toVersion}>
        <New value={value.after} />
        {children}
      </VersionCell>
    </tr>
  );
}

/** "up R251.56" / "down R1,380.00": the direction in words, not only in colour or a sign. */
function Difference({ change }: { change: TotalChange }) {
  const amount = change.difference.replace(/^[+-]/, "");
  return (
    <span className="block text-xs text-muted">
      <span aria-hidden="true">{change.differenceCents > 0 ? "▲" : "▼"}</span>{" "}
      {change.differenceCents > 0 ? "up" : "down"} {amount}
    </span>
  );
}

export interface QuoteDiffViewProps {
  diff: QuoteDiff;
  /** The heading's level where the page places it (2 on the quote page, 3 inside an inbox section). */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The changes from one version of a quote to the next: lines, event and delivery, totals. */
export function QuoteDiffView({ diff, headingLevel = 2, className }: QuoteDiffViewProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `quote-diff-v${diff.fromVersion}-v${diff.toVersion}`;
  const unchanged =
    diff.unchangedLineCount === 0
      ? ""
      : ` ${diff.unchangedLineCount} ${diff.unchangedLineCount === 1 ? "line is" : "lines are"} unchanged.`;
  return (
    <section aria-labelledby={headingId} className={cn("space-y-4", className)}>
      <Heading id={headingId} className="text-lg font-bold text-navy">
        What changed in version {diff.toVersion}
      </Heading>
      {diff.hasChanges ? (
        <p className="text-sm text-muted">
          Compared with version {diff.fromVersion}: old values are struck through, new ones underlined.{unchanged}
        </p>
      ) : (
        <p className="text-sm text-muted">
          Version {diff.toVersion} has the same lines, details and totals as version {diff.fromVersion}.
        </p>
      )}
      {diff.lines.length > 0 ? (
        <DiffTable caption="Lines" firstColumn="Line" diff={diff}>
          {diff.lines.map((change) => (
            <LineRows key={`${change.kind}:${change.key}`} change={change} diff={diff} />
          ))}
        </DiffTable>
      ) : null}
      {diff.details.length > 0 ? (
        <DiffTable caption="Event and delivery" firstColumn="Detail" diff={diff}>
          <tbody>
            {diff.details.map((value) => (
              <ValueRow key={value.label} value={value} diff={diff} />
            ))}
          </tbody>
        </DiffTable>
      ) : null}
      {diff.totals.length > 0 ? (
        <DiffTable caption="Totals" firstColumn="Total" diff={diff}>
          <tbody>
            {diff.totals.map((change) => (
              <ValueRow key={change.label} value={change} diff={diff}>
                <Difference change={change} />
              </ValueRow>
            ))}
          </tbody>
        </DiffTable>
      ) : null}
    </section>
  );
}
