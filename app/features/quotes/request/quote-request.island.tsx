// The quote page (spec section 2) as an island: the contact form, then the
// summary of the quote the server priced (or the visitor's own estimate when
// the team could not be told), the visitor's decision and the thank-you
// stage. The quote itself is the visitor's, from the shared quote store; the
// server and hydration see no quote yet, so they render the form stage with
// an empty selection, and the stored quote shows right after. Without
// JavaScript the page says it needs it and offers the phone and the contact form.
import { Suspense, lazy, useContext, useEffect, useMemo, useRef, useState } from "react";
import { island } from "#app/platform/islands/island.tsx";
import { QuotePageServicesContext } from "#app/features/quotes/request/quote-request-services.ts";
import { solveInBrowser, storedVisitSource } from "#app/features/leads/index.ts";
import {
  getQuote,
  quoteActions,
  saveQuoteEvent,
  storedQuoteEvent,
  useQuote,
} from "#app/features/quotes/builder/quote-store.ts";
import { notify } from "#app/ui/toast/toast.ts";
import { QuoteContactForm } from "#app/features/quotes/request/quote-contact-form.tsx";
import { JavaScriptNeededNote, SelectionSummary } from "#app/features/quotes/request/quote-request-parts.tsx";
import { DEFAULT_RETENTION, formPrivacyNotice, type RetentionPolicy } from "#app/features/privacy/index.ts";
import type { SuggestedAddOn } from "#app/features/quotes/summary/quote-summary.tsx";
import { PageHero } from "#app/features/site/components.tsx";
import { isTicked } from "#app/platform/forms/form-fields.ts";
import type { QuoteContactFormValues } from "#app/features/quotes/request/quote-contact-schema.ts";
import type { QuoteDocument, QuoteRequestType } from "#app/features/quotes/quote-document.ts";
import {
  type QuoteEventValues,
  isEmptyQuoteEvent,
  quoteEventValues,
} from "#app/features/quotes/request/quote-event-fields.ts";
import {
  type QuoteToast,
  decisionFailureMessages,
  decisionFailureToast,
  decisionSuccessToasts,
  notificationNotSuccessfulToast,
  notificationThrewToast,
  quoteDownloadFailed,
  quoteDownloadedToast,
  quoteEmailCappedToast,
  quoteEmailFailedToast,
  quoteGeneratedToast,
  quoteSentToast,
} from "#app/features/quotes/quote-messages.ts";
import {
  type QuoteStage,
  QUOTE_FORM_INTRO,
  QUOTE_STAGES,
  contactFieldErrors,
  decisionPayload,
  quotePdfFileName,
} from "#app/features/quotes/request/quote-request.ts";
import { newSubmissionKey } from "#app/platform/forms/submission-key.ts";
import { toastLimits } from "#app/ui/toast/toast-policy.ts";

// The summary, thank-you and 'meet you halfway' stages (with Radix's dialog)
// are not needed until the visitor sends the form: their code loads then,
// while the quote is being made, and not with the page.
const loadSummaryStages = () => import("#app/features/quotes/summary/quote-summary.tsx");
const QuoteSummary = lazy(() => loadSummaryStages().then((module) => ({ default: module.QuoteSummary })));
const QuoteSuccess = lazy(() => loadSummaryStages().then((module) => ({ default: module.QuoteSuccess })));
const HalfwayDialog = lazy(() => loadSummaryStages().then((module) => ({ default: module.HalfwayDialog })));

/** Said when the server refused a decision as expired without a message of its own. */
const QUOTE_EXPIRED_FALLBACK = "This quote has expired. Please request a fresh quote.";

/** The live page's signature step, on this site (the live link names the public site's address). */
function acceptPathOf(liveUrl: string): string {
  return `${new URL(liveUrl).pathname}#accept`;
}

/** Every toast here answers something the visitor did: 3000 ms. */
function toast(message: QuoteToast) {
  notify({ ...message, duration: toastLimits.formActionDurationMs });
}

interface GeneratedQuote {
  quote: QuoteDocument;
  /** Absent for the visitor's own estimate: decisions and the PDF then fail with the spec's messages. */
  accessToken?: string;
  /** The quote's live page (/q/<token>), absent for the visitor's own estimate. */
  liveUrl?: string;
}

export type QuoteRequestPageProps = {
  /** The first add-ons of the catalogue, as the summary suggests them. */
  suggestedAddOns: SuggestedAddOn[];
  /** The retention periods the contact form's notice quotes (the root loader's). */
  retention?: RetentionPolicy;
};

export default function QuoteRequestPage({ suggestedAddOns, retention = DEFAULT_RETENTION }: QuoteRequestPageProps) {
  const services = useContext(QuotePageServicesContext);
  const quote = useQuote();
  const [stage, setStage] = useState<QuoteStage>("form");
  const [generated, setGenerated] = useState<GeneratedQuote | null>(null);
  const [pending, setPending] = useState<QuoteRequestType | null>(null);
  const [downloading, setDownloading] = useState(false);
  // Solving a flood's challenge before the quote is sent (decision 053).
  const [checking, setChecking] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const [halfwayOpen, setHalfwayOpen] = useState(false);
  // The server's answer to a decision on an expired quote.
  const [expiredMessage, setExpiredMessage] = useState<string | null>(null);
  // The server's answer to a decision on a version staff have replaced since ("This quote changed: …").
  const [changedMessage, setChangedMessage] = useState<string | null>(null);
  // Made for the first attempt and kept for retries, so the server never makes the quote twice.
  const submissionKey = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The stage last announced: the first render announces nothing (effects run twice under StrictMode).
  const announcedStage = useRef(stage);
  // The lines short on the quote's dates (decision 044), asked once the summary shows: never a number.
  const [limited, setLimited] = useState<{ quoteNumber: string; lines: ReadonlySet<string> } | null>(null);

  // Nothing to quote on the form stage: back to the catalogue.
  const empty = quote.loaded && quote.items.length === 0;
  useEffect(() => {
    if (stage === "form" && empty) services.leave("/catalogue");
  }, [stage, empty, services]);

  // Screen readers hear where they are after each change of stage; the page does not scroll past it.
  useEffect(() => {
    if (announcedStage.current === stage) return;
    announcedStage.current = stage;
    heading.current?.focus();
  }, [stage]);

  // The event the visitor last sent, filled in again once the stored quote is read (the server knows none).
  // Read again on each return to the form (a fresh quote after an expired one). With no stored event the
  // form keeps the fields it hydrated: drawing it again would cost a long task for nothing.
  const eventDefaults = useMemo<QuoteEventValues | undefined>(() => {
    if (!quote.loaded || stage !== "form") return undefined;
    const stored = storedQuoteEvent();
    return isEmptyQuoteEvent(stored) ? undefined : stored;
  }, [quote.loaded, stage]);

  useEffect(() => {
    const document = generated?.quote;
    if (stage !== "summary" || !document?.eventDate) return;
    let current = true;
    void services
      .checkAvailability({ eventDate: document.eventDate, endDate: document.endDate, items: document.lines })
      .then((answer) => {
        if (!current || !answer) return;
        const lines = document.lines.filter((_, index) => answer[index] === "limited");
        setLimited({
          quoteNumber: document.quoteNumber,
          lines: new Set(lines.map((line) => `${line.type}:${line.id}`)),
        });
      });
    return () => {
      current = false;
    };
  }, [stage, generated, services]);

  const showSummary = (next: GeneratedQuote) => {
    setGenerated(next);
    quoteActions.setShowPrices(true);
    setStage("summary");
  };

  const finish = () => {
    setHalfwayOpen(false);
    setStage("success");
    quoteActions.reset();
  };

  const send = async (values: QuoteContactFormValues) => {
    void loadSummaryStages();
    submissionKey.current ??= newSubmissionKey();
    const contact = { name: values.name, email: values.email, phone: values.phone };
    const details = quoteEventValues(values);
    saveQuoteEvent(details);
    const result = await services.createQuote(
      {
        contact,
        ...details,
        marketingConsent: isTicked(values.marketingConsent),
        items: getQuote().items,
        referrer: window.location.href,
        visitSource: storedVisitSource(),
      },
      submissionKey.current,
      undefined,
      // During a flood of quotes the browser solves a challenge first, off the main thread (decision 053).
      { solve: solveInBrowser, onChecking: setChecking },
    );

    if (result.outcome === "invalid") {
      const errors = contactFieldErrors(result.errors);
      if (Object.keys(errors).length > 0) return errors;
    }

    if (result.outcome === "created") {
      toast(quoteGeneratedToast);
      if (result.customerEmailQueued) toast(quoteSentToast(result.quoteNumber));
      showSummary({ quote: result.quote, accessToken: result.accessToken, liveUrl: result.liveUrl });
      return null;
    }
    // The team could not be told, but the visitor still sees their quote.
    toast(result.outcome === "network" ? notificationThrewToast : notificationNotSuccessfulToast);
    toast(quoteGeneratedToast);
    const stored = getQuote();
    // The visitor's own estimate is priced by the same rules, loaded only now that it is needed.
    const { localQuoteDetails, localQuoteDocument } = await import("#app/features/quotes/builder/quote-local.ts");
    showSummary({
      quote: localQuoteDocument(stored.items, contact, stored.quoteNumber, new Date(), localQuoteDetails(details)),
    });
    return null;
  };

  /**
   * Accept Quote: accepting needs the typed full name and the hire terms
   * (issue 32), so the visitor goes to the quote's own page at that step. The
   * selection has become that quote: it is emptied, as after any decision.
   * Without a quote on the server (the team could not be told) there is
   * nothing to accept: the spec's failure message.
   */
  const followToAccept = (): boolean => {
    if (!generated?.liveUrl) {
      toast(decisionFailureToast("accept"));
      return false;
    }
    quoteActions.reset();
    return true;
  };

  const decide = async (requestType: Exclude<QuoteRequestType, "accept">) => {
    if (!generated || pending) return;
    setPending(requestType);
    const { quote: document, accessToken } = generated;
    const result = await services.decideQuote(
      document.quoteNumber,
      accessToken,
      requestType,
      decisionPayload(document),
    );
    setPending(null);
    if (!result.ok && result.expired) {
      setExpiredMessage(result.message ?? QUOTE_EXPIRED_FALLBACK);
      return;
    }
    if (!result.ok && result.currentVersion) {
      setChangedMessage(result.message ?? decisionFailureMessages[requestType]);
      return;
    }
    if (!result.ok) {
      toast(decisionFailureToast(requestType));
      return;
    }
    toast(decisionSuccessToasts[requestType]);
    // 'I'm Okay (No Quote)' does not move on: the halfway dialog opens, and closing it finishes.
    if (requestType === "undecided") setHalfwayOpen(true);
    else finish();
  };

  const download = async () => {
    if (!generated || downloading) return;
    const { quote: document, accessToken } = generated;
    setDownloading(true);
    const blob = await services.fetchQuotePdf(document.quoteNumber, accessToken);
    setDownloading(false);
    if (!blob) {
      toast({ title: "Error", description: quoteDownloadFailed, variant: "destructive" });
      return;
    }
    services.saveFile(blob, quotePdfFileName(document.quoteNumber));
    toast(quoteDownloadedToast);
  };

  // 'Quote Sent' as soon as the copy is stored for sending, whether or not SMTP is configured.
  const emailQuote = async () => {
    if (!generated || emailing) return;
    const { quote: document, accessToken } = generated;
    setEmailing(true);
    const sent = await services.emailQuote(document.quoteNumber, accessToken);
    setEmailing(false);
    if (sent.ok) toast(quoteSentToast(document.quoteNumber));
    else toast(sent.capMessage ? quoteEmailCappedToast(sent.capMessage) : quoteEmailFailedToast);
  };

  // Back to the form with the same selection and event, for a new quote at today's prices.
  const requestFresh = () => {
    submissionKey.current = null;
    setExpiredMessage(null);
    setGenerated(null);
    setStage("form");
  };

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

          {stage === "form" ? (
            <div className="grid gap-10 lg:grid-cols-3">
              <div className="rounded-2xl border border-line p-6 sm:p-8 lg:col-span-2">
                <QuoteContactForm
                  // Drawn again once the stored event is read, so its fields show it.
                  key={eventDefaults ? "stored-event" : "no-event"}
                  ready={quote.loaded}
                  eventDefaults={eventDefaults}
                  onSend={send}
                  checking={checking}
                  privacyNotice={formPrivacyNotice("quote", retention)}
                />
              </div>
              <SelectionSummary totalItems={quote.totalItems} />
            </div>
          ) : null}

          <Suspense fallback={null}>
            {stage === "summary" && generated ? (
              <QuoteSummary
                quote={generated.quote}
                suggestedAddOns={suggestedAddOns}
                pending={pending}
                downloading={downloading}
                emailing={emailing}
                onDecide={(requestType) => void decide(requestType)}
                acceptPath={generated.liveUrl ? acceptPathOf(generated.liveUrl) : undefined}
                onAccept={followToAccept}
                changedMessage={changedMessage}
                onDownload={() => void download()}
                onEmail={() => void emailQuote()}
                expiredMessage={expiredMessage}
                onRequestFresh={requestFresh}
                liveUrl={generated.liveUrl}
                limitedLines={limited?.quoteNumber === generated.quote.quoteNumber ? limited.lines : undefined}
              />
            ) : null}

            {stage === "success" ? <QuoteSuccess quoteNumber={quoteNumber} /> : null}
          </Suspense>
        </div>
      </section>
      {stage === "form" ? null : (
        <Suspense fallback={null}>
          <HalfwayDialog open={halfwayOpen} quoteNumber={quoteNumber} onClose={finish} />
        </Suspense>
      )}
    </>
  );
}

export const QuoteRequestIsland = island("quote-request", QuoteRequestPage, { hydrate: "load" });
