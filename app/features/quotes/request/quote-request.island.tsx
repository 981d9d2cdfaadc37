// The quote page (spec section 2) as an island: the contact form, then the
// summary of the quote the server priced (or the visitor's own estimate when
// the team could not be told), the visitor's decision and the thank-you
// stage. The quote itself is the visitor's, from the shared quote store; the
// server and hydration see no quote yet, so they render the form stage with
// an empty selection, and the stored quote shows right after. Without
// JavaScript the page says it needs it and offers the phone and the contact form.
import { Suspense, useContext } from "react";
import { island } from "#app/platform/islands/island.tsx";
import { QuotePageServicesContext } from "#app/features/quotes/request/quote-request-services.ts";
import { QuoteContactForm } from "#app/features/quotes/request/quote-contact-form.tsx";
import { JavaScriptNeededNote, SelectionSummary } from "#app/features/quotes/request/quote-request-parts.tsx";
import { DEFAULT_RETENTION, formPrivacyNotice, type RetentionPolicy } from "#app/features/privacy/index.ts";
import type { SuggestedAddOn } from "#app/features/quotes/summary/quote-summary.tsx";
import { PageHero } from "#app/features/site/components.tsx";
import { QUOTE_FORM_INTRO, QUOTE_STAGES } from "#app/features/quotes/request/quote-request.ts";
import { HalfwayDialog, QuoteSuccess, QuoteSummary } from "#app/features/quotes/request/summary-stages.ts";
import { type QuotePageState, useQuoteRequest } from "#app/features/quotes/request/use-quote-request.ts";

/** The live page's signature step, on this site (the live link names the public site's address). */
function acceptPathOf(liveUrl: string): string {
  return `${new URL(liveUrl).pathname}#accept`;
}

export type QuoteRequestPageProps = {
  /** The first add-ons of the catalogue, as the summary suggests them. */
  suggestedAddOns: SuggestedAddOn[];
  /** The retention periods the contact form's notice quotes (the root loader's). */
  retention?: RetentionPolicy;
};

/** The form stage: the contact form beside the visitor's selection. */
function FormStage({ page, retention }: { page: QuotePageState; retention: RetentionPolicy }) {
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <div className="rounded-2xl border border-line p-4 sm:p-8 lg:col-span-2">
        <QuoteContactForm
          // Drawn again once the stored event is read, so its fields show it.
          key={page.eventDefaults ? "stored-event" : "no-event"}
          ready={page.quote.loaded}
          eventDefaults={page.eventDefaults}
          onSend={page.send}
          checking={page.checking}
          privacyNotice={formPrivacyNotice("quote", retention)}
        />
      </div>
      <SelectionSummary totalItems={page.quote.totalItems} />
    </div>
  );
}

/** The summary stage: the quote the server priced (or the visitor's estimate) and what to do with it. */
function SummaryStage({
  page,
  generated,
  suggestedAddOns,
}: {
  page: QuotePageState;
  generated: NonNullable<QuotePageState["generated"]>;
  suggestedAddOns: SuggestedAddOn[];
}) {
  return (
    <QuoteSummary
      quote={generated.quote}
      suggestedAddOns={suggestedAddOns}
      pending={page.pending}
      downloading={page.downloading}
      emailing={page.emailing}
      onDecide={(requestType) => void page.decide(requestType)}
      acceptPath={generated.liveUrl ? acceptPathOf(generated.liveUrl) : undefined}
      onAccept={page.followToAccept}
      changedMessage={page.changedMessage}
      onDownload={() => void page.download()}
      onEmail={() => void page.emailQuote()}
      expiredMessage={page.expiredMessage}
      onRequestFresh={page.requestFresh}
      liveUrl={generated.liveUrl}
      limitedLines={page.limitedLines}
    />
  );
}

export default function QuoteRequestPage({ suggestedAddOns, retention = DEFAULT_RETENTION }: QuoteRequestPageProps) {
  const { heading, ...page } = useQuoteRequest(useContext(QuotePageServicesContext));
  const { stage, generated } = page;
  const quoteNumber = generated?.quote.quoteNumber ?? "";

  return (
    <>
      <PageHero
        eyebrow="Request a Quote"
        title={QUOTE_STAGES[stage].title}
        intro={stage === "form" ? QUOTE_FORM_INTRO : undefined}
      />
      <section aria-labelledby="quote-stage-heading" className="py-10 sm:py-14">
        <div className="container-page">
          <h2 id="quote-stage-heading" ref={heading} tabIndex={-1} className="sr-only">
            {QUOTE_STAGES[stage].heading}
          </h2>
          <JavaScriptNeededNote />

          {stage === "form" ? <FormStage page={page} retention={retention} /> : null}

          <Suspense fallback={null}>
            {stage === "summary" && generated ? (
              <SummaryStage page={page} generated={generated} suggestedAddOns={suggestedAddOns} />
            ) : null}

            {stage === "success" ? <QuoteSuccess quoteNumber={quoteNumber} /> : null}
          </Suspense>
        </div>
      </section>
      {stage === "form" ? null : (
        <Suspense fallback={null}>
          <HalfwayDialog open={page.halfwayOpen} quoteNumber={quoteNumber} onClose={page.finish} />
        </Suspense>
      )}
    </>
  );
}

export const QuoteRequestIsland = island("quote-request", QuoteRequestPage, { hydrate: "load" });
