// The quote page island's state: the stage (form, summary, success), the quote
// the server priced (or the visitor's own estimate), sending the form, the
// lines short on the quote's dates and the decisions on it. The quote itself
// is the visitor's, from the shared quote store.
import { useEffect, useMemo, useRef, useState } from "react";
import type { QuotePageServices } from "#app/features/quotes/request/quote-request-services.ts";
import { solveInBrowser, storedVisitSource } from "#app/features/leads/index.ts";
import {
  getQuote,
  quoteActions,
  saveQuoteEvent,
  storedQuoteEvent,
  useQuote,
} from "#app/features/quotes/builder/quote-store.ts";
import { isTicked } from "#app/platform/forms/form-fields.ts";
import type { QuoteContactFormValues } from "#app/features/quotes/request/quote-contact-schema.ts";
import {
  type QuoteEventValues,
  isEmptyQuoteEvent,
  quoteEventValues,
} from "#app/features/quotes/request/quote-event-fields.ts";
import {
  decisionFailureToast,
  notificationNotSuccessfulToast,
  notificationThrewToast,
  quoteGeneratedToast,
  quoteSentToast,
} from "#app/features/quotes/quote-messages.ts";
import { type QuoteStage, contactFieldErrors } from "#app/features/quotes/request/quote-request.ts";
import { newSubmissionKey } from "#app/platform/forms/submission-key.ts";
import { loadSummaryStages } from "#app/features/quotes/request/summary-stages.ts";
import { whenIdle } from "#app/platform/islands/scheduling.ts";
import {
  type GeneratedQuote,
  toast,
  useQuoteCopies,
  useQuoteDecisions,
} from "#app/features/quotes/request/use-quote-decisions.ts";

/** Screen readers hear where they are after each change of stage; the page does not scroll past it. */
function useStageHeading(stage: QuoteStage) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The stage last announced: the first render announces nothing (effects run twice under StrictMode).
  const announcedStage = useRef(stage);
  useEffect(() => {
    if (announcedStage.current === stage) return;
    announcedStage.current = stage;
    heading.current?.focus();
  }, [stage]);
  return heading;
}

/**
 * The event the visitor last sent, filled in again once the stored quote is read (the server knows none).
 * Read again on each return to the form (a fresh quote after an expired one). With no stored event the
 * form keeps the fields it hydrated: drawing it again would cost a long task for nothing.
 */
function useStoredEventDefaults(loaded: boolean, stage: QuoteStage) {
  return useMemo<QuoteEventValues | undefined>(() => {
    if (!loaded || stage !== "form") return undefined;
    const stored = storedQuoteEvent();
    return isEmptyQuoteEvent(stored) ? undefined : stored;
  }, [loaded, stage]);
}

/** The lines short on the quote's dates (decision 044), asked once the summary shows: never a number. */
function useLimitedLines(services: QuotePageServices, stage: QuoteStage, generated: GeneratedQuote | null) {
  const [limited, setLimited] = useState<{ quoteNumber: string; lines: ReadonlySet<string> } | null>(null);
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
  return generated && limited?.quoteNumber === generated.quote.quoteNumber ? limited.lines : undefined;
}

/**
 * Sends the form: the server makes and prices the quote; when the team could
 * not be told, the visitor still sees their own estimate. Resolves with the
 * server's messages about the fields, or null once the summary shows.
 */
function useQuoteSend(services: QuotePageServices, showSummary: (next: GeneratedQuote) => void) {
  // Solving a flood's challenge before the quote is sent (decision 053).
  const [checking, setChecking] = useState(false);
  // Made for the first attempt and kept for retries, so the server never makes the quote twice.
  const submissionKey = useRef<string | null>(null);
  // What the first View My Quote needs (the summary's code, the API calls) loads once the page is idle, not
  // inside the tap: loading a module adds its preload links to the page, tens of milliseconds on a slow phone.
  useEffect(
    () =>
      whenIdle(() => {
        void loadSummaryStages();
        services.prepare?.();
      }),
    [services],
  );

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

  const forgetSubmission = () => {
    submissionKey.current = null;
  };
  return { send, checking, forgetSubmission };
}

/** `waiting`: a basket kept on the server is still joining the quote (decision 066): it is not empty yet. */
export function useQuoteRequest(services: QuotePageServices, waiting = false) {
  const quote = useQuote();
  const [stage, setStage] = useState<QuoteStage>("form");
  const [generated, setGenerated] = useState<GeneratedQuote | null>(null);
  const [halfwayOpen, setHalfwayOpen] = useState(false);

  // Nothing to quote on the form stage: back to the catalogue.
  const empty = quote.loaded && quote.items.length === 0 && !waiting;
  useEffect(() => {
    if (stage === "form" && empty) services.leave("/catalogue");
  }, [stage, empty, services]);

  const heading = useStageHeading(stage);
  const eventDefaults = useStoredEventDefaults(quote.loaded, stage);
  const limitedLines = useLimitedLines(services, stage, generated);

  const { send, checking, forgetSubmission } = useQuoteSend(services, (next) => {
    setGenerated(next);
    quoteActions.setShowPrices(true);
    setStage("summary");
  });

  const finish = () => {
    setHalfwayOpen(false);
    setStage("success");
    quoteActions.reset();
  };
  // 'I'm Okay (No Quote)' does not move on: the halfway dialog opens, and closing it finishes.
  const decisions = useQuoteDecisions(services, generated, (requestType) => {
    if (requestType === "undecided") setHalfwayOpen(true);
    else finish();
  });
  const copies = useQuoteCopies(services, generated);

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

  // Back to the form with the same selection and event, for a new quote at today's prices.
  const requestFresh = () => {
    forgetSubmission();
    decisions.forgetExpiry();
    setGenerated(null);
    setStage("form");
  };

  return {
    quote,
    stage,
    generated,
    heading,
    eventDefaults,
    limitedLines,
    checking,
    send,
    halfwayOpen,
    finish,
    followToAccept,
    requestFresh,
    ...decisions,
    ...copies,
  };
}

/** What the page's stages draw from: everything but the stage heading's ref, which the page itself holds. */
export type QuotePageState = Omit<ReturnType<typeof useQuoteRequest>, "heading">;
