// What each lead form tells the visitor (spec section 8), and the result a
// form action returns. Pure: the components only display what this decides.
import { business } from "../content/business.ts";
import type { FieldErrors, FormValues } from "./lead-forms.ts";
import type { ToastVariant } from "./toast-policy.ts";
import { toastLimits } from "./toast-policy.ts";

export type LeadFormKind = "contact" | "callback" | "sidebar" | "business" | "client";

/** What a lead form action answers. `values` come back so a page without JavaScript keeps what was typed. */
export type LeadFormResult =
  | { status: "success"; message?: string; leadId?: string }
  | { status: "invalid"; fieldErrors: FieldErrors; values: FormValues }
  | { status: "error"; message?: string; values?: FormValues; exception?: boolean };

export interface ToastMessage {
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
}

interface FormMessages {
  successTitle: string;
  successDescription: string;
  /** The call-back page shows the server's message when it has one. */
  successUsesServerMessage: boolean;
  failureTitle: string;
  /** Shown when the server gave no message. */
  failureFallback: string;
  /** Shown when the request itself failed (network, server crash). */
  exceptionMessage: string;
  failureVariant: ToastVariant;
}

const CALL_BACK_FAILURE = "There was an error submitting your request. Please try again.";

export const leadFormMessages: Readonly<Record<LeadFormKind, FormMessages>> = {
  contact: {
    successTitle: "Message sent successfully!",
    successDescription: "We'll get back to you as soon as possible.",
    successUsesServerMessage: false,
    failureTitle: "Error sending message",
    failureFallback: "Please try again or contact us directly by phone.",
    exceptionMessage: "Please try again or contact us directly by phone.",
    failureVariant: "destructive",
  },
  callback: {
    successTitle: "Request Submitted",
    successDescription: "We'll call you back shortly!",
    successUsesServerMessage: true,
    failureTitle: "Submission Error",
    failureFallback: CALL_BACK_FAILURE,
    exceptionMessage: CALL_BACK_FAILURE,
    failureVariant: "destructive",
  },
  sidebar: {
    successTitle: "Request Submitted",
    successDescription: "We'll call you back shortly!",
    successUsesServerMessage: false,
    failureTitle: "Submission Error",
    failureFallback: "Failed to submit your request. Please try again.",
    exceptionMessage: "Failed to submit your request. Please try again.",
    failureVariant: "destructive",
  },
  business: {
    successTitle: "Application Submitted",
    successDescription: "Thank you! We'll review your business partner application and contact you shortly.",
    successUsesServerMessage: false,
    failureTitle: "Submission Error",
    failureFallback: "Failed to submit your application. Please try again.",
    exceptionMessage: "There was an error submitting your application. Please try again.",
    failureVariant: "destructive",
  },
  client: {
    successTitle: "Application Submitted",
    successDescription: "Thank you! We'll review your client partner application and contact you shortly.",
    successUsesServerMessage: false,
    failureTitle: "Submission Error",
    failureFallback: "Failed to submit your application. Please try again.",
    exceptionMessage: "There was an error submitting your application. Please try again.",
    failureVariant: "destructive",
  },
};

/** The lead call's messages (section 7.1 and 8), for requests and for applications. */
export const leadCallMessages = {
  request: {
    success: "Your request was submitted successfully",
    failure: "There was an error submitting your request. Please try again later.",
  },
  application: {
    success: "Your application was submitted successfully",
    failure: "There was an error submitting your application. Please try again later.",
  },
} as const;

/** Which lead-call wording a form uses. */
export function leadCallKind(form: LeadFormKind): keyof typeof leadCallMessages {
  return form === "business" || form === "client" ? "application" : "request";
}

/**
 * The toast for a form result; none for field errors, which show beside
 * their fields instead.
 */
export function toastForResult(form: LeadFormKind, result: LeadFormResult): ToastMessage | null {
  const messages = leadFormMessages[form];
  const duration = toastLimits.formActionDurationMs;
  if (result.status === "success") {
    const description =
      messages.successUsesServerMessage && result.message ? result.message : messages.successDescription;
    return { title: messages.successTitle, description, variant: "success", duration };
  }
  if (result.status === "error") {
    const description = result.exception ? messages.exceptionMessage : result.message || messages.failureFallback;
    return { title: messages.failureTitle, description, variant: messages.failureVariant, duration };
  }
  return null;
}

/** The message shown in the form itself when a submission failed (also without JavaScript). */
export function failureMessage(form: LeadFormKind, result: LeadFormResult): string | null {
  if (result.status !== "error") return null;
  const messages = leadFormMessages[form];
  return result.exception ? messages.exceptionMessage : result.message || messages.failureFallback;
}

/** Server answers that are not about a field. They name the way to reach us that always works. */
export const serverMessages = {
  rateLimited: `You have sent several requests in a short time. Please wait a few minutes and try again, or call us on ${business.phone.display}.`,
  unavailable: `We could not save your request just now. Please try again in a minute or call us on ${business.phone.display}.`,
  invalid: "Please check the highlighted fields and try again.",
} as const;
