// The quote page without React (spec section 2): the contact form, then the
// summary of the quote the server priced (or the visitor's own estimate when
// the team could not be told), the visitor's decision and the thank-you
// stage. The quote itself comes from the quote store (local storage); the
// network calls are ~/lib/quotes-client's.
import type { QuoteContactFormValues } from "~/lib/lead-forms";
import { isTicked } from "~/lib/lead-forms";
import type { QuoteDocument, QuoteRequestType } from "~/lib/quote-document";
import { localQuoteDocument } from "~/lib/quote-local";
import {
  type QuoteToast,
  decisionFailureToast,
  decisionSuccessToasts,
  notificationNotSuccessfulToast,
  notificationThrewToast,
  quoteDownloadFailed,
  quoteDownloadedToast,
  quoteGeneratedToast,
  quoteSentToast,
} from "~/lib/quote-messages";
import {
  type QuoteStage,
  QUOTE_STAGES,
  contactFieldErrors,
  decisionPayload,
  quotePdfFileName,
  selectionCountLabel,
} from "~/lib/quote-request";
import * as quotesClient from "~/lib/quotes-client";
import { newSubmissionKey } from "~/lib/submission-key";
import { toastLimits } from "~/lib/toast-policy";
import { enhanceQuoteContactForm } from "./quote-contact-form";
import { getQuote, quoteActions, subscribeToQuote } from "./quote-store";
import { onSummaryAction, renderQuoteSummary, showDownloading, showPendingDecision } from "./quote-summary";
import { notify } from "./toasts";

export interface QuotePageServices {
  createQuote: typeof quotesClient.createQuote;
  decideQuote: typeof quotesClient.decideQuote;
  fetchQuotePdf: typeof quotesClient.fetchQuotePdf;
  /** Leaves the page without a history entry (an empty quote goes back to the catalogue). */
  leave: (path: string) => void;
  /** Hands the PDF to the browser as a download. */
  saveFile: (blob: Blob, fileName: string) => void;
}

function saveWithLink(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const browserServices: QuotePageServices = {
  createQuote: quotesClient.createQuote,
  decideQuote: quotesClient.decideQuote,
  fetchQuotePdf: quotesClient.fetchQuotePdf,
  leave: (path) => window.location.replace(path),
  saveFile: saveWithLink,
};

function toast(message: QuoteToast) {
  notify({ ...message, duration: toastLimits.formActionDurationMs });
}

interface GeneratedQuote {
  quote: QuoteDocument;
  accessToken?: string;
}

export function enhanceQuoteRequestPage(services: QuotePageServices = browserServices, root: Document = document) {
  const form = root.querySelector<HTMLFormElement>("form[data-quote-form]");
  const heading = root.getElementById("quote-stage-heading");
  const dialog = root.querySelector<HTMLDialogElement>("dialog[data-halfway-dialog]");
  if (!form || !heading) return;

  let stage: QuoteStage = "form";
  let stageElement = root.querySelector<HTMLElement>("[data-quote-stage]");
  let generated: GeneratedQuote | null = null;
  let summary: HTMLElement | null = null;
  // Made for the first attempt and kept for retries, so the server never makes the quote twice.
  let submissionKey: string | null = null;

  const showStage = (next: QuoteStage, content: HTMLElement) => {
    stage = next;
    stageElement?.replaceWith(content);
    stageElement = content;
    const hero = root.querySelector("[data-quote-hero]");
    const title = hero?.querySelector("h1");
    if (title) title.textContent = QUOTE_STAGES[next].title;
    // The intro speaks to the form stage only.
    hero?.querySelector("h1 + p")?.remove();
    heading.textContent = QUOTE_STAGES[next].heading;
    // Screen readers hear where they are now; the page does not scroll past the change.
    heading.focus();
  };

  // Nothing to quote on the form stage: back to the catalogue. The count follows the stored quote.
  subscribeToQuote((quote) => {
    if (stage === "form" && quote.items.length === 0) {
      services.leave("/catalogue");
      return;
    }
    const count = root.querySelector("[data-selection-count]");
    if (count) count.textContent = selectionCountLabel(quote.totalItems);
  });

  const finish = () => {
    quoteActions.reset();
    const success = root.querySelector<HTMLTemplateElement>("template[data-quote-success-template]");
    const panel = success?.content.firstElementChild?.cloneNode(true);
    if (!(panel instanceof HTMLElement)) return;
    for (const number of panel.querySelectorAll("[data-quote-number]"))
      number.textContent = generated?.quote.quoteNumber ?? "";
    showStage("success", panel);
  };

  const decide = async (requestType: QuoteRequestType) => {
    if (!generated || !summary) return;
    showPendingDecision(root, summary, requestType);
    const { quote, accessToken } = generated;
    const result = await services.decideQuote(quote.quoteNumber, accessToken, requestType, decisionPayload(quote));
    showPendingDecision(root, summary, null);
    if (!result.ok) {
      toast(decisionFailureToast(requestType));
      return;
    }
    toast(decisionSuccessToasts[requestType]);
    if (requestType === "undecided" && dialog) {
      for (const number of dialog.querySelectorAll("[data-halfway-quote-number]"))
        number.textContent = quote.quoteNumber;
      dialog.showModal();
      return;
    }
    finish();
  };

  const download = async () => {
    if (!generated || !summary) return;
    const { quote, accessToken } = generated;
    showDownloading(root, summary, true);
    const blob = await services.fetchQuotePdf(quote.quoteNumber, accessToken);
    showDownloading(root, summary, false);
    if (!blob) {
      toast({ title: "Error", description: quoteDownloadFailed, variant: "destructive" });
      return;
    }
    services.saveFile(blob, quotePdfFileName(quote.quoteNumber));
    toast(quoteDownloadedToast);
  };

  const showSummary = (next: GeneratedQuote) => {
    generated = next;
    summary = renderQuoteSummary(root, next.quote);
    onSummaryAction(summary, { decide: (type) => void decide(type), download: () => void download() });
    quoteActions.setShowPrices(true);
    showStage("summary", summary);
  };

  const contactForm = enhanceQuoteContactForm(form, (values) => void submitContact(values));

  const submitContact = async (values: QuoteContactFormValues) => {
    contactForm.setSubmitting(true);
    contactForm.showServerErrors({});
    submissionKey ??= newSubmissionKey();
    const items = getQuote().items;
    const contact = { name: values.name, email: values.email, phone: values.phone };
    const result = await services.createQuote(
      {
        contact,
        eventDate: values.eventDate,
        venue: values.venue,
        marketingConsent: isTicked(values.marketingConsent),
        items,
        referrer: window.location.href,
      },
      submissionKey,
    );
    contactForm.setSubmitting(false);

    if (result.outcome === "invalid") {
      const errors = contactFieldErrors(result.errors);
      if (Object.keys(errors).length > 0) {
        contactForm.showServerErrors(errors);
        return;
      }
    }

    if (result.outcome === "created") {
      toast(quoteGeneratedToast);
      if (result.customerEmailQueued) toast(quoteSentToast(result.quoteNumber));
      showSummary({ quote: result.quote, accessToken: result.accessToken });
      return;
    }
    // The team could not be told, but the visitor still sees their quote.
    toast(result.outcome === "network" ? notificationThrewToast : notificationNotSuccessfulToast);
    toast(quoteGeneratedToast);
    const event = { eventDate: values.eventDate || undefined, venue: values.venue || undefined };
    const quote = getQuote();
    showSummary({ quote: localQuoteDocument(quote.items, contact, quote.quoteNumber, new Date(), event) });
  };

  // Closing the halfway dialog (its button, Esc or the backdrop) finishes the quote.
  dialog?.querySelector("[data-halfway-close]")?.addEventListener("click", () => dialog.close());
  dialog?.addEventListener("close", () => {
    if (stage === "summary") finish();
  });
}
