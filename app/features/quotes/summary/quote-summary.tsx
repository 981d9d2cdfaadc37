// The summary and success stages of /quote-request: the event, the priced
// lines (people x hours, the delivery estimate), VAT totals, expiry, notes,
// suggested add-ons, the visitor's four decisions (Accept Quote leads to the
// quote's own page to sign: issue 32), the PDF download and a
// WhatsApp link; then the thank-you panel, and the 'meet you halfway' dialog that
// 'I'm Okay (No Quote)' opens. Links are plain <a>: these render inside the
// quote page island, outside React Router.
import { CheckCircle2, Download, Loader2, Mail } from "lucide-react";
import { Button } from "#app/ui/button.tsx";
import { WhatsAppIcon } from "#app/ui/whatsapp-link.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "#app/ui/dialog.tsx";
import { business, telHref } from "#app/platform/business.ts";
import { LIMITED_AVAILABILITY_TEXT } from "#app/features/catalogue/index.ts";
import type { QuoteDocument, QuoteRequestType } from "#app/features/quotes/quote-document.ts";
import { summaryLineView, summaryTotalsView } from "#app/features/quotes/summary/quote-summary-view.ts";
import { quoteNotes, quoteStatement } from "#app/features/quotes/quote-statement.ts";
import { companyWhatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";

/** An add-on the summary suggests, as the page hands it to the island (plain data). */
export interface SuggestedAddOn {
  id: string;
  name: string;
  /** 'R75.00', as the catalogue shows it. */
  price: string;
}

/** The decisions taken here in one press; Accept Quote is a link to the signature step. */
const actions: {
  type: Exclude<QuoteRequestType, "accept">;
  label: string;
  variant: "brand" | "outline" | "ghost" | "primary";
}[] = [
  { type: "discount", label: "Request Discount", variant: "brand" },
  { type: "decline", label: "Decline Quote", variant: "outline" },
  { type: "undecided", label: "I'm Okay (No Quote)", variant: "ghost" },
];

const spinnerClass = "animate-spin motion-reduce:animate-none";

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
      <td className="px-4 py-3 text-right">{view.unitPrice}</td>
      <td className="px-4 py-3 text-right">{view.quantity}</td>
      <td className="px-4 py-3 text-right font-semibold">{view.lineTotal}</td>
    </tr>
  );
}

export interface QuoteSummaryProps {
  quote: QuoteDocument;
  suggestedAddOns: readonly SuggestedAddOn[];
  /** The decision on its way, if any: every decision waits while one is. */
  pending: QuoteRequestType | null;
  /**
   * The live page's signature step (/q/<token>#accept), where Accept Quote
   * leads: accepting needs the typed name and the hire terms. Absent for a
   * local estimate (nothing to accept on the server).
   */
  acceptPath?: string;
  /** Accept Quote pressed: false keeps the visitor here (no quote on the server to accept). */
  onAccept: () => boolean;
  /** The server's answer when staff sent a newer version since: the visitor reviews it on the quote's page. */
  changedMessage?: string | null;
  downloading: boolean;
  /** "Email My Quote" is on its way. */
  emailing: boolean;
  onDecide: (requestType: Exclude<QuoteRequestType, "accept">) => void;
  onDownload: () => void;
  onEmail: () => void;
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

/** The summary stage for one quote. */
export function QuoteSummary({
  quote,
  suggestedAddOns,
  pending,
  downloading,
  emailing,
  onDecide,
  onDownload,
  onEmail,
  expiredMessage = null,
  onRequestFresh,
  liveUrl,
  limitedLines,
  acceptPath,
  onAccept,
  changedMessage = null,
}: QuoteSummaryProps) {
  const totals = summaryTotalsView(quote);
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
        <div className="mt-4 overflow-x-auto rounded-2xl border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{totals.caption}</caption>
            <thead className="bg-lavender text-navy">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Item
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Unit price (excl. VAT)
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Qty
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Total (excl. VAT)
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
              {totals.delivery ? (
                <tr>
                  <th scope="row" className="px-4 py-3 font-semibold text-navy">
                    {totals.delivery.label}
                    <span className="ml-2 rounded bg-amber-light px-1.5 py-0.5 text-xs font-semibold text-ink">
                      estimate
                    </span>
                    <span className="block text-xs font-normal text-muted">{totals.delivery.zone} zone</span>
                  </th>
                  <td className="px-4 py-3 text-right">{totals.delivery.fee}</td>
                  <td className="px-4 py-3 text-right">1</td>
                  <td className="px-4 py-3 text-right font-semibold">{totals.delivery.fee}</td>
                </tr>
              ) : null}
            </tbody>
            <tfoot className="border-t-2 border-line">
              {totals.discount ? (
                <tr>
                  <th scope="row" colSpan={3} className="px-4 py-2 text-right font-medium text-muted">
                    Total discount
                  </th>
                  <td className="px-4 py-2 text-right font-semibold text-success">{totals.discount}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row" colSpan={3} className="px-4 py-2 text-right font-medium text-muted">
                  {totals.subtotalLabel}
                </th>
                <td className="px-4 py-2 text-right font-semibold">{totals.subtotal}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3} className="px-4 py-2 text-right font-medium text-muted">
                  {totals.vatLabel}
                </th>
                <td className="px-4 py-2 text-right font-semibold">{totals.vat}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3} className="px-4 py-3 text-right text-base font-bold text-navy">
                  {totals.totalLabel}
                </th>
                <td className="px-4 py-3 text-right text-base font-extrabold text-navy">{totals.total}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <ul className="mt-4 grid gap-1 text-sm text-muted">
          {quoteNotes(quote).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
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

        <div className="mt-8 flex flex-wrap gap-3" role="group" aria-label="Your decision" aria-busy={pending !== null}>
          {pending !== null ? (
            <Button type="button" variant="primary" size="lg" disabled>
              <Loader2 className={spinnerClass} aria-hidden="true" />
              Accept Quote
            </Button>
          ) : (
            // A link, so it works as one (open in a new tab, keyboard), to the step where the customer signs.
            <Button asChild variant="primary" size="lg">
              <a
                href={acceptPath ?? "#"}
                onClick={(event) => {
                  if (!onAccept()) event.preventDefault();
                }}
              >
                Accept Quote
              </a>
            </Button>
          )}
          {actions.map((action) => (
            <Button
              key={action.type}
              type="button"
              variant={action.variant}
              size="lg"
              disabled={pending !== null}
              onClick={() => onDecide(action.type)}
            >
              {/* While any decision is on its way, all four wait and show the spinner (spec section 4). */}
              {pending !== null ? <Loader2 className={spinnerClass} aria-hidden="true" /> : null}
              {action.label}
            </Button>
          ))}
          <Button type="button" variant="link" size="lg" disabled={downloading} onClick={onDownload}>
            {downloading ? <Loader2 className={spinnerClass} aria-hidden="true" /> : <Download aria-hidden="true" />}
            Download Quote
          </Button>
          <Button type="button" variant="link" size="lg" disabled={emailing} onClick={onEmail}>
            {emailing ? <Loader2 className={spinnerClass} aria-hidden="true" /> : <Mail aria-hidden="true" />}
            Email My Quote
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
          {suggestedAddOns.map((addOn) => (
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
