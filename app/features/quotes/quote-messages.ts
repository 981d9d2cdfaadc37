// What the quote page tells the visitor (spec section 8).
import type { QuoteRequestType } from "#app/features/quotes/quote-document.ts";
import type { ToastVariant } from "#app/ui/toast/toast-policy.ts";

export interface QuoteToast {
  title: string;
  description?: string;
  variant: ToastVariant;
}

export const quoteGeneratedToast: QuoteToast = {
  title: "Quote Generated",
  description: "Your custom quote is ready to review!",
  variant: "success",
};

/** The team could not be told (the server answered, but not with success). */
export const notificationNotSuccessfulToast: QuoteToast = {
  title: "Warning",
  description: "Your quote request is being processed, but we couldn't notify our team. They'll contact you soon.",
  variant: "warning",
};

/** The request to tell the team failed outright (network). */
export const notificationThrewToast: QuoteToast = {
  title: "API Error",
  description: "There was an issue notifying our team, but your quote is being processed.",
  variant: "warning",
};

export function quoteSentToast(quoteNumber: string): QuoteToast {
  return {
    title: "Quote Sent",
    description: `Your quote #${quoteNumber} has been sent to your email address.`,
    variant: "success",
  };
}

/** "Email My Quote" failed (spec section 8). */
export const quoteEmailFailedToast: QuoteToast = {
  title: "Error",
  description: "Failed to send your quote. Please try again.",
  variant: "destructive",
};

/** "Email My Quote" once this quote or its address has had as many e-mails as allowed for now (issue 32). */
export function quoteEmailCappedToast(message: string): QuoteToast {
  return { title: "E-mail Limit Reached", description: message, variant: "warning" };
}

export const quoteDownloadedToast: QuoteToast = { title: "Quote Downloaded", variant: "success" };
/** The quote drawer's Download Quote failed (spec section 8: PDF download failure, drawer). */
export const drawerDownloadFailedToast: QuoteToast = {
  title: "Download Failed",
  description: "Could not download your quote. Please try again.",
  variant: "destructive",
};
export const quoteDownloadFailed = "Failed to download quote. Please try again.";

export const decisionSuccessToasts: Readonly<Record<QuoteRequestType, QuoteToast>> = {
  discount: {
    title: "Discount Request Sent",
    description: "We'll review your request and get back to you soon!",
    variant: "success",
  },
  accept: {
    title: "Quote Accepted",
    description: "Thank you! We'll contact you shortly to confirm the details.",
    variant: "success",
  },
  decline: {
    title: "Quote Declined",
    description: "Thank you for your interest. We hope to serve you in the future.",
    variant: "success",
  },
  undecided: { title: "Quote Request Submitted", variant: "success" },
};

export const decisionFailureMessages: Readonly<Record<QuoteRequestType, string>> = {
  discount: "Failed to send discount request. Please try again.",
  accept: "Failed to accept quote. Please try again.",
  decline: "Failed to decline quote. Please try again.",
  undecided: "Failed to submit your request. Please try again.",
};

export function decisionFailureToast(requestType: QuoteRequestType, serverMessage?: string): QuoteToast {
  return { title: "Error", description: serverMessage || decisionFailureMessages[requestType], variant: "destructive" };
}
