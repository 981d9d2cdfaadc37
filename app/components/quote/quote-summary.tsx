// The summary stage: the priced lines, totals, notes, suggested add-ons and
// the visitor's four decisions plus the PDF download.
import { Download, Loader2 } from "lucide-react";
import { Link } from "react-router";
import { itemPriceLabel } from "~/components/catalogue/item-card";
import { Button } from "~/components/ui/button";
import { addOns } from "~/content/catalogue";
import { formatDiscount, formatRand } from "~/lib/pricing";
import { QUOTE_NOTES, type QuoteDocument, type QuoteRequestType } from "~/lib/quote-document";

const SUGGESTED_ADD_ONS = 3;

const actions: { type: QuoteRequestType; label: string; variant: "brand" | "outline" | "ghost" | "primary" }[] = [
  { type: "accept", label: "Accept Quote", variant: "primary" },
  { type: "discount", label: "Request Discount", variant: "brand" },
  { type: "decline", label: "Decline Quote", variant: "outline" },
  { type: "undecided", label: "I'm Okay (No Quote)", variant: "ghost" },
];

export function QuoteSummary({
  quote,
  pending,
  downloading,
  onDecide,
  onDownload,
}: {
  quote: QuoteDocument;
  /** The decision in flight, if any: every action waits for it. */
  pending: QuoteRequestType | null;
  downloading: boolean;
  onDecide: (type: QuoteRequestType) => void;
  onDownload: () => void;
}) {
  const busy = pending !== null;
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 className="text-2xl font-extrabold text-navy">Your quote</h2>
          <p className="text-sm text-muted">
            Quote number <span className="font-bold text-navy" data-quote-number="">{quote.quoteNumber}</span>
          </p>
        </div>
        <div className="mt-4 overflow-x-auto rounded-2xl border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Items in quote {quote.quoteNumber}</caption>
            <thead className="bg-lavender text-navy">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Item</th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">Unit price</th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">Qty</th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">Total</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {quote.lines.map((line) => (
                <tr key={`${line.type}-${line.id}`} data-summary-line={line.id}>
                  <th scope="row" className="px-4 py-3 font-semibold text-navy">
                    {line.name}
                    {line.hourlyRate ? <span className="ml-2 rounded bg-lavender px-1.5 py-0.5 text-xs font-semibold text-brand">per hour</span> : null}
                    {line.discountPercentage ? (
                      <span className="ml-2 rounded bg-amber-light px-1.5 py-0.5 text-xs font-semibold text-ink">{formatDiscount(line.discountPercentage)}</span>
                    ) : null}
                  </th>
                  <td className="px-4 py-3 text-right">
                    {formatRand(line.unitPrice)}
                    {line.hourlyRate ? "/hr" : ""}
                  </td>
                  <td className="px-4 py-3 text-right">{line.quantity}</td>
                  <td className="px-4 py-3 text-right font-semibold">{formatRand(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-line">
              {quote.totalDiscount > 0 ? (
                <tr>
                  <th scope="row" colSpan={3} className="px-4 py-2 text-right font-medium text-muted">Total discount</th>
                  <td className="px-4 py-2 text-right font-semibold text-success">-{formatRand(quote.totalDiscount)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row" colSpan={3} className="px-4 py-3 text-right text-base font-bold text-navy">Estimated total ({quote.totalItems} items)</th>
                <td className="px-4 py-3 text-right text-base font-extrabold text-navy" data-summary-total="">{formatRand(quote.totalPrice)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <ul className="mt-4 grid gap-1 text-sm text-muted">
          <li>{QUOTE_NOTES.delivery}</li>
          <li>{QUOTE_NOTES.pricing}</li>
          <li>{QUOTE_NOTES.personnel}</li>
        </ul>

        <div className="mt-8 flex flex-wrap gap-3" role="group" aria-label="Your decision" aria-busy={busy}>
          {actions.map((action) => (
            <Button key={action.type} type="button" variant={action.variant} size="lg" disabled={busy} onClick={() => onDecide(action.type)}>
              {pending === action.type ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
              {action.label}
            </Button>
          ))}
          <Button type="button" variant="link" size="lg" disabled={downloading} onClick={onDownload}>
            {downloading ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : <Download aria-hidden="true" />}
            Download Quote
          </Button>
        </div>
      </div>

      <aside aria-labelledby="suggested-heading" className="h-fit rounded-2xl bg-lavender p-6">
        <h2 id="suggested-heading" className="text-lg font-bold text-navy">
          Suggested add-ons
        </h2>
        <p className="mt-1 text-sm text-muted">Popular extras with this kind of booking. Ask us to include any of them.</p>
        <ul className="mt-4 grid gap-4">
          {addOns.slice(0, SUGGESTED_ADD_ONS).map((addOn) => (
            <li key={addOn.id} className="rounded-xl bg-white p-4">
              <p className="font-semibold text-navy">{addOn.name}</p>
              <p className="text-sm font-bold text-brand">{itemPriceLabel("add-on", addOn)}</p>
              <Link to={`/catalogue/add-ons#${addOn.id}`} className="mt-1 inline-block text-sm font-semibold text-brand hover:underline">
                View details<span className="sr-only"> of {addOn.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
