// Browser behaviour of a lead form: validate with the same schema as the
// server before posting, post through a fetcher to the route action, toast the
// result (section 8) and hand success to the page. Without JavaScript the form
// posts normally and the page renders the action's result instead.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { notify } from "~/components/ui/toaster";
import {
  type FieldErrors,
  IDEMPOTENCY_FIELD,
  type LeadFormSchema,
  fieldNames,
  readFormValues,
  validateForm,
} from "~/lib/lead-forms";
import { type LeadFormKind, type LeadFormResult, failureMessage, serverMessages, toastForResult } from "~/lib/lead-messages";
import { resolveReferrer } from "~/lib/lead-payload";
import { NOT_FOUND_REFERRER_KEY } from "~/lib/not-found";
import { newSubmissionKey } from "~/lib/submission-key";

export interface LeadFormOptions {
  form: LeadFormKind;
  schema: LeadFormSchema;
  /** The route whose action takes the post. */
  action: string;
  /** True when `action` is the page's own route, so a post without JavaScript lands back here. */
  ownRoute: boolean;
  /** A fixed referrer (the landing page's path); otherwise the stored not-found referrer, document referrer or URL. */
  referrer?: string;
  onSuccess?: (form: HTMLFormElement) => void;
}

function readStoredReferrer(): string | null {
  try {
    return sessionStorage.getItem(NOT_FOUND_REFERRER_KEY);
  } catch {
    return null;
  }
}

export function useLeadForm({ form, schema, action, ownRoute, referrer: fixedReferrer, onSuccess }: LeadFormOptions) {
  const fetcher = useFetcher<LeadFormResult>({ key: `lead-form-${form}` });
  const actionData = useActionData<LeadFormResult>();
  const routeResult = ownRoute ? actionData : undefined;
  const result: LeadFormResult | undefined = fetcher.data ?? routeResult;

  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  // Made in the browser only, when the form is sent: a prerendered page must
  // not hand every visitor the same key. A new one after each success.
  const submissionKey = useRef<string | null>(null);

  // Toast each new answer once, and let the page show its success state.
  const handled = useRef<LeadFormResult | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || handled.current === answer || fetcher.state !== "idle") return;
    handled.current = answer;
    const toast = toastForResult(form, answer);
    if (toast) void notify(toast);
    if (answer.status === "success") {
      submissionKey.current = null;
      if (formRef.current) onSuccess?.(formRef.current);
    } else if (answer.status === "invalid") {
      focusFirstError(formRef.current, Object.keys(answer.fieldErrors));
    }
  }, [fetcher.data, fetcher.state, form, onSuccess]);

  const serverErrors = result?.status === "invalid" ? result.fieldErrors : {};
  const errors: FieldErrors = clientErrors ?? serverErrors;
  const submitting = fetcher.state !== "idle";

  function currentErrors(element: HTMLFormElement): FieldErrors {
    const validation = validateForm(schema, readFormValues(new FormData(element), fieldNames(schema)));
    return validation.success ? {} : validation.fieldErrors;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    const found = currentErrors(element);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
      focusFirstError(element, Object.keys(found));
      return;
    }
    // Valid here: whatever the server says about fields is shown next.
    setClientErrors(null);
    submissionKey.current ??= newSubmissionKey();
    setHiddenValue(element, IDEMPOTENCY_FIELD, submissionKey.current);
    if (fixedReferrer === undefined) {
      setHiddenValue(element, "referrer", resolveReferrer(readStoredReferrer(), document.referrer, window.location.href));
    }
  }

  // After a first attempt, errors clear as the visitor fixes each field.
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (clientErrors === null && Object.keys(serverErrors).length === 0) return;
    const found = currentErrors(event.currentTarget);
    const shown = clientErrors ?? serverErrors;
    const next = Object.fromEntries(Object.entries(found).filter(([field]) => field in shown));
    setClientErrors(next);
  }

  const failed = result ? failureMessage(form, result) : null;
  const hasFieldErrors = Object.keys(errors).length > 0;
  const alert = failed ?? (hasFieldErrors && result?.status === "invalid" && !clientErrors ? serverMessages.invalid : null);

  return {
    fetcher,
    formRef,
    result,
    succeeded: result?.status === "success",
    errors,
    submitting,
    alert,
    /** Values to show again after a post without JavaScript. */
    values: result && result.status !== "success" ? (result.values ?? {}) : {},
    /** Filled in when the form is sent; a fixed referrer is in the HTML for posts without JavaScript. */
    hidden: { referrer: fixedReferrer ?? "" },
    formProps: { ref: formRef, method: "post" as const, action, noValidate: true, onSubmit, onChange },
  };
}

function setHiddenValue(form: HTMLFormElement, name: string, value: string) {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}

function focusFirstError(form: HTMLFormElement | null, fields: string[]) {
  if (!form) return;
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (name && fields.includes(name) && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}
