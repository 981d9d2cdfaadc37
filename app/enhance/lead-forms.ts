// The lead forms' browser behaviour, without React: check the fields with the
// same rules as the server before posting, post to /api/forms/:form, then
// show the answer (spec section 8): a toast, the thank-you panel or the reset
// form, or the messages beside the fields. Without this script the forms post
// to their page and the page renders the same answers.
import { isLeadFormKind, leadFormEndpoint, leadFormSchemas } from "~/lib/lead-form-schemas";
import { type FieldErrors, fieldNames, IDEMPOTENCY_FIELD, readFormValues, validateForm } from "~/lib/lead-forms";
import {
  failureMessage,
  type LeadFormKind,
  type LeadFormResult,
  serverMessages,
  toastForResult,
} from "~/lib/lead-messages";
import { resolveReferrer } from "~/lib/referrer";
import { NOT_FOUND_REFERRER_KEY } from "~/lib/not-found";
import { newSubmissionKey } from "~/lib/submission-key";
import { setSubmitBusy, showAlert, showFieldError } from "./form-feedback";
import { notify } from "./toasts";

/** Sends the form's fields and reads the JSON answer; a failed request is an exception result. */
export type PostForm = (endpoint: string, body: URLSearchParams) => Promise<LeadFormResult>;

const postWithFetch: PostForm = async (endpoint, body) => {
  try {
    const response = await fetch(endpoint, { method: "POST", body, headers: { Accept: "application/json" } });
    return (await response.json()) as LeadFormResult;
  } catch {
    // Network down, or an answer that is not ours (a proxy's error page).
    return { status: "error", exception: true };
  }
};

function readStoredReferrer(): string | null {
  try {
    return sessionStorage.getItem(NOT_FOUND_REFERRER_KEY);
  } catch {
    return null;
  }
}

function clearStoredReferrer() {
  try {
    sessionStorage.removeItem(NOT_FOUND_REFERRER_KEY);
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}

function control(form: HTMLFormElement, name: string): HTMLElement | null {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLElement && element.id ? element : null;
}

function setHiddenValue(form: HTMLFormElement, name: string, value: string) {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}

function focusFirstError(form: HTMLFormElement, fields: readonly string[]) {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && fields.includes(name) && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

function showSuccess(form: HTMLFormElement, kind: LeadFormKind) {
  const template = form.parentElement?.querySelector<HTMLTemplateElement>(`template[data-lead-form-success="${kind}"]`);
  const content = template?.content.cloneNode(true) as DocumentFragment | undefined;
  if (form.dataset.afterSuccess === "reset") {
    form.reset();
    form.parentElement?.querySelector("[data-lead-form-done]")?.remove();
    const notice = content?.firstElementChild;
    if (notice instanceof HTMLElement) {
      notice.dataset.leadFormDone = "";
      form.before(notice);
    }
    return;
  }
  if (!content) return;
  const panel = content.firstElementChild;
  form.replaceWith(content);
  // Focus moves to the thank-you heading so screen readers announce it.
  panel?.querySelector<HTMLElement>("[data-success-heading]")?.focus();
}

export function enhanceLeadForm(form: HTMLFormElement, post: PostForm = postWithFetch) {
  const kind = form.dataset.leadForm;
  if (!isLeadFormKind(kind)) return;
  const endpoint = leadFormEndpoint(kind);
  // Made when the form is sent, kept for retries of the same submission, renewed after a success.
  let submissionKey: string | null = null;
  // Fields with a message showing; they are re-checked as the visitor types.
  let shown: FieldErrors = {};
  let sending = false;

  const check = (): FieldErrors => {
    // Built on the first check, not when the page loads.
    const schema = leadFormSchemas[kind]();
    const result = validateForm(schema, readFormValues(new FormData(form), fieldNames(schema)));
    return result.success ? {} : result.fieldErrors;
  };

  const showErrors = (errors: FieldErrors) => {
    for (const name of new Set([...Object.keys(shown), ...Object.keys(errors)])) {
      const field = control(form, name);
      if (field) showFieldError(field, errors[name]);
    }
    shown = errors;
  };

  const answer = (result: LeadFormResult) => {
    const toast = toastForResult(kind, result);
    if (toast) notify(toast);
    if (result.status === "success") {
      submissionKey = null;
      showAlert(form, null);
      showErrors({});
      showSuccess(form, kind);
      return;
    }
    if (result.status === "invalid") {
      showErrors(result.fieldErrors);
      showAlert(form, serverMessages.invalid);
      focusFirstError(form, Object.keys(result.fieldErrors));
      return;
    }
    showAlert(form, failureMessage(kind, result));
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (sending) return;
    const errors = check();
    showErrors(errors);
    if (Object.keys(errors).length > 0) {
      showAlert(form, null);
      focusFirstError(form, Object.keys(errors));
      return;
    }
    submissionKey ??= newSubmissionKey();
    setHiddenValue(form, IDEMPOTENCY_FIELD, submissionKey);
    if (!("fixedReferrer" in form.dataset)) {
      setHiddenValue(form, "referrer", resolveReferrer(readStoredReferrer(), document.referrer, location.href));
    }
    sending = true;
    setSubmitBusy(form, true);
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    void post(endpoint, body).then((result) => {
      sending = false;
      setSubmitBusy(form, false);
      answer(result);
    });
  });

  // After a first attempt, each message clears as its field is fixed.
  form.addEventListener("input", () => {
    if (Object.keys(shown).length === 0) return;
    const errors = check();
    showErrors(Object.fromEntries(Object.entries(errors).filter(([name]) => name in shown)));
  });

  // The call-back page sends the address a not-found page saved, and forgets it on leaving.
  if (kind === "callback") window.addEventListener("pagehide", clearStoredReferrer);

  form.dataset.enhanced = "";
}

export function enhanceLeadForms(scope: ParentNode = document) {
  for (const form of scope.querySelectorAll<HTMLFormElement>("form[data-lead-form]:not([data-enhanced])")) {
    enhanceLeadForm(form);
  }
}
