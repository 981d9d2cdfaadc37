// The stock sheet (decision 044): each product and person with the quantity
// owned, a form per row for owners and editors (sales read it), and the
// recent changes. Plain HTML forms, one per row.
import { Form } from "react-router";
import { CsrfField } from "#app/features/staff/components.tsx";
import { Button } from "#app/ui/button.tsx";
import { MAX_QUANTITY_OWNED } from "#app/features/catalogue/stock/stock-forms.ts";
import type { StockSheetAnswer, StockSheetPageData } from "#app/features/catalogue/stock/stock-sheet-page.server.ts";

type Group = StockSheetPageData["groups"][number];
type Row = Group["rows"][number];

const cell = "px-3 py-2 align-top";

function QuantityForm({ row, answer }: { row: Row; answer?: StockSheetAnswer }) {
  const key = `${row.kind}:${row.id}`;
  const errors = answer?.target === key ? answer.fieldErrors : {};
  const error = errors.owned ?? errors.id ?? errors.kind;
  const inputId = `${row.kind}-${row.id}`;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2" noValidate>
      <CsrfField />
      <input type="hidden" name="kind" value={row.kind} />
      <input type="hidden" name="id" value={row.id} />
      <input
        id={inputId}
        name="owned"
        type="number"
        min={0}
        max={MAX_QUANTITY_OWNED}
        step={1}
        inputMode="numeric"
        defaultValue={answer?.target === key ? answer.owned : (row.owned ?? "")}
        placeholder="Not counted"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className="h-10 w-32 rounded-lg border border-slate-400 bg-white px-3 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30"
      />
      <Button type="submit" variant="outline" size="sm">
        Save<span className="sr-only"> {row.name}</span>
      </Button>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="w-full text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

function StockRow({ row, mayEdit, answer }: { row: Row; mayEdit: boolean; answer?: StockSheetAnswer }) {
  return (
    <tr data-stock-item={`${row.kind}:${row.id}`}>
      <th scope="row" className={`${cell} font-semibold text-navy`}>
        {mayEdit ? <label htmlFor={`${row.kind}-${row.id}`}>{row.name}</label> : row.name}
      </th>
      <td className={cell}>
        {mayEdit ? <QuantityForm row={row} answer={answer} /> : <span data-owned="">{row.owned ?? "Not counted"}</span>}
      </td>
      <td className={`${cell} text-muted`}>{row.changed ?? "Never set"}</td>
    </tr>
  );
}

function StockGroup({ group, mayEdit, answer }: { group: Group; mayEdit: boolean; answer?: StockSheetAnswer }) {
  return (
    <section aria-labelledby={`${group.kind}-heading`}>
      <h2 id={`${group.kind}-heading`} className="text-xl font-bold text-navy">
        {group.heading}
      </h2>
      <div
        // relative: the Save buttons' screen-reader words are placed inside the scrolling box, not past the page's edge.
        className="relative mt-4 overflow-x-auto rounded-xl border border-line bg-white"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        role="region"
        aria-label={`${group.heading}: quantities owned (scroll sideways on a small screen)`}
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-slate-100 text-navy">
            <tr>
              <th scope="col" className={`${cell} font-semibold`}>
                Item
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Quantity owned
              </th>
              <th scope="col" className={`${cell} font-semibold`}>
                Last changed
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {group.rows.map((row) => (
              <StockRow key={`${row.kind}:${row.id}`} row={row} mayEdit={mayEdit} answer={answer} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function RecentChanges({ changes }: { changes: StockSheetPageData["changes"] }) {
  return (
    <section aria-labelledby="stock-history-heading">
      <h2 id="stock-history-heading" className="text-xl font-bold text-navy">
        Recent changes
      </h2>
      {changes.length === 0 ? (
        <p className="mt-2 text-muted">No quantities have been set yet.</p>
      ) : (
        <ol className="mt-4 grid gap-2 text-sm">
          {changes.map((change) => (
            <li key={`${change.at}-${change.kind}-${change.id}`} className="border-l-2 border-brand-light pl-3">
              <span className="text-muted">
                {change.when} · {change.by}
              </span>
              <span className="block text-ink">
                {change.name}: {change.before ?? "not counted"} → {change.after ?? "not counted"}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function StockSheet({ page, answer }: { page: StockSheetPageData; answer?: StockSheetAnswer }) {
  // grid-cols-1 (minmax(0, 1fr)): the wide tables scroll in their boxes instead of widening the page.
  return (
    <div className="grid grid-cols-1 gap-10">
      <div>
        <h1 className="text-3xl font-extrabold text-navy">Stock</h1>
        <p className="mt-1 max-w-3xl text-muted">
          How many of each item we own. A lead&apos;s page counts these against accepted quotes and holds on the same
          days, including the day before and the day after each hire for delivery and return. Leave a box empty for an
          item we do not count: it is never shown as short.
        </p>
        {page.mayEdit ? null : (
          <p className="mt-2 text-sm text-muted">You can read the sheet; owners and editors change it.</p>
        )}
        {page.savedName ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
            Saved the quantity owned of {page.savedName}.
          </p>
        ) : null}
      </div>
      {page.groups.map((group) => (
        <StockGroup key={group.kind} group={group} mayEdit={page.mayEdit} answer={answer} />
      ))}
      <RecentChanges changes={page.changes} />
    </div>
  );
}
