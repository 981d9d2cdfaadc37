// The floating 'Your Quote' button on catalogue pages and the side sheet it
// opens: lines with quantity up and down, remove, totals and the way on to
// /quote-request.
import { Minus, Plus, ShoppingBag, Trash2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Link } from "react-router";
import { useQuote } from "./quote-provider";
import { Button } from "~/components/ui/button";
import { formatDiscount, formatRand } from "~/lib/pricing";
import { formatPrice } from "~/lib/quote";

export function QuoteDrawer() {
  const quote = useQuote();
  const count = quote.totalItems;

  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="fixed bottom-5 right-5 z-40 inline-flex items-center gap-2 rounded-full bg-brand px-5 py-3 font-semibold text-white shadow-lg hover:bg-brand-dark focus-visible:outline-3 focus-visible:outline-offset-2"
          data-quote-drawer-trigger=""
        >
          <ShoppingBag className="size-5" aria-hidden="true" />
          Your Quote
          <span className="rounded-full bg-white px-2 py-0.5 text-sm font-bold text-brand" aria-label={`${count} ${count === 1 ? "item" : "items"}`}>
            {count}
          </span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="text-xl font-extrabold text-navy">Your Quote</Dialog.Title>
            <Dialog.Close className="rounded-md p-2 text-ink hover:bg-lavender" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            The equipment and services you have selected, with quantities you can change.
          </Dialog.Description>

          {quote.items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
              <ShoppingBag className="size-10 text-brand-light" aria-hidden="true" />
              <p className="font-semibold text-navy">Your quote is empty</p>
              <p className="text-sm text-muted">Add speakers, microphones, bundles or crew from the catalogue and they will appear here.</p>
            </div>
          ) : (
            <ul className="flex-1 divide-y divide-line overflow-y-auto px-5" aria-label="Quote items">
              {quote.items.map((item) => (
                <li key={item.id} className="py-4" data-quote-line={item.id}>
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <p className="font-semibold text-navy">{item.name}</p>
                      <p className="text-sm text-muted">
                        {quote.showPrices ? formatPrice(item.price, item.hourlyRate) : "Request Quote"}
                        {item.hourlyRate ? <span className="ml-2 rounded bg-lavender px-1.5 py-0.5 text-xs font-semibold text-brand">per hour</span> : null}
                        {item.discountPercentage ? (
                          <span className="ml-2 rounded bg-amber-light px-1.5 py-0.5 text-xs font-semibold text-ink">{formatDiscount(item.discountPercentage)}</span>
                        ) : null}
                      </p>
                    </div>
                    <button
                      type="button"
                      onClick={() => quote.remove(item.id)}
                      className="rounded-md p-2 text-muted hover:bg-lavender hover:text-red-700"
                      aria-label={`Remove ${item.name}`}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                  <div className="mt-2 flex items-center gap-2" role="group" aria-label={`Quantity of ${item.name}`}>
                    <button
                      type="button"
                      onClick={() => quote.setQuantity(item.id, item.quantity - 1)}
                      className="inline-flex size-9 items-center justify-center rounded-md border border-line hover:bg-lavender"
                      aria-label={`Decrease quantity of ${item.name}`}
                    >
                      <Minus className="size-4" aria-hidden="true" />
                    </button>
                    <span className="min-w-8 text-center font-semibold" aria-live="polite" data-quantity="">
                      {item.quantity}
                    </span>
                    <button
                      type="button"
                      onClick={() => quote.setQuantity(item.id, item.quantity + 1)}
                      className="inline-flex size-9 items-center justify-center rounded-md border border-line hover:bg-lavender"
                      aria-label={`Increase quantity of ${item.name}`}
                    >
                      <Plus className="size-4" aria-hidden="true" />
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}

          <div className="border-t border-line px-5 py-4">
            <dl className="grid gap-1 text-sm">
              <div className="flex justify-between">
                <dt className="text-muted">Items</dt>
                <dd className="font-semibold" data-total-items="">{quote.totalItems}</dd>
              </div>
              {quote.showPrices ? (
                <>
                  {quote.totalDiscount > 0 ? (
                    <div className="flex justify-between">
                      <dt className="text-muted">Discount</dt>
                      <dd className="font-semibold text-success">-{formatRand(quote.totalDiscount)}</dd>
                    </div>
                  ) : null}
                  <div className="flex justify-between text-base">
                    <dt className="font-bold text-navy">Estimated total</dt>
                    <dd className="font-extrabold text-navy" data-total-price="">{formatRand(quote.totalPrice)}</dd>
                  </div>
                </>
              ) : null}
            </dl>
            <p className="mt-2 text-xs text-muted">An estimate only: delivery is quoted separately and added to the final quote.</p>
            <div className="mt-4 grid gap-2">
              <Button asChild variant="primary" size="lg" className="w-full">
                <Link to="/quote-request">Request Quote</Link>
              </Button>
              {quote.items.length > 0 ? (
                <Button type="button" variant="ghost" onClick={quote.clear}>
                  Clear quote
                </Button>
              ) : null}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
