// What each lead form tells the visitor (spec section 8), and the result a
// form action returns. Pure: the components only display what this decides.
import type { FloodChallenge } from "#app/features/leads/flood/flood-defence.ts";
import type { FieldErrors, FormValues } from "#app/features/leads/forms/lead-forms.ts";
import { serverMessages } from "#app/platform/forms/server-messages.ts";
import type { ToastVariant } from "#app/ui/toast/toast-policy.ts";
import { toastLimits } from "#app/ui/toast/toast-policy.ts";

export type LeadFormKind = "contact" | "callback" | "sidebar" | "business" | "client";

/** What a lead form action answers. `values` come back so a page without JavaScript keeps what was typed. */
export type LeadFormResult =
  | { status: "success"; message?: string; leadId?: string }
  | { status: "invalid"; fieldErrors: FieldErrors; values: FormValues }
  | {
      status: "error";
      message?: string;
      values?: FormValues;
      exception?: boolean;
      /** During a flood: the challenge to solve (with JavaScript) or the question to answer (without) first. */
      challenge?: FloodChallenge;
    };

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

export { serverMessages };

/** The blog's subscribe form: its answer, with or without JavaScript. */
export const subscribeMessages = {
  title: "Check your e-mail to confirm",
  text: "Thanks! We've sent you an e-mail with a link to confirm your subscription: it starts once you confirm, and the link works for 3 days. New articles then arrive about once a month.",
  invalidEmail: "Please enter a valid email address",
} as const;

/** A privacy request on /privacy: its answer, with or without JavaScript. */
export const privacyRequestMessages = {
  title: "Check your e-mail to confirm your request",
  text: "We've sent you an e-mail with a link to confirm the request, so that your information never goes to anyone else. The link works for 3 days; once you confirm, we answer within 30 days.",
} as const;

/** Forms that answer in place and have their own messages (no lead-form toasts). */
export type InPlaceForm = "subscribe" | "privacy";

/** What each form calls the thing it sends, for the messages about waiting for a connection. */
const sentThing: Readonly<Record<LeadFormKind | InPlaceForm, string>> = {
  contact: "message",
  callback: "call-back request",
  sidebar: "call-back request",
  business: "application",
  client: "application",
  subscribe: "subscription",
  privacy: "privacy request",
};

/**
 * A form sent while the connection is down waits on the visitor's device and
 * is sent when the connection returns (app/features/leads/forms/lead-outbox.ts). What the form
 * says meanwhile, in place of the form, and the toast that goes with it.
 */
export function waitingMessages(form: LeadFormKind | InPlaceForm) {
  const thing = sentThing[form];
  return {
    title: "Waiting for a connection",
    text: `You seem to be offline, so your ${thing} is saved on this device. It will be sent automatically as soon as the connection returns, even if you close this page and come back to it later. Nothing you typed is lost.`,
    /** Followed by the phone number, as a link. */
    urgent: "Need us urgently? Call",
    toast: {
      title: "Saved until you're back online",
      description: `Your ${thing} will be sent automatically when the connection returns.`,
      variant: "info",
      duration: toastLimits.durationMs,
    } satisfies ToastMessage,
  };
}

/**
 * The toast for a waiting form the server refused when it was finally sent
 * (only a field it will not accept does that). The form, if on the page,
 * shows again with what was typed and the messages beside the fields.
 */
export function refusedWaitingToast(form: LeadFormKind | InPlaceForm): ToastMessage {
  if (form === "subscribe" || form === "privacy") {
    return {
      title: form === "subscribe" ? "Subscription not sent" : "Privacy request not sent",
      description: form === "subscribe" ? subscribeMessages.invalidEmail : serverMessages.invalid,
      variant: "destructive",
      duration: toastLimits.durationMs,
    };
  }
  const messages = leadFormMessages[form];
  return {
    title: messages.failureTitle,
    description: messages.failureFallback,
    variant: messages.failureVariant,
    duration: toastLimits.durationMs,
  };
}

/** The toast for a form that waited for the connection and has now been stored. */
export function sentWaitingToast(form: LeadFormKind | InPlaceForm, result: LeadFormResult): ToastMessage | null {
  if (form !== "subscribe" && form !== "privacy") return toastForResult(form, result);
  const messages = form === "subscribe" ? subscribeMessages : privacyRequestMessages;
  return {
    title: messages.title,
    description: messages.text,
    variant: "success",
    duration: toastLimits.formActionDurationMs,
  };
}

/** The message in a subscribe form when it could not be sent (the server's, or the general one). */
export function subscribeFailureMessage(result: LeadFormResult): string | null {
  if (result.status !== "error") return null;
  return result.exception ? serverMessages.unavailable : result.message || serverMessages.unavailable;
}

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
