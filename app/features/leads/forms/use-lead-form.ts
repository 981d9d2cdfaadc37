// What every form island does (the lead forms and the blog's subscribe form),
// with Conform holding the fields' messages:
// - checks the form with its zod schema before sending (the route action
//   checks it again with the same schema); each message sits beside its field
//   and clears as the field is fixed; the first field to fix gets focus;
// - sends it to the form's JSON endpoint with an idempotency key (kept for
//   retries of the same submission, renewed after a success) and the referrer;
// - shows the answer: a toast, the thank-you panel (focus on its heading) or
//   the emptied form with its notice, the server's field messages, or the
//   message about the whole form;
// - a form that finds no connection waits in the outbox (./form-outbox.ts)
//   and says so; it is sent when the connection returns.
// Without JavaScript the same form posts to its page, and the page renders the
// answer; that answer reaches the island as `result`.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { onFormSettled, queueForm, sendForm, startOutbox, useOutbox } from "#app/features/leads/forms/form-outbox.ts";
import { notify } from "#app/ui/toast/toast.ts";
import { fieldErrorsResult, parseFormSubmission } from "#app/platform/forms/form-submission.ts";
import type { RobotQuestion } from "#app/features/leads/flood/flood-defence.ts";
import { type FormValues, IDEMPOTENCY_FIELD, type LeadFormSchema } from "#app/features/leads/forms/lead-forms.ts";
import {
  type LeadFormResult,
  type ToastMessage,
  failureMessage,
  serverMessages,
  subscribeFailureMessage,
  toastForResult,
  waitingMessages,
} from "#app/features/leads/forms/lead-messages.ts";
import { type OutboxForm, newOutboxEntry, waitingEntryFor } from "#app/features/leads/forms/lead-outbox.ts";
import { NOT_FOUND_REFERRER_KEY } from "#app/ui/not-found-copy.ts";
import { resolveReferrer } from "#app/platform/http/referrer.ts";
import { VISIT_SOURCE_FIELD } from "#app/features/leads/attribution/visit-source-keys.ts";
import { storedVisitSource } from "#app/features/leads/attribution/visit-source-hook.ts";
import { newSubmissionKey } from "#app/platform/forms/submission-key.ts";

export interface LeadFormOptions {
  form: OutboxForm;
  /** The form element's id (Conform finds the form by it). */
  formId: string;
  schema: () => LeadFormSchema;
  /** The answer to a post without JavaScript that rendered this page, if any. */
  result?: LeadFormResult | null;
  /** A referrer the page fixes (a landing page's path); otherwise it is worked out when the form is sent. */
  fixedReferrer?: string;
  /** 'replace': the thank-you panel takes the form's place; 'reset': a notice appears above the emptied form. */
  afterSuccess: "replace" | "reset";
}

/** 'form': fill it in; 'waiting': kept on this device until the connection returns; 'done': sent. */
export type LeadFormPhase = "form" | "waiting" | "done";

interface Answers {
  toast(result: LeadFormResult): ToastMessage | null;
  /** The message about the whole form. */
  alert(result: LeadFormResult): string | null;
}

function answersFor(form: OutboxForm): Answers {
  if (form === "subscribe" || form === "privacy") {
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

function clearStoredReferrer() {
  try {
    window.sessionStorage.removeItem(NOT_FOUND_REFERRER_KEY);
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}

export interface Alert {
  message: string;
  /** A new key for each answer, so a repeated message is announced again. */
  key: number;
}

/** Where the island is (the outbox keeps each waiting form with its page); read in the browser only. */
function currentPage(): string {
  return window.location.pathname;
}

export function useLeadForm({ form: kind, formId, schema, result, fixedReferrer, afterSuccess }: LeadFormOptions) {
  const answers = answersFor(kind);
  const [done, setDone] = useState(() => result?.status === "success" && afterSuccess === "replace");
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(() =>
    result?.status === "invalid" ? fieldErrorsResult(result.fieldErrors) : undefined,
  );
  // What the fields show when the form (re)appears: what was typed, after a post without JavaScript.
  const [defaults, setDefaults] = useState<FormValues>(() =>
    result && result.status !== "success" ? (result.values ?? {}) : {},
  );
  const [alert, setAlert] = useState<Alert | null>(() => {
    const message = result ? answers.alert(result) : null;
    return message ? { message, key: 0 } : null;
  });
  // The notice of a 'reset' form after a success.
  const [sent, setSent] = useState(() => result?.status === "success" && afterSuccess === "reset");
  const [sending, setSending] = useState(false);
  // During a flood (decision 053): the browser is solving a challenge; or the question it could not avoid.
  const [checking, setChecking] = useState(false);
  const [question, setQuestion] = useState<RobotQuestion | null>(() =>
    result?.status === "error" && result.challenge ? result.challenge.question : null,
  );
  const sendingRef = useRef(false);
  const submissionKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocus = useRef(false);

  // A form this page sent while the connection was down waits in the outbox
  // (also after a reload): the waiting panel shows in its place. The server
  // and hydration know no outbox, so it shows only once hydrated.
  const outbox = useOutbox();
  const waiting = !done && outbox.length > 0 ? waitingEntryFor(outbox, kind, currentPage()) : undefined;
  const phase: LeadFormPhase = done ? "done" : waiting ? "waiting" : "form";

  const showAlert = (message: string | null) =>
    setAlert((previous) => (message ? { message, key: (previous?.key ?? 0) + 1 } : null));

  const succeed = () => {
    submissionKey.current = null;
    showAlert(null);
    if (afterSuccess === "replace") {
      moveFocus.current = true;
      setDone(true);
      return;
    }
    // Conform forgets the messages and the fields go back to empty.
    setDefaults({});
    setLastResult({ initialValue: null });
    formRef.current?.reset();
    setSent(true);
  };

  const show = (answer: LeadFormResult) => {
    setQuestion(answer.status === "error" && answer.challenge ? answer.challenge.question : null);
    const toast = answers.toast(answer);
    if (toast) notify(toast);
    if (answer.status === "success") {
      succeed();
      return;
    }
    if (answer.status === "invalid") {
      // Conform shows each message beside its field and focuses the first.
      setLastResult(fieldErrorsResult(answer.fieldErrors));
    }
    showAlert(answers.alert(answer));
  };

  const submit = async (formData: FormData) => {
    if (sendingRef.current) return;
    const key = (submissionKey.current ??= newSubmissionKey());
    const body = new URLSearchParams();
    for (const [name, value] of formData) if (typeof value === "string") body.append(name, value);
    body.set(IDEMPOTENCY_FIELD, key);
    if (kind !== "subscribe" && kind !== "privacy") {
      body.set(
        "referrer",
        fixedReferrer ?? resolveReferrer(readStoredReferrer(), document.referrer, window.location.href),
      );
      // Where the visit came from, for sales' reporting (decision 036).
      const visitSource = storedVisitSource();
      if (visitSource) body.set(VISIT_SOURCE_FIELD, visitSource);
    }
    sendingRef.current = true;
    setSending(true);
    setSent(false);
    const answer = await sendForm(kind, body, setChecking);
    sendingRef.current = false;
    setSending(false);
    if (answer.reached) {
      show(answer.result ?? { status: "error", exception: true });
      return;
    }
    // No connection: the form waits on this device with its key, is sent when
    // the connection returns, and the waiting panel takes its place meanwhile.
    submissionKey.current = null;
    showAlert(null);
    moveFocus.current = true;
    queueForm(newOutboxEntry({ key, form: kind, page: currentPage(), fields: [...body] }, Date.now()));
    notify(waitingMessages(kind).toast);
  };

  const [form, fields] = useForm<FormValues>({
    id: formId,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseFormSubmission(formData, schema()),
    onSubmit(event, { formData }) {
      event.preventDefault();
      void submit(formData);
    },
  });

  // Every page with a form sends what waited from an earlier visit, and the
  // waiting forms when the connection returns.
  useEffect(() => startOutbox(), []);

  // This page's waiting form has left the outbox: sent, or refused as it was.
  useEffect(
    () =>
      onFormSettled(({ entry, outcome, result: answer }) => {
        if (entry.form !== kind || entry.page !== currentPage()) return;
        if (outcome === "sent") {
          succeed();
          return;
        }
        // The form comes back with what was typed and the server's messages.
        setDefaults(Object.fromEntries(entry.fields));
        setLastResult(answer?.status === "invalid" ? fieldErrorsResult(answer.fieldErrors) : undefined);
        showAlert(answers.alert(answer ?? { status: "invalid", fieldErrors: {}, values: {} }));
      }),
    // An island's props never change; the handlers use refs and state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  // The thank-you or waiting panel took the form's place: focus moves to its heading.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [phase]);

  // The call-back page sends the address a not-found page saved, and forgets it on leaving.
  useEffect(() => {
    if (kind !== "callback") return;
    window.addEventListener("pagehide", clearStoredReferrer);
    return () => window.removeEventListener("pagehide", clearStoredReferrer);
  }, [kind]);

  /** A field's message and starting value, for the field components. */
  const field = (name: string) => ({
    name,
    error: fields[name]?.errors?.[0],
    defaultValue: defaults[name],
  });

  return {
    form,
    formRef,
    field,
    defaults,
    phase,
    sending,
    /** Solving a flood challenge (decision 053). */
    checking,
    /** The question to answer when the challenge could not be solved here (or without JavaScript). */
    question,
    /** A 'reset' form's notice after a success. */
    sent,
    alert,
    headingRef,
  };
}

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
