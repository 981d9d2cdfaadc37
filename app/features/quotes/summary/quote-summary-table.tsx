// The summary stage's table of the quote: each priced line with its badges
// (per hour, the discount, short on the dates), the delivery estimate, and the
// discount, subtotal, VAT and total rows under them.
import { LIMITED_AVAILABILITY_TEXT } from "#app/features/catalogue/index.ts";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import {
  type SummaryTotalsView,
  summaryLineView,
  summaryTotalsView,
} from "#app/features/quotes/summary/quote-summary-view.ts";

/** The columns' names: the header row's, and each cell's label when a row reads as a card on a phone (app.css). */
const COLUMNS = { unitPrice: "Unit price (excl. VAT)", quantity: "Qty", total: "Total (excl. VAT)" } as const;

/** A line's three figures, each under its column's name on a phone. */
function LineFigures({ unitPrice, quantity, total }: { unitPrice: string; quantity: string; total: string }) {
  return (
    <>
      <td className="px-4 py-3 text-right" data-figure="" data-label={COLUMNS.unitPrice}>
        {unitPrice}
      </td>
      <td className="px-4 py-3 text-right" data-figure="" data-label={COLUMNS.quantity}>
        {quantity}
      </td>
      <td className="px-4 py-3 text-right font-semibold" data-figure="" data-label={COLUMNS.total}>
        {total}
      </td>
    </>
  );
}

function SummaryLine({ line, limited }: { line: QuoteDocument["lines"][number]; limited: boolean }) {
  const view = summaryLineView(line);
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-semibold text-navy">
        {view.name}
        {view.hourly ? (
          <span className="ml-2 rounded bg-lavender px-1.5 py-0.5 text-xs font-semibold text-brand">per hour</span>
        ) : null}
        {view.discountLabel ? (
          <span className="ml-2 rounded bg-amber-light px-1.5 py-0.5 text-xs font-semibold text-ink">
            {view.discountLabel}
          </span>
        ) : null}
        {view.detail ? <span className="block text-xs font-normal text-muted">{view.detail}</span> : null}
        {limited ? (
          <span
            className="mt-1 block w-fit rounded bg-amber-light px-1.5 py-0.5 text-xs font-semibold text-ink"
            data-limited-availability=""
          >
            {LIMITED_AVAILABILITY_TEXT}
          </span>
        ) : null}
      </th>
      <LineFigures unitPrice={view.unitPrice} quantity={view.quantity} total={view.lineTotal} />
    </tr>
  );
}

/** The delivery fee as a line of its own, marked as an estimate. */
function DeliveryLine({ delivery }: { delivery: NonNullable<SummaryTotalsView["delivery"]> }) {
  return (
    <tr>
      <th scope="row" className="px-4 py-3 font-semibold text-navy">
        {delivery.label}
        <span className="ml-2 rounded bg-amber-light px-1.5 py-0.5 text-xs font-semibold text-ink">estimate</span>
        <span className="block text-xs font-normal text-muted">{delivery.zone} zone</span>
      </th>
      <LineFigures unitPrice={delivery.fee} quantity="1" total={delivery.fee} />
    </tr>
  );
}

/** A row under the lines: a label across the first three columns, its amount in the last. */
function TotalRow({ label, value, valueClass }: { label: string; value: string; valueClass: string }) {
  return (
    <tr>
      <th scope="row" colSpan={3} className="px-4 py-2 text-right font-medium text-muted">
        {label}
      </th>
      <td className={valueClass} data-figure="">
        {value}
      </td>
    </tr>
  );
}

function SummaryTotals({ totals }: { totals: SummaryTotalsView }) {
  return (
    <tfoot className="border-t-2 border-line">
      {totals.discount ? (
        <TotalRow
          label="Total discount"
          value={totals.discount}
          valueClass="px-4 py-2 text-right font-semibold text-success"
        />
      ) : null}
      <TotalRow label={totals.subtotalLabel} value={totals.subtotal} valueClass="px-4 py-2 text-right font-semibold" />
      <TotalRow label={totals.vatLabel} value={totals.vat} valueClass="px-4 py-2 text-right font-semibold" />
      <tr>
        <th scope="row" colSpan={3} className="px-4 py-3 text-right text-base font-bold text-navy">
          {totals.totalLabel}
        </th>
        <td className="px-4 py-3 text-right text-base font-extrabold text-navy" data-figure="">
          {totals.total}
        </td>
      </tr>
    </tfoot>
  );
}

/** The quote's lines and totals; `limitedLines` ("type:id") say they are short on the quote's dates. */
export function SummaryTable({ quote, limitedLines }: { quote: QuoteDocument; limitedLines?: ReadonlySet<string> }) {
  const totals = summaryTotalsView(quote);
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl border border-line">
      <table className="quote-table w-full text-left text-sm">
        <caption className="sr-only">{totals.caption}</caption>
        <thead className="bg-lavender text-navy">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Item
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {COLUMNS.unitPrice}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {COLUMNS.quantity}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {COLUMNS.total}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {quote.lines.map((line) => (
            <SummaryLine
              key={`${line.type}:${line.id}`}
              line={line}
              limited={limitedLines?.has(`${line.type}:${line.id}`) ?? false}
            />
          ))}
          {totals.delivery ? <DeliveryLine delivery={totals.delivery} /> : null}
        </tbody>
        <SummaryTotals totals={totals} />
      </table>
    </div>
  );
}
