// The summary and success stages of /quote-request as server-rendered
// <template>s: the quote page script (app/enhance/quote-summary.ts) clones
// them and fills in the visitor's quote with textContent. The priced lines,
// totals, notes, suggested add-ons, the visitor's four decisions and the PDF
// download; then the thank-you panel and the 'meet you halfway' dialog.
import { CheckCircle2, Download, Loader2 } from "lucide-react";
import { Link } from "react-router";
import { itemPriceLabel } from "~/components/catalogue/item-card";
import { Button } from "~/components/ui/button";
import { addOns } from "~/content/catalogue";
import { business, telHref } from "~/content/business";
import { QUOTE_NOTES, type QuoteRequestType } from "~/lib/quote-document";

const SUGGESTED_ADD_ONS = 3;

const actions: { type: QuoteRequestType; label: string; variant: "brand" | "outline" | "ghost" | "primary" }[] = [
  { type: "accept", label: "Accept Quote", variant: "primary" },
  { type: "discount", label: "Request Discount", variant: "brand" },
  { type: "decline", label: "Decline Quote", variant: "outline" },
  { type: "undecided", label: "I'm Okay (No Quote)", variant: "ghost" },
];

const spinnerClass = "animate-spin motion-reduce:animate-none";

/** The summary stage, empty: the script fills the quote number, lines and totals. */
export function QuoteSummaryTemplates() {
  return (
    <>
      <template data-quote-summary-template="">
        <div className="grid gap-10 lg:grid-cols-3" data-quote-stage="summary">
          <div className="lg:col-span-2">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 className="text-2xl font-extrabold text-navy">Your quote</h2>
              <p className="text-sm text-muted">
                Quote number <span className="font-bold text-navy" data-quote-number="" />
              </p>
            </div>
            <div className="mt-4 overflow-x-auto rounded-2xl border border-line">
              <table className="w-full text-left text-sm">
                <caption className="sr-only" data-summary-caption="" />
                <thead className="bg-lavender text-navy">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      Item
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      Unit price
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      Qty
                    </th>
                    <th scope="col" className="px-4 py-3 text-right font-semibold">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line" data-summary-lines="" />
                <tfoot className="border-t-2 border-line">
                  <tr data-summary-discount-row="">
                    <th scope="row" colSpan={3} className="px-4 py-2 text-right font-medium text-muted">
                      Total discount
                    </th>
                    <td className="px-4 py-2 text-right font-semibold text-success" data-summary-discount="" />
                  </tr>
                  <tr>
                    <th
                      scope="row"
                      colSpan={3}
                      className="px-4 py-3 text-right text-base font-bold text-navy"
                      data-summary-total-label=""
                    />
                    <td className="px-4 py-3 text-right text-base font-extrabold text-navy" data-summary-total="" />
                  </tr>
                </tfoot>
              </table>
            </div>
            <ul className="mt-4 grid gap-1 text-sm text-muted">
              <li>{QUOTE_NOTES.delivery}</li>
              <li>{QUOTE_NOTES.pricing}</li>
              <li>{QUOTE_NOTES.personnel}</li>
            </ul>

            <div
              className="mt-8 flex flex-wrap gap-3"
              role="group"
              aria-label="Your decision"
              aria-busy="false"
              data-decisions=""
            >
              {actions.map((action) => (
                <Button key={action.type} type="button" variant={action.variant} size="lg" data-decision={action.type}>
                  {action.label}
                </Button>
              ))}
              <Button type="button" variant="link" size="lg" data-download="">
                <Download aria-hidden="true" data-download-icon="" />
                Download Quote
              </Button>
            </div>
          </div>

          <aside aria-labelledby="suggested-heading" className="h-fit rounded-2xl bg-lavender p-6">
            <h2 id="suggested-heading" className="text-lg font-bold text-navy">
              Suggested add-ons
            </h2>
            <p className="mt-1 text-sm text-muted">
              Popular extras with this kind of booking. Ask us to include any of them.
            </p>
            <ul className="mt-4 grid gap-4">
              {addOns.slice(0, SUGGESTED_ADD_ONS).map((addOn) => (
                <li key={addOn.id} className="rounded-xl bg-white p-4">
                  <p className="font-semibold text-navy">{addOn.name}</p>
                  <p className="text-sm font-bold text-brand">{itemPriceLabel("add-on", addOn)}</p>
                  <Link
                    to={`/catalogue/add-ons#${addOn.id}`}
                    className="mt-1 inline-block text-sm font-semibold text-brand hover:underline"
                  >
                    View details<span className="sr-only"> of {addOn.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </template>
      {/* One priced line; inside a table so the row parses as a row. */}
      <template data-summary-line-template="">
        <table>
          <tbody>
            <tr data-summary-line="">
              <th scope="row" className="px-4 py-3 font-semibold text-navy">
                <span data-line-name="" />
                <span
                  className="ml-2 rounded bg-lavender px-1.5 py-0.5 text-xs font-semibold text-brand"
                  data-line-hourly=""
                >
                  per hour
                </span>
                <span
                  className="ml-2 rounded bg-amber-light px-1.5 py-0.5 text-xs font-semibold text-ink"
                  data-line-discount=""
                />
              </th>
              <td className="px-4 py-3 text-right" data-line-unit-price="" />
              <td className="px-4 py-3 text-right" data-line-quantity="" />
              <td className="px-4 py-3 text-right font-semibold" data-line-total="" />
            </tr>
          </tbody>
        </table>
      </template>
      {/* The spinner a pending decision or download shows. */}
      <template data-spinner-template="">
        <Loader2 className={spinnerClass} aria-hidden="true" />
      </template>
    </>
  );
}

/** The success stage; the script fills in the quote number. */
export function QuoteSuccessTemplate() {
  return (
    <template data-quote-success-template="">
      <div
        className="mx-auto max-w-xl rounded-2xl border border-green-200 bg-green-50 p-8 text-center"
        data-quote-stage="success"
        data-quote-success=""
      >
        <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
        <p className="mt-4 text-2xl font-extrabold text-navy">Thank You!</p>
        <p className="mt-2 text-ink">
          Your quote number is <strong data-quote-number="" />. Keep it handy if you call us on{" "}
          <a href={telHref} className="font-semibold text-brand underline">
            {business.phone.display}
          </a>
          .
        </p>
        <Button asChild variant="brand" size="lg" className="mt-6">
          <Link to="/catalogue">Continue Browsing Catalogue</Link>
        </Button>
      </div>
    </template>
  );
}

/** Shown after 'I'm Okay (No Quote)'; closing it finishes the quote. */
export function HalfwayDialog() {
  return (
    <dialog
      aria-labelledby="halfway-title"
      aria-describedby="halfway-description"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-2xl backdrop:bg-ink/50"
      data-halfway-dialog=""
    >
      <h2 id="halfway-title" className="text-xl font-extrabold text-navy">
        We can try to meet you halfway!
      </h2>
      <p id="halfway-description" className="mt-3 text-ink">
        If the price is what is holding you back, call us on {business.phone.display} and mention quote{" "}
        <strong data-halfway-quote-number="" />. We will look at the equipment, the hours and the date with you and find
        a version that fits your budget.
      </p>
      <Button type="button" variant="brand" className="mt-6 w-full" data-halfway-close="">
        Close
      </Button>
    </dialog>
  );
}
