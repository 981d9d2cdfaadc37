// The live quote page's panels that hold no state: the status with its history and
// the PDF, and the answer to the customer's last decision (or why it was refused).
import { CheckCircle2, CircleAlert, Download } from "lucide-react";
import type { ReactNode } from "react";
import { changeRequestToast, MEET_HALFWAY } from "#app/features/quotes/live/live-quote.ts";
import type { LiveQuoteView } from "#app/features/quotes/live/live-quote-view.ts";
import { type QuoteToast, decisionSuccessToasts } from "#app/features/quotes/quote-messages.ts";
import type { LiveQuoteResult } from "#app/features/quotes/live/use-live-quote-decisions.ts";

/** Where the island sends the customer once they have accepted: the page again, at the deposit. */
export function acceptedPath(pagePath: string): string {
  return `${pagePath}?accepted#deposit`;
}

export function successToast(requestType: string): QuoteToast {
  if (
    requestType === "accept" ||
    requestType === "decline" ||
    requestType === "discount" ||
    requestType === "undecided"
  ) {
    return decisionSuccessToasts[requestType];
  }
  return changeRequestToast;
}

function Panel({ tone, children }: { tone: "good" | "warn"; children: ReactNode }) {
  const Icon = tone === "good" ? CheckCircle2 : CircleAlert;
  return (
    <div
      role="status"
      className={`flex gap-3 rounded-2xl border p-5 ${tone === "good" ? "border-green-200 bg-green-50" : "border-amber-200 bg-amber-50"}`}
    >
      <Icon className={`size-6 shrink-0 ${tone === "good" ? "text-success" : "text-amber-700"}`} aria-hidden="true" />
      <div className="text-ink">{children}</div>
    </div>
  );
}

/** The quote's status, its history and the PDF download. */
export function QuoteStatusSection({ id, view }: { id: string; view: LiveQuoteView }) {
  return (
    <section aria-labelledby={`${id}-status`} className="rounded-2xl border border-line p-5">
      <h2 id={`${id}-status`} className="text-lg font-bold text-navy">
        Status: <span data-quote-status={view.status}>{view.statusLabel}</span>
      </h2>
      {view.expiredMessage ? <p className="mt-2 text-ink">{view.expiredMessage}</p> : null}
      <h3 className="mt-4 font-semibold text-navy">History</h3>
      {view.history.length === 0 ? (
        <p className="mt-1 text-sm text-muted">Nothing yet.</p>
      ) : (
        <ol className="mt-2 grid gap-2 text-sm">
          {view.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <time dateTime={entry.at} className="font-semibold text-navy">
                {entry.when}
              </time>
              : {entry.text}
              {entry.details.length > 0 ? (
                <ul className="ml-5 list-disc text-muted">
                  {entry.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <p className="mt-4">
        <a
          href={view.pdfPath}
          className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
        >
          <Download className="size-4" aria-hidden="true" />
          Download the quote (PDF)
        </a>
      </p>
    </section>
  );
}

/** What the customer's last decision came to: recorded (with the next step), refused, or a form fault. */
export function DecisionAnswer({
  answer,
  quoteNumber,
  pagePath,
  hiddenFieldError,
}: {
  answer: LiveQuoteResult | null;
  quoteNumber: string;
  pagePath: string;
  hiddenFieldError?: string;
}) {
  return (
    <>
      {answer?.status === "recorded" && answer.requestType === "undecided" ? (
        <Panel tone="good">
          <p className="font-bold">{MEET_HALFWAY}</p>
          <p>
            Quote {quoteNumber} stays open until it expires. Tell us what would work for you: ask for changes below,
            call us, or chat on WhatsApp.
          </p>
        </Panel>
      ) : answer?.status === "recorded" ? (
        <Panel tone="good">
          <p className="font-bold">{successToast(answer.requestType).title}</p>
          {successToast(answer.requestType).description ? <p>{successToast(answer.requestType).description}</p> : null}
          {answer.requestType === "accept" ? (
            // The deposit and banking details are rendered with the page: this loads it afresh (decision 040).
            <p className="mt-2">
              <a href={acceptedPath(pagePath)} className="font-semibold text-brand underline underline-offset-4">
                See the deposit due and how to pay it
              </a>
            </p>
          ) : null}
        </Panel>
      ) : null}
      {answer?.status === "refused" ? (
        <Panel tone="warn">
          <p>{answer.message}</p>
          {answer.currentVersion ? (
            // The page as it is now: the new version, what changed and forms that decide on it.
            <p className="mt-2">
              <a href={pagePath} className="font-semibold text-brand underline underline-offset-4">
                Review version {answer.currentVersion}
              </a>
            </p>
          ) : null}
        </Panel>
      ) : null}
      {hiddenFieldError ? (
        <Panel tone="warn">
          <p>{hiddenFieldError}</p>
        </Panel>
      ) : null}
    </>
  );
}
