// The quote page's basket without JavaScript (decision 066): each line with
// its quantity (and hours, for personnel by the hour) and Remove, every
// change a form post to the page; and the thank-you once the request is
// stored. The island draws these in its server render, before the browser's
// own quote is read (and for good without JavaScript).
import { CheckCircle2 } from "lucide-react";
import { business, telHref } from "#app/platform/business.ts";
import { Button } from "#app/ui/button.tsx";
import { MAX_QUANTITY } from "#app/features/quotes/quote-pricing.ts";
import { MAX_HOURS, MIN_HOURS } from "#app/features/quotes/event-pricing.ts";
import { selectionCountLabel } from "#app/features/quotes/request/quote-request.ts";
import type { BasketViewLine, ServerBasket } from "#app/features/quotes/basket/basket-view.ts";

const QUOTE_PAGE = "/quote-request";
const inputClass = "mt-1 block w-20 rounded-lg border border-slate-400 bg-white px-2 py-2 text-base text-ink";

function LineFields({ line }: { line: BasketViewLine }) {
  return (
    <>
      <input type="hidden" name="type" value={line.type} />
      <input type="hidden" name="id" value={line.id} />
    </>
  );
}

function BasketLineItem({ line }: { line: BasketViewLine }) {
  const fieldId = `basket-${line.type}-${line.id}`;
  return (
    <li className="grid gap-2 border-b border-line py-3 last:border-b-0">
      <p className="font-semibold text-navy">
        {line.name}
        <span className="block text-sm font-normal text-muted">
          {line.kindLabel} · {line.priceLabel}
        </span>
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <form method="post" action={QUOTE_PAGE} className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="update" />
          <LineFields line={line} />
          <label className="text-sm font-semibold text-navy" htmlFor={`${fieldId}-quantity`}>
            {line.hours === undefined ? "Quantity" : "People"}
            <input
              id={`${fieldId}-quantity`}
              name="quantity"
              type="number"
              autoComplete="off"
              inputMode="numeric"
              min={0}
              max={MAX_QUANTITY}
              defaultValue={line.quantity}
              className={inputClass}
            />
          </label>
          {line.hours === undefined ? null : (
            <label className="text-sm font-semibold text-navy" htmlFor={`${fieldId}-hours`}>
              Hours each
              <input
                id={`${fieldId}-hours`}
                name="hours"
                type="number"
                autoComplete="off"
                inputMode="numeric"
                min={MIN_HOURS}
                max={MAX_HOURS}
                defaultValue={line.hours}
                className={inputClass}
              />
            </label>
          )}
          <Button type="submit" variant="outline" size="sm" aria-label={`Update ${line.name}`}>
            Update
          </Button>
        </form>
        <form method="post" action={QUOTE_PAGE}>
          <input type="hidden" name="intent" value="remove" />
          <LineFields line={line} />
          <Button type="submit" variant="ghost" size="sm" aria-label={`Remove ${line.name}`}>
            Remove
          </Button>
        </form>
      </div>
    </li>
  );
}

/** The basket beside the form: its lines, each changed by a form post. */
export function BasketPanel({ basket }: { basket: ServerBasket }) {
  return (
    <aside id="quote-basket" aria-labelledby="basket-heading" className="h-fit rounded-2xl bg-lavender p-6">
      <h2 id="basket-heading" className="text-xl font-bold text-navy">
        Your Selection
      </h2>
      <p className="mt-2 text-3xl font-extrabold text-brand">{selectionCountLabel(basket.totalItems)}</p>
      {basket.notice ? (
        <p role="alert" className="mt-3 rounded-lg bg-amber-light p-3 text-sm text-ink">
          {basket.notice}
        </p>
      ) : null}
      {basket.lines.length > 0 ? (
        <ul className="mt-4">
          {basket.lines.map((line) => (
            <BasketLineItem key={`${line.type}-${line.id}`} line={line} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink">Your quote is empty. Add equipment from the catalogue first.</p>
      )}
      <a href="/catalogue" className="mt-5 inline-block text-sm font-semibold text-brand hover:underline">
        Add more from the catalogue
      </a>
    </aside>
  );
}

/** The thank-you once a request sent without JavaScript is stored, with the way to its live page. */
export function BasketQuoteSent({ quoteNumber, liveUrl }: { quoteNumber: string; liveUrl?: string }) {
  return (
    <div
      id="quote-sent"
      role="status"
      tabIndex={-1}
      className="mx-auto max-w-xl rounded-2xl border border-green-200 bg-green-50 p-8 text-center"
    >
      <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
      <p className="mt-4 text-2xl font-extrabold text-navy">Thank You!</p>
      <p className="mt-2 text-ink">
        Your quote number is <strong>{quoteNumber}</strong>. Keep it handy if you call us on{" "}
        <a href={telHref} className="font-semibold text-brand underline">
          {business.phone.display}
        </a>
        .
      </p>
      {liveUrl ? (
        <Button asChild variant="brand" size="lg" className="mt-6">
          <a href={liveUrl}>View your quote</a>
        </Button>
      ) : null}
      <a href="/catalogue" className="mt-4 block font-semibold text-brand underline">
        Continue Browsing Catalogue
      </a>
    </div>
  );
}
