// What the visitor does with the quote on the summary stage: the decisions
// taken in one press (Request Discount, Decline Quote, I'm Okay (No Quote)),
// Accept Quote (which leads to the quote's own page), the PDF download and the
// e-mailed copy; each answered with the spec's toast.
import { useState } from "react";
import type { QuotePageServices } from "#app/features/quotes/request/quote-request-services.ts";
import type { QuoteDocument, QuoteRequestType } from "#app/features/quotes/quote-document.ts";
import { notify } from "#app/ui/toast/toast.ts";
import { toastLimits } from "#app/ui/toast/toast-policy.ts";
import {
  type QuoteToast,
  decisionFailureMessages,
  decisionFailureToast,
  decisionSuccessToasts,
  quoteDownloadFailed,
  quoteDownloadedToast,
  quoteEmailCappedToast,
  quoteEmailFailedToast,
  quoteSentToast,
} from "#app/features/quotes/quote-messages.ts";
import { decisionPayload, quotePdfFileName } from "#app/features/quotes/request/quote-request.ts";

/** Said when the server refused a decision as expired without a message of its own. */
const QUOTE_EXPIRED_FALLBACK = "This quote has expired. Please request a fresh quote.";

/** Every toast on the quote page answers something the visitor did: 3000 ms. */
export function toast(message: QuoteToast) {
  notify({ ...message, duration: toastLimits.formActionDurationMs });
}

export interface GeneratedQuote {
  quote: QuoteDocument;
  /** Absent for the visitor's own estimate: decisions and the PDF then fail with the spec's messages. */
  accessToken?: string;
  /** The quote's live page (/q/<token>), absent for the visitor's own estimate. */
  liveUrl?: string;
}

export type OneStepDecision = Exclude<QuoteRequestType, "accept">;

/**
 * The decisions on the quote shown. `onDecided` hears each one recorded;
 * the server's refusals of an expired or replaced quote are kept to show.
 */
export function useQuoteDecisions(
  services: QuotePageServices,
  generated: GeneratedQuote | null,
  onDecided: (requestType: OneStepDecision) => void,
) {
  const [pending, setPending] = useState<QuoteRequestType | null>(null);
  // The server's answer to a decision on an expired quote.
  const [expiredMessage, setExpiredMessage] = useState<string | null>(null);
  // The server's answer to a decision on a version staff have replaced since ("This quote changed: …").
  const [changedMessage, setChangedMessage] = useState<string | null>(null);

  const decide = async (requestType: OneStepDecision) => {
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
    onDecided(requestType);
  };

  return { pending, expiredMessage, changedMessage, decide, forgetExpiry: () => setExpiredMessage(null) };
}

/** The quote's copies: the PDF download and the e-mailed copy, each waiting while it is on its way. */
export function useQuoteCopies(services: QuotePageServices, generated: GeneratedQuote | null) {
  const [downloading, setDownloading] = useState(false);
  const [emailing, setEmailing] = useState(false);

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

  return { downloading, emailing, download, emailQuote };
}
