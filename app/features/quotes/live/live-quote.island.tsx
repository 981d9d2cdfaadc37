// The live quote page's interactive part (/q/<token>): the quote's status and
// history, and the customer's three forms: accept (typed name as signature and
// the hire terms), ask for changes (per line and/or "meet you halfway"), and
// decline with a reason. Each form is a plain POST to the page, which renders
// the answer without JavaScript; hydrated, the island checks the form with the
// same schema (Conform's parse), sends it to /q/<token>/decisions and shows the
// spec's toast and the new status in place. Every form names the version the
// page shows (quoteVersion): when staff have sent a newer one meanwhile, the
// decision is refused (409) and the customer is asked to review it. After an
// acceptance the page is loaded afresh, so the deposit and how to pay it show.
import { useId } from "react";
import { island } from "#app/platform/islands/island.tsx";
import type { LiveQuoteView } from "#app/features/quotes/live/live-quote-view.ts";
import { DecisionAnswer, QuoteStatusSection } from "#app/features/quotes/live/live-quote-panels.tsx";
import {
  AcceptForm,
  ChangeRequestForm,
  DeclineForm,
  UndecidedForm,
} from "#app/features/quotes/live/live-quote-forms.tsx";
import { type LiveQuoteResult, useLiveQuoteDecisions } from "#app/features/quotes/live/use-live-quote-decisions.ts";

export { type LiveQuoteResult, pageLoader } from "#app/features/quotes/live/use-live-quote-decisions.ts";

export type LiveQuoteProps = {
  view: LiveQuoteView;
  /** The page's own path, where the forms post. */
  pagePath: string;
  /** A fresh key for this page's forms: the same form sent twice records once. */
  submissionKey: string;
  /** The answer to a post without JavaScript, if this page is one (or the acceptance just made, after it). */
  result?: LiveQuoteResult | null;
};

export default function LiveQuote({ view: initialView, pagePath, submissionKey, result }: LiveQuoteProps) {
  const id = useId();
  const { view, answer, invalid, pending, formKey, submit } = useLiveQuoteDecisions({
    initialView,
    pagePath,
    submissionKey,
    result,
  });
  // The version the server drew this page with: every form decides on it, never on one fetched since.
  const forms = { id, pagePath, formKey, shownVersion: initialView.version, pending, invalid, submit };
  // A hidden field refused (a page kept open too long, a tampered post): said above the forms.
  const hiddenFieldError = invalid
    ? (invalid.fieldErrors.quoteVersion ?? invalid.fieldErrors.submissionKey)
    : undefined;

  return (
    <div className="grid gap-8">
      <QuoteStatusSection id={id} view={view} />

      <DecisionAnswer
        answer={answer}
        quoteNumber={view.quoteNumber}
        pagePath={pagePath}
        hiddenFieldError={hiddenFieldError}
      />

      {view.open ? (
        <>
          <AcceptForm forms={forms} />
          <ChangeRequestForm forms={forms} lines={view.lines} />
          <DeclineForm forms={forms} />
          <UndecidedForm forms={forms} />
        </>
      ) : null}
    </div>
  );
}

/** Hydrated at once: the forms are the page's main job. */
export const LiveQuoteIsland = island("live-quote", LiveQuote, { hydrate: "load" });
