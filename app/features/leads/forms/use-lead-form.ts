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
import { useCallback, useEffect, useRef, useState } from "react";
import { onFormSettled, queueForm, sendForm, startOutbox, useOutbox } from "#app/features/leads/forms/form-outbox.ts";
import { notify } from "#app/ui/toast/toast.ts";
import { fieldErrorsResult, parseFormSubmission } from "#app/platform/forms/form-submission.ts";
import { useFormReadyWhenIdle } from "#app/platform/forms/use-form-ready.ts";
import type { RobotQuestion } from "#app/features/leads/flood/flood-defence.ts";
import type { FormValues, LeadFormSchema } from "#app/features/leads/forms/lead-forms.ts";
import { type LeadFormResult, waitingMessages } from "#app/features/leads/forms/lead-messages.ts";
import { type OutboxForm, newOutboxEntry, waitingEntryFor } from "#app/features/leads/forms/lead-outbox.ts";
import {
  type Answers,
  answersFor,
  clearStoredReferrer,
  currentPage,
  initialValues,
  submissionBody,
} from "#app/features/leads/forms/lead-form-submission.ts";
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

export interface Alert {
  message: string;
  /** A new key for each answer, so a repeated message is announced again. */
  key: number;
}

/** What the form shows of its answers, starting from the answer to a post without JavaScript. */
function useAnswerState(
  result: LeadFormResult | null | undefined,
  afterSuccess: "replace" | "reset",
  answers: Answers,
) {
  const [done, setDone] = useState(() => result?.status === "success" && afterSuccess === "replace");
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(() =>
    result?.status === "invalid" ? fieldErrorsResult(result.fieldErrors) : undefined,
  );
  const [defaults, setDefaults] = useState<FormValues>(() => initialValues(result));
  const [alert, setAlert] = useState<Alert | null>(() => {
    const message = result ? answers.alert(result) : null;
    return message ? { message, key: 0 } : null;
  });
  // The notice of a 'reset' form after a success.
  const [sent, setSent] = useState(() => result?.status === "success" && afterSuccess === "reset");
  // During a flood (decision 053): the question the browser could not avoid.
  const [question, setQuestion] = useState<RobotQuestion | null>(() =>
    result?.status === "error" && result.challenge ? result.challenge.question : null,
  );
  const showAlert = (message: string | null) =>
    setAlert((previous) => (message ? { message, key: (previous?.key ?? 0) + 1 } : null));
  /** Conform forgets the messages and the fields go back to empty. */
  const clearFields = () => {
    setDefaults({});
    setLastResult({ initialValue: null });
  };
  /** The form comes back with what was typed and the server's messages. */
  const restore = (typed: FormValues, answer: LeadFormResult | null) => {
    setDefaults(typed);
    setLastResult(answer?.status === "invalid" ? fieldErrorsResult(answer.fieldErrors) : undefined);
    showAlert(answers.alert(answer ?? { status: "invalid", fieldErrors: {}, values: {} }));
  };
  return {
    ...{ done, setDone, lastResult, setLastResult, defaults, clearFields, restore },
    ...{ alert, showAlert, sent, setSent, question, setQuestion },
  };
}

/**
 * A form this page sent while the connection was down waits in the outbox
 * (also after a reload): the waiting panel shows in its place. The server
 * and hydration know no outbox, so it shows only once hydrated.
 */
function useFormPhase(kind: OutboxForm, done: boolean): LeadFormPhase {
  const outbox = useOutbox();
  const waiting = !done && outbox.length > 0 ? waitingEntryFor(outbox, kind, currentPage()) : undefined;
  return done ? "done" : waiting ? "waiting" : "form";
}

/** Follows this page's waiting form as it leaves the outbox: sent, or refused as it was. */
function useSettledForm(
  kind: OutboxForm,
  onSent: () => void,
  onRefused: (fields: FormValues, answer: LeadFormResult | null) => void,
) {
  useEffect(
    () =>
      onFormSettled(({ entry, outcome, result: answer }) => {
        if (entry.form !== kind || entry.page !== currentPage()) return;
        if (outcome === "sent") onSent();
        else onRefused(Object.fromEntries(entry.fields), answer);
      }),
    // An island's props never change; the handlers use refs and state setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

/**
 * The thank-you or waiting panel took the form's place: focus moves to its
 * heading, when the answer that brought it asked for that.
 */
function usePanelFocus(phase: LeadFormPhase) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocusRef = useRef(false);
  useEffect(() => {
    if (!moveFocusRef.current) return;
    moveFocusRef.current = false;
    headingRef.current?.focus();
  }, [phase]);
  const focusPanelNext = () => {
    moveFocusRef.current = true;
  };
  return { headingRef, focusPanelNext };
}

/** The call-back page sends the address a not-found page saved, and forgets it on leaving. */
function useForgetStoredReferrer(kind: OutboxForm) {
  useEffect(() => {
    if (kind !== "callback") return;
    window.addEventListener("pagehide", clearStoredReferrer);
    return () => window.removeEventListener("pagehide", clearStoredReferrer);
  }, [kind]);
}

export function useLeadForm({ form: kind, formId, schema, result, fixedReferrer, afterSuccess }: LeadFormOptions) {
  const answers = answersFor(kind);
  const state = useAnswerState(result, afterSuccess, answers);
  const { showAlert } = state;
  const [sending, setSending] = useState(false);
  // During a flood (decision 053): the browser is solving a challenge.
  const [checking, setChecking] = useState(false);
  const sendingRef = useRef(false);
  const submissionKey = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const phase = useFormPhase(kind, state.done);
  const { headingRef, focusPanelNext } = usePanelFocus(phase);

  const succeed = () => {
    submissionKey.current = null;
    showAlert(null);
    if (afterSuccess === "replace") {
      focusPanelNext();
      state.setDone(true);
      return;
    }
    state.clearFields();
    formRef.current?.reset();
    state.setSent(true);
  };

  const show = (answer: LeadFormResult) => {
    state.setQuestion(answer.status === "error" && answer.challenge ? answer.challenge.question : null);
    const toast = answers.toast(answer);
    if (toast) notify(toast);
    if (answer.status === "success") {
      succeed();
      return;
    }
    if (answer.status === "invalid") {
      // Conform shows each message beside its field and focuses the first.
      state.setLastResult(fieldErrorsResult(answer.fieldErrors));
    }
    showAlert(answers.alert(answer));
  };

  const submit = async (formData: FormData) => {
    if (sendingRef.current) return;
    const key = (submissionKey.current ??= newSubmissionKey());
    const body = submissionBody(kind, formData, key, fixedReferrer);
    sendingRef.current = true;
    setSending(true);
    state.setSent(false);
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
    focusPanelNext();
    queueForm(newOutboxEntry({ key, form: kind, page: currentPage(), fields: [...body] }, Date.now()));
    notify(waitingMessages(kind).toast);
  };

  const check = useCallback((post: FormData) => parseFormSubmission(post, schema()), [schema]);
  const [form, fields] = useForm<FormValues>({
    id: formId,
    lastResult: state.lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => check(formData),
    onSubmit(event, { formData }) {
      event.preventDefault();
      void submit(formData);
    },
  });

  useFormReadyWhenIdle(formId, check);
  // Every page with a form sends what waited from an earlier visit, and the
  // waiting forms when the connection returns.
  useEffect(() => startOutbox(), []);
  useSettledForm(kind, succeed, state.restore);
  useForgetStoredReferrer(kind);

  /** A field's message and starting value, for the field components. */
  const field = (name: string) => ({ name, error: fields[name]?.errors?.[0], defaultValue: state.defaults[name] });

  return {
    ...{ form, formRef, field, defaults: state.defaults, phase, sending },
    /** Solving a flood challenge (decision 053). */
    checking,
    /** The question to answer when the challenge could not be solved here (or without JavaScript). */
    question: state.question,
    /** A 'reset' form's notice after a success. */
    sent: state.sent,
    ...{ alert: state.alert, headingRef },
  };
}

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
