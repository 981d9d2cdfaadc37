// The quote page (spec section 2) as an island: the contact form, then the
// summary of the quote the server priced (or the visitor's own estimate when
// the team could not be told), the visitor's decision and the thank-you
// stage. The quote itself is the visitor's, from the shared quote store; the
// server and hydration see no quote yet, so they render the form stage with
// an empty selection, and the stored quote shows right after. Without
// JavaScript (decision 066) the server's render is the page: the basket kept
// on the server for this visitor, each change and the request a form post.
import { Suspense, useContext } from "react";
import { island } from "#app/platform/islands/island.tsx";
import { QuotePageServicesContext } from "#app/features/quotes/request/quote-request-services.ts";
import { QuoteContactForm } from "#app/features/quotes/request/quote-contact-form.tsx";
import { SelectionSummary } from "#app/features/quotes/request/quote-request-parts.tsx";
import { BasketPanel, BasketQuoteSent } from "#app/features/quotes/basket/basket-panel.tsx";
import type { BasketSendResult, ServerBasket } from "#app/features/quotes/basket/basket-view.ts";
import { useServerBasketMerge } from "#app/features/quotes/basket/use-server-basket-merge.ts";
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
  /** The basket kept on the server for a visitor without JavaScript (decision 066), when the request names one. */
  basket?: ServerBasket | null;
  /** What the server answered the quote form's post (without JavaScript). */
  result?: BasketSendResult | null;
};

/** The form stage: the contact form beside the visitor's selection (the server's basket until the browser's is read). */
function FormStage({
  page,
  retention,
  basket,
  result,
}: {
  page: QuotePageState;
  retention: RetentionPolicy;
  basket: ServerBasket | null;
  result: Exclude<BasketSendResult, { status: "sent" }> | null;
}) {
  const serverView = !page.quote.loaded;
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
          server={
            serverView && basket
              ? {
                  submissionKey: basket.submissionKey,
                  sendable: basket.lines.length > 0,
                  ...(result ? { result } : {}),
                }
              : undefined
          }
        />
      </div>
      {serverView && basket ? <BasketPanel basket={basket} /> : <SelectionSummary totalItems={page.quote.totalItems} />}
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

export default function QuoteRequestPage({
  suggestedAddOns,
  retention = DEFAULT_RETENTION,
  basket = null,
  result = null,
}: QuoteRequestPageProps) {
  const merging = useServerBasketMerge(basket);
  const { heading, ...page } = useQuoteRequest(useContext(QuotePageServicesContext), merging);
  const sent = result?.status === "sent" && !page.quote.loaded ? result : null;
  const { generated } = page;
  const stage = sent ? "success" : page.stage;
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
          {sent ? <BasketQuoteSent quoteNumber={sent.quoteNumber} liveUrl={sent.liveUrl} /> : null}

          {stage === "form" ? (
            <FormStage
              page={page}
              retention={retention}
              basket={basket}
              result={result?.status === "sent" ? null : result}
            />
          ) : null}

          <Suspense fallback={null}>
            {stage === "summary" && generated ? (
              <SummaryStage page={page} generated={generated} suggestedAddOns={suggestedAddOns} />
            ) : null}

            {stage === "success" && !sent ? <QuoteSuccess quoteNumber={quoteNumber} /> : null}
          </Suspense>
        </div>
      </section>
      {stage === "form" || sent ? null : (
        <Suspense fallback={null}>
          <HalfwayDialog open={page.halfwayOpen} quoteNumber={quoteNumber} onClose={page.finish} />
        </Suspense>
      )}
    </>
  );
}

export const QuoteRequestIsland = island("quote-request", QuoteRequestPage, { hydrate: "load" });
