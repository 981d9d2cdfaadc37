// The quote itself on its live page: the rows every renderer prints
// (quoteStatement): details, lines, totals with VAT, and the notes.
import type { QuoteStatement } from "#app/features/quotes/quote-statement.ts";

/** The columns' names: the header row's, and each cell's label when a row reads as a card on a phone (app.css). */
const COLUMNS = { quantity: "Qty", unitPrice: "Unit price", total: "Total (excl. VAT)" } as const;

export function LiveQuoteStatement({ statement }: { statement: QuoteStatement }) {
  return (
    <div>
      <dl className="grid gap-x-6 gap-y-2 rounded-2xl bg-lavender p-5 text-sm sm:grid-cols-[auto_1fr]">
        {statement.details.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold text-navy">{row.label}</dt>
            <dd className="text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 overflow-x-auto rounded-2xl border border-line">
        <table className="quote-table w-full text-left text-sm">
          <caption className="sr-only">The lines of quote {statement.quoteNumber}, with VAT and the total</caption>
          <thead className="bg-lavender text-navy">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Item
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {COLUMNS.quantity}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {COLUMNS.unitPrice}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {COLUMNS.total}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {statement.lines.map((line, index) => (
              <tr key={`${line.name}-${index}`}>
                <th scope="row" className="px-4 py-3 font-semibold text-navy">
                  {line.name}
                  <span className="block text-xs font-normal text-muted">
                    {[line.kind, line.detail, line.discount].filter(Boolean).join(" · ")}
                  </span>
                </th>
                <td className="px-4 py-3 text-right" data-figure="" data-label={COLUMNS.quantity}>
                  {line.quantity}
                </td>
                <td className="px-4 py-3 text-right" data-figure="" data-label={COLUMNS.unitPrice}>
                  {line.unitPrice}
                </td>
                <td className="px-4 py-3 text-right font-semibold" data-figure="" data-label={COLUMNS.total}>
                  {line.total}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-line">
            {statement.totals.map((row, index) => {
              const last = index === statement.totals.length - 1;
              return (
                <tr key={row.label}>
                  <th
                    scope="row"
                    colSpan={3}
                    className={`px-4 py-2 text-right ${last ? "text-base font-bold text-navy" : "font-medium text-muted"}`}
                  >
                    {row.label}
                  </th>
                  <td
                    className={`px-4 py-2 text-right ${last ? "text-base font-extrabold text-navy" : "font-semibold"}`}
                    data-figure=""
                  >
                    {row.value}
                  </td>
                </tr>
              );
            })}
          </tfoot>
        </table>
      </div>
      <ul className="mt-4 grid gap-1 text-sm text-muted">
        {statement.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
