// The summary and success stages of /quote-request: the event, the priced
// lines (people x hours, the delivery estimate), VAT totals, expiry, notes,
// suggested add-ons, the visitor's four decisions (Accept Quote leads to the
// quote's own page to sign: issue 32), the PDF download and a
// WhatsApp link; then the thank-you panel, and the 'meet you halfway' dialog that
// 'I'm Okay (No Quote)' opens. Links are plain <a>: these render inside the
// quote page island, outside React Router. The table of lines and totals and
// the decision buttons are their own modules beside this one.
import { CheckCircle2 } from "lucide-react";
import { Button } from "#app/ui/button.tsx";
import { WhatsAppIcon } from "#app/ui/whatsapp-link.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "#app/ui/dialog.tsx";
import { business, telHref } from "#app/platform/business.ts";
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { SummaryTable } from "#app/features/quotes/summary/quote-summary-table.tsx";
import { DecisionButtons, type DecisionButtonsProps } from "#app/features/quotes/summary/quote-decision-buttons.tsx";
import { quoteNotes, quoteStatement } from "#app/features/quotes/quote-statement.ts";
import { companyWhatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";

import { type SuggestedAddOn, addOnsToSuggest } from "#app/features/quotes/summary/suggested-add-ons.ts";

export type { SuggestedAddOn } from "#app/features/quotes/summary/suggested-add-ons.ts";

export interface QuoteSummaryProps extends DecisionButtonsProps {
  quote: QuoteDocument;
  /** The add-ons the page offers; the summary shows the first three the quote does not hold. */
  suggestedAddOns: readonly SuggestedAddOn[];
  /** The server's answer when staff sent a newer version since: the visitor reviews it on the quote's page. */
  changedMessage?: string | null;
  /** The server's answer when the quote has expired: the visitor is asked to request a fresh one. */
  expiredMessage?: string | null;
  onRequestFresh?: () => void;
  /** The quote's live page (/q/<token>) once the server has made the quote; absent for a local estimate. */
  liveUrl?: string;
  /** Lines ("type:id") short on the quote's dates: they say so, with no number (decision 044). */
  limitedLines?: ReadonlySet<string>;
}

/** The event, delivery, validity and company as the quote states them (the same rows as the PDF). */
function QuoteFacts({ quote }: { quote: QuoteDocument }) {
  const statement = quoteStatement(quote, { withCustomer: true });
  // The quote number and issue date are shown above; the customer rows after the name are the company's.
  const rows = [
    ...statement.details.filter((row) => row.label !== "Quote number" && row.label !== "Date"),
    ...statement.customer.filter((row) => row.label === "Company" || row.label === "VAT number"),
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-2xl bg-lavender p-5 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="font-semibold text-navy">{row.label}</dt>
          <dd className="text-ink">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The quote's own page (for a quote the server made) and the WhatsApp link that names it. */
function QuoteLinks({ quote, liveUrl }: { quote: QuoteDocument; liveUrl?: string }) {
  return (
    <>
      {liveUrl ? (
        <p className="mt-4 rounded-xl border border-brand/30 bg-white p-4 text-sm">
          <span className="block font-semibold text-navy">Your quote has its own page</span>
          Come back to it any time to accept it, decline it or ask us for changes:{" "}
          <a href={liveUrl} className="font-semibold break-all text-brand underline underline-offset-4">
            {liveUrl}
          </a>
        </p>
      ) : null}
      <p className="mt-4">
        <a
          href={companyWhatsAppLink(whatsAppMessages.quote(quote.quoteNumber, quote.eventDate, liveUrl))}
          className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
          target="_blank"
          rel="noopener noreferrer"
        >
          <WhatsAppIcon className="size-5" />
          Ask about this quote on WhatsApp<span className="sr-only"> (opens WhatsApp)</span>
        </a>
      </p>
    </>
  );
}

/** Why a decision was refused: the quote expired (a fresh one is offered) or staff sent a newer version. */
function RefusalNotices({
  expiredMessage,
  onRequestFresh,
  changedMessage,
  liveUrl,
}: Pick<QuoteSummaryProps, "expiredMessage" | "onRequestFresh" | "changedMessage" | "liveUrl">) {
  return (
    <>
      {expiredMessage ? (
        <div role="alert" className="mt-6 rounded-xl border border-amber-300 bg-amber-light p-4 text-ink">
          <p>{expiredMessage}</p>
          {onRequestFresh ? (
            <Button type="button" variant="brand" className="mt-3" onClick={onRequestFresh}>
              Request a fresh quote
            </Button>
          ) : null}
        </div>
      ) : null}

      {changedMessage ? (
        <div role="alert" className="mt-6 rounded-xl border border-amber-300 bg-amber-light p-4 text-ink">
          <p>{changedMessage}</p>
          {liveUrl ? (
            <a href={liveUrl} className="mt-2 inline-block font-semibold text-brand underline underline-offset-4">
              Open your quote&rsquo;s page
            </a>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function SuggestedAddOns({ addOns }: { addOns: readonly SuggestedAddOn[] }) {
  return (
    <aside aria-labelledby="suggested-heading" className="h-fit rounded-2xl bg-lavender p-6">
      <h2 id="suggested-heading" className="text-lg font-bold text-navy">
        Suggested add-ons
      </h2>
      <p className="mt-1 text-sm text-muted">
        Popular extras with this kind of booking. Ask us to include any of them.
      </p>
      <ul className="mt-4 grid gap-4">
        {addOns.map((addOn) => (
          <li key={addOn.id} className="rounded-xl bg-white p-4">
            <p className="font-semibold text-navy">{addOn.name}</p>
            <p className="text-sm font-bold text-brand">
              {addOn.price} <span className="text-xs font-semibold text-muted">excl. VAT</span>
            </p>
            <a
              href={`/catalogue/add-ons#${addOn.id}`}
              className="mt-1 inline-block text-sm font-semibold text-brand hover:underline"
            >
              View details<span className="sr-only"> of {addOn.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The summary stage for one quote. */
export function QuoteSummary({
  quote,
  suggestedAddOns,
  expiredMessage = null,
  onRequestFresh,
  liveUrl,
  limitedLines,
  changedMessage = null,
  ...decisions
}: QuoteSummaryProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 className="text-2xl font-extrabold text-navy">Your quote</h2>
          <p className="text-sm text-muted">
            Quote number <span className="font-bold text-navy">{quote.quoteNumber}</span>
          </p>
        </div>
        <QuoteFacts quote={quote} />
        <SummaryTable quote={quote} limitedLines={limitedLines} />
        <ul className="mt-4 grid gap-1 text-sm text-muted">
          {quoteNotes(quote).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        <QuoteLinks quote={quote} liveUrl={liveUrl} />
        <RefusalNotices
          expiredMessage={expiredMessage}
          onRequestFresh={onRequestFresh}
          changedMessage={changedMessage}
          liveUrl={liveUrl}
        />
        <DecisionButtons {...decisions} />
      </div>

      <SuggestedAddOns addOns={addOnsToSuggest(suggestedAddOns, quote.lines)} />
    </div>
  );
}

/** The success stage. */
export function QuoteSuccess({ quoteNumber }: { quoteNumber: string }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-green-200 bg-green-50 p-8 text-center">
      <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
      <p className="mt-4 text-2xl font-extrabold text-navy">Thank You!</p>
      <p className="mt-2 text-ink">
        Your quote number is <strong>{quoteNumber}</strong>. Keep it handy if you call us on{" "}
        <a href={telHref} className="font-semibold text-brand underline">
          {business.phone.display}
        </a>
        .
      </p>
      <Button asChild variant="brand" size="lg" className="mt-6">
        <a href="/catalogue">Continue Browsing Catalogue</a>
      </Button>
    </div>
  );
}

/**
 * Shown after 'I'm Okay (No Quote)'. Closing it (its button, Esc or a click
 * outside) calls onClose, which finishes the quote; focus is then the page's
 * to place, since the button that opened it is gone.
 */
export function HalfwayDialog({
  open,
  quoteNumber,
  onClose,
}: {
  open: boolean;
  quoteNumber: string;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent showCloseButton={false} onCloseAutoFocus={(event) => event.preventDefault()}>
        <DialogTitle>We can try to meet you halfway!</DialogTitle>
        <DialogDescription>
          If the price is what is holding you back, call us on {business.phone.display} and mention quote{" "}
          <strong>{quoteNumber}</strong>. We will look at the equipment, the hours and the date with you and find a
          version that fits your budget.
        </DialogDescription>
        <DialogClose asChild>
          <Button type="button" variant="brand" className="mt-2 w-full">
            Close
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
