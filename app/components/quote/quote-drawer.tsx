// The floating 'Your Quote' button on catalogue pages and the side sheet it
// opens: lines with quantity up and down, remove, totals and the way on to
// /quote-request. The server renders the empty shell; the catalogue script
// (app/enhance/quote-drawer.ts) fills it from the stored quote, cloning the
// line template below. Without script the button is a link to the quote page.
import { Minus, Plus, ShoppingBag, Trash2, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { selectionCountLabel } from "~/lib/quote-request";

export const QUOTE_DRAWER_ID = "quote-drawer";

/** The markup of one quote line; the script sets the texts and labels. */
function QuoteLineTemplate() {
  return (
    <template data-quote-line-template="">
      <li className="py-4" data-quote-line="">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="font-semibold text-navy" data-line-name=""></p>
            <p className="text-sm text-muted">
              <span data-line-price=""></span>
              <span
                className="ml-2 rounded bg-lavender px-1.5 py-0.5 text-xs font-semibold text-brand"
                data-line-hourly=""
                hidden
              >
                per hour
              </span>
              <span
                className="ml-2 rounded bg-amber-light px-1.5 py-0.5 text-xs font-semibold text-ink"
                data-line-discount=""
                hidden
              ></span>
            </p>
          </div>
          <button
            type="button"
            className="rounded-md p-2 text-muted hover:bg-lavender hover:text-red-700"
            data-line-remove=""
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-2 flex items-center gap-2" role="group" data-line-quantity-group="">
          <button
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-md border border-line hover:bg-lavender"
            data-line-decrease=""
          >
            <Minus className="size-4" aria-hidden="true" />
          </button>
          <span className="min-w-8 text-center font-semibold" aria-live="polite" data-quantity=""></span>
          <button
            type="button"
            className="inline-flex size-9 items-center justify-center rounded-md border border-line hover:bg-lavender"
            data-line-increase=""
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        </div>
      </li>
    </template>
  );
}

export function QuoteDrawer() {
  return (
    <>
      <a
        href="/quote-request"
        data-dialog-open={QUOTE_DRAWER_ID}
        aria-controls={QUOTE_DRAWER_ID}
        className="fixed bottom-5 right-5 z-40 inline-flex items-center gap-2 rounded-full bg-brand px-5 py-3 font-semibold text-white shadow-lg hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2"
        data-quote-drawer-trigger=""
      >
        <ShoppingBag className="size-5" aria-hidden="true" />
        Your Quote
        <span
          className="rounded-full bg-white px-2 py-0.5 text-sm font-bold text-brand"
          aria-label={selectionCountLabel(0)}
          data-quote-count=""
        >
          0
        </span>
      </a>
      <dialog
        id={QUOTE_DRAWER_ID}
        aria-labelledby="quote-drawer-title"
        aria-describedby="quote-drawer-description"
        className="sheet-dialog p-0"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <h2 id="quote-drawer-title" className="text-xl font-extrabold text-navy">
              Your Quote
            </h2>
            <button
              type="button"
              data-dialog-close=""
              className="rounded-md p-2 text-ink hover:bg-lavender"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </div>
          <p id="quote-drawer-description" className="sr-only">
            The equipment and services you have selected, with quantities you can change.
          </p>

          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center" data-quote-empty="">
            <ShoppingBag className="size-10 text-brand-light" aria-hidden="true" />
            <p className="font-semibold text-navy">Your quote is empty</p>
            <p className="text-sm text-muted">
              Add speakers, microphones, bundles or crew from the catalogue and they will appear here.
            </p>
          </div>
          <ul
            className="flex-1 divide-y divide-line overflow-y-auto px-5"
            aria-label="Quote items"
            data-quote-lines=""
            hidden
          ></ul>
          <QuoteLineTemplate />

          <div className="border-t border-line px-5 py-4">
            <dl className="grid gap-1 text-sm">
              <div className="flex justify-between">
                <dt className="text-muted">Items</dt>
                <dd className="font-semibold" data-total-items="">
                  0
                </dd>
              </div>
              <div className="flex justify-between" data-total-discount-row="" hidden>
                <dt className="text-muted">Discount</dt>
                <dd className="font-semibold text-success" data-total-discount=""></dd>
              </div>
              <div className="flex justify-between text-base" data-total-price-row="" hidden>
                <dt className="font-bold text-navy">Estimated total</dt>
                <dd className="font-extrabold text-navy" data-total-price=""></dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-muted">
              An estimate only: delivery is quoted separately and added to the final quote.
            </p>
            <div className="mt-4 grid gap-2">
              <Button asChild variant="primary" size="lg" className="w-full">
                <Link to="/quote-request">Request Quote</Link>
              </Button>
              <Button type="button" variant="ghost" data-quote-clear="" hidden>
                Clear quote
              </Button>
            </div>
          </div>
        </div>
      </dialog>
    </>
  );
}
