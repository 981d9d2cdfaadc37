// The "Your Quote" sheet of the quote drawer (quote-drawer.tsx): lines with
// quantity up and down, remove, totals and the way on to /quote-request. A
// module of its own, loaded when the visitor first reaches for the button,
// so catalogue pages do not load the dialog's code on their first load.
import { Download, Loader2, Minus, Plus, ShoppingBag, Trash2, X } from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import { QUOTE_PAGE } from "#app/features/quotes/builder/quote-page.ts";
import { saveWithLink } from "#app/features/quotes/request/quote-request-services.ts";
import { type QuoteSnapshot, getQuote, quoteActions } from "#app/features/quotes/builder/quote-store.ts";
import { notify } from "#app/ui/toast/toast.ts";
import { Button } from "#app/ui/button.tsx";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "#app/ui/sheet.tsx";
import { DEFAULT_HOURS, MAX_HOURS, MIN_HOURS, peopleTimesHours } from "#app/features/quotes/event-pricing.ts";
import { formatDiscount, formatRand } from "#app/features/catalogue/index.ts";
import { type QuoteItem, formatPrice } from "#app/features/quotes/quote.ts";
import {
  type QuoteToast,
  drawerDownloadFailedToast,
  quoteDownloadedToast,
} from "#app/features/quotes/quote-messages.ts";
import { quotePdfFileName } from "#app/features/quotes/request/quote-request.ts";
import { fetchEstimatePdf } from "#app/features/quotes/builder/quotes-client.ts";
import { toastLimits } from "#app/ui/toast/toast-policy.ts";

const stepButtonClass =
  "inline-flex size-9 items-center justify-center rounded-md border border-line hover:bg-lavender";

function QuoteLine({
  item,
  showPrices,
  onRemoved,
}: {
  item: QuoteItem;
  showPrices: boolean;
  /** Called just before the line goes away, so focus can stay in the sheet. */
  onRemoved: () => void;
}) {
  return (
    <li className="py-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-navy">{item.name}</p>
          <p className="text-sm text-muted">
            {showPrices ? formatPrice(item.price, item.hourlyRate) : "Request Quote"}
            {item.hourlyRate ? (
              <span className="ml-2 rounded bg-lavender px-1.5 py-0.5 text-xs font-semibold text-brand">per hour</span>
            ) : null}
            {item.discountPercentage ? (
              <span className="ml-2 rounded bg-amber-light px-1.5 py-0.5 text-xs font-semibold text-ink">
                {formatDiscount(item.discountPercentage)}
              </span>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-muted hover:bg-lavender hover:text-red-700"
          aria-label={`Remove ${item.name}`}
          onClick={() => {
            onRemoved();
            quoteActions.remove(item.id);
          }}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="mt-2 flex items-center gap-2" role="group" aria-label={`Quantity of ${item.name}`}>
        <button
          type="button"
          className={stepButtonClass}
          aria-label={`Decrease quantity of ${item.name}`}
          onClick={() => {
            // Below 1 the line is removed.
            if (item.quantity <= 1) onRemoved();
            quoteActions.setQuantity(item.id, item.quantity - 1);
          }}
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <span className="min-w-8 text-center font-semibold" aria-live="polite">
          {item.quantity}
        </span>
        <button
          type="button"
          className={stepButtonClass}
          aria-label={`Increase quantity of ${item.name}`}
          onClick={() => quoteActions.setQuantity(item.id, item.quantity + 1)}
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
      {item.hourlyRate ? <HoursStepper item={item} /> : null}
    </li>
  );
}

/** Hours each person on an hourly line is booked: "2 people × 5 hours". */
function HoursStepper({ item }: { item: QuoteItem }) {
  const hours = item.hours ?? DEFAULT_HOURS;
  return (
    <div className="mt-2 flex items-center gap-2" role="group" aria-label={`Hours of ${item.name}`}>
      <button
        type="button"
        className={stepButtonClass}
        aria-label={`Decrease hours of ${item.name}`}
        disabled={hours <= MIN_HOURS}
        onClick={() => quoteActions.setHours(item.id, hours - 1)}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <span className="min-w-8 text-center font-semibold" aria-live="polite">
        {hours}
      </span>
      <button
        type="button"
        className={stepButtonClass}
        aria-label={`Increase hours of ${item.name}`}
        disabled={hours >= MAX_HOURS}
        onClick={() => quoteActions.setHours(item.id, hours + 1)}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
      <span className="text-sm text-muted">
        {hours === 1 ? "hour" : "hours"} each: {peopleTimesHours(item.quantity, hours)}
      </span>
    </div>
  );
}

function QuoteTotals({ quote }: { quote: QuoteSnapshot }) {
  return (
    <dl className="grid gap-1 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted">Items</dt>
        <dd className="font-semibold">{quote.totalItems}</dd>
      </div>
      {quote.showPrices && quote.totalDiscount > 0 ? (
        <div className="flex justify-between">
          <dt className="text-muted">Discount</dt>
          <dd className="font-semibold text-success">-{formatRand(quote.totalDiscount)}</dd>
        </div>
      ) : null}
      {quote.showPrices ? (
        <div className="flex justify-between text-base">
          <dt className="font-bold text-navy">Estimated total (excl. VAT)</dt>
          <dd className="font-extrabold text-navy">{formatRand(quote.totalPrice)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

export interface QuoteSheetProps {
  quote: QuoteSnapshot;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet: focus goes back to it when the sheet closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

/** Answers to the visitor's own action: 3000 ms, as on the quote page. */
function toast(message: QuoteToast) {
  notify({ ...message, duration: toastLimits.formActionDurationMs });
}

/** Download Quote: the selection as a PDF estimate under its quote number; the stage and the sheet stay. */
function useEstimateDownload() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (downloading) return;
    const { quoteNumber, items } = getQuote();
    setDownloading(true);
    const pdf = await fetchEstimatePdf(quoteNumber, items);
    setDownloading(false);
    if (!pdf) {
      toast(drawerDownloadFailedToast);
      return;
    }
    saveWithLink(pdf, quotePdfFileName(quoteNumber));
    toast(quoteDownloadedToast);
  };
  return { downloading, download };
}

export default function QuoteSheet({ quote, open, onOpenChange, opener }: QuoteSheetProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const { downloading, download } = useEstimateDownload();
  // A line or the Clear button that goes away takes the focus with it: keep it in the sheet.
  const keepFocus = () => closeButton.current?.focus();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Your Quote</SheetTitle>
          <SheetClose ref={closeButton} className="rounded-md p-2 text-ink hover:bg-lavender" aria-label="Close">
            <X className="size-5" aria-hidden="true" />
          </SheetClose>
        </SheetHeader>
        <SheetDescription className="sr-only">
          The equipment and services you have selected, with quantities you can change.
        </SheetDescription>

        {quote.items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
            <ShoppingBag className="size-10 text-brand-light" aria-hidden="true" />
            <p className="font-semibold text-navy">Your quote is empty</p>
            <p className="text-sm text-muted">
              Add speakers, microphones, bundles or crew from the catalogue and they will appear here.
            </p>
          </div>
        ) : (
          <ul className="flex-1 divide-y divide-line overflow-y-auto px-5" aria-label="Quote items">
            {quote.items.map((item) => (
              <QuoteLine key={item.id} item={item} showPrices={quote.showPrices} onRemoved={keepFocus} />
            ))}
          </ul>
        )}

        <SheetFooter>
          <QuoteTotals quote={quote} />
          <p className="mt-2 text-xs text-muted">
            An estimate only: delivery is quoted separately and added to the final quote.
          </p>
          <div className="mt-4 grid gap-2">
            <Button asChild variant="primary" size="lg" className="w-full">
              <a href={QUOTE_PAGE}>Request Quote</a>
            </Button>
            {quote.items.length > 0 ? (
              <Button type="button" variant="outline" disabled={downloading} onClick={() => void download()}>
                {downloading ? (
                  <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : (
                  <Download aria-hidden="true" />
                )}
                Download Quote
              </Button>
            ) : null}
            {quote.items.length > 0 ? (
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  keepFocus();
                  quoteActions.clear();
                }}
              >
                Clear quote
              </Button>
            ) : null}
          </div>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
