// What the form hook (./use-lead-form.ts) sends and how it answers, apart
// from its React state: the answers each form shows, the request's body with
// its idempotency key, referrer and visit source, and the address a
// not-found page saved for the call-back form.
import { type FormValues, IDEMPOTENCY_FIELD } from "#app/features/leads/forms/lead-forms.ts";
import {
  type LeadFormResult,
  type ToastMessage,
  failureMessage,
  serverMessages,
  subscribeFailureMessage,
  toastForResult,
} from "#app/features/leads/forms/lead-messages.ts";
import type { OutboxForm } from "#app/features/leads/forms/lead-outbox.ts";
import { NOT_FOUND_REFERRER_KEY } from "#app/ui/not-found-copy.ts";
import { resolveReferrer } from "#app/platform/http/referrer.ts";
import { VISIT_SOURCE_FIELD } from "#app/features/leads/attribution/visit-source-keys.ts";
import { storedVisitSource } from "#app/features/leads/attribution/visit-source-hook.ts";

export interface Answers {
  toast(result: LeadFormResult): ToastMessage | null;
  /** The message about the whole form. */
  alert(result: LeadFormResult): string | null;
}

/** The subscribe and privacy request forms, which are not leads: no referrer, no toast. */
function answersInPlace(form: OutboxForm): form is "subscribe" | "privacy" {
  return form === "subscribe" || form === "privacy";
}

export function answersFor(form: OutboxForm): Answers {
  if (answersInPlace(form)) {
    // The subscribe and privacy request forms answer in place, as their pages do without JavaScript.
    return { toast: () => null, alert: subscribeFailureMessage };
  }
  return {
    toast: (result) => toastForResult(form, result),
    alert: (result) => (result.status === "invalid" ? serverMessages.invalid : failureMessage(form, result)),
  };
}

function readStoredReferrer(): string | null {
  try {
    return window.sessionStorage.getItem(NOT_FOUND_REFERRER_KEY);
  } catch {
    return null;
  }
}

export function clearStoredReferrer() {
  try {
    window.sessionStorage.removeItem(NOT_FOUND_REFERRER_KEY);
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}

/** Where the island is (the outbox keeps each waiting form with its page); read in the browser only. */
export function currentPage(): string {
  return window.location.pathname;
}

/**
 * The request's body: the form's fields, its idempotency key and, for a lead,
 * the referrer (the page's fixed one, or worked out now) and the visit source.
 */
export function submissionBody(
  form: OutboxForm,
  formData: FormData,
  key: string,
  fixedReferrer: string | undefined,
): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of formData) if (typeof value === "string") body.append(name, value);
  body.set(IDEMPOTENCY_FIELD, key);
  if (!answersInPlace(form)) {
    body.set(
      "referrer",
      fixedReferrer ?? resolveReferrer(readStoredReferrer(), document.referrer, window.location.href),
    );
    // Where the visit came from, for sales' reporting (decision 036).
    const visitSource = storedVisitSource();
    if (visitSource) body.set(VISIT_SOURCE_FIELD, visitSource);
  }
  return body;
}

/** What the fields show when the form (re)appears: what was typed, after a post without JavaScript. */
export function initialValues(result: LeadFormResult | null | undefined): FormValues {
  return result && result.status !== "success" ? (result.values ?? {}) : {};
}

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
