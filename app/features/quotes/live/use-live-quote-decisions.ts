// The live quote island's state: the view shown, the answer to the last
// decision, the decision on its way and the forms' one-time key; and the send
// itself: a form checked with the server's schema, posted to
// /q/<token>/decisions, its answer toasted and shown in place.
import { type FormEvent, useEffect, useRef, useState } from "react";
import { notify } from "#app/ui/toast/toast.ts";
import { firstMessages, parseFormSubmission } from "#app/platform/forms/form-submission.ts";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { type LiveQuoteIntent, changeRequestFailed, liveQuoteSchemaFor } from "#app/features/quotes/live/live-quote.ts";
import type { LiveQuoteView } from "#app/features/quotes/live/live-quote-view.ts";
import { acceptedPath, successToast } from "#app/features/quotes/live/live-quote-panels.tsx";
import { type QuoteToast, decisionFailureToast, decisionSuccessToasts } from "#app/features/quotes/quote-messages.ts";
import { newSubmissionKey } from "#app/platform/forms/submission-key.ts";
import { toastLimits } from "#app/ui/toast/toast-policy.ts";

/** What the page's action (no JavaScript) or the decisions endpoint answered. */
export type LiveQuoteResult =
  | { status: "recorded"; intent: LiveQuoteIntent; requestType: string }
  | { status: "invalid"; intent: LiveQuoteIntent | null; fieldErrors: FieldErrors; values: Record<string, string> }
  /** `currentVersion`: staff sent that version since the page was drawn; the customer reviews it first. */
  | { status: "refused"; message: string; currentVersion?: number };

export type InvalidAnswer = Extract<LiveQuoteResult, { status: "invalid" }>;

/** How the island loads a page: the browser's own (component tests put a stand-in in). */
export const pageLoader = { go: (path: string) => window.location.assign(path) };

/** What /q/<token>/decisions answers in JSON. */
interface DecisionResponse {
  result?: LiveQuoteResult;
  view?: LiveQuoteView;
  message?: string;
}

/** The spec's failure message for the decision the form was taking. */
function failureToast(intent: LiveQuoteIntent, message?: string): QuoteToast {
  if (intent === "changes")
    return { title: "Error", description: message || changeRequestFailed, variant: "destructive" };
  return decisionFailureToast(intent, message);
}

/** Every toast here answers something the customer did. */
function toast(message: QuoteToast) {
  notify({ ...message, duration: toastLimits.formActionDurationMs });
}

/** The form's text fields, as the page's action reads them. */
function formPayload(form: HTMLFormElement): URLSearchParams {
  const payload = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") payload.append(name, value);
  return payload;
}

async function postDecision(pagePath: string, payload: URLSearchParams) {
  const response = await fetch(`${pagePath}/decisions`, {
    method: "POST",
    body: payload,
    headers: { Accept: "application/json" },
  });
  const body = (await response.json().catch(() => ({}))) as DecisionResponse;
  return { ok: response.ok, body };
}

export interface LiveQuoteDecisionsOptions {
  initialView: LiveQuoteView;
  pagePath: string;
  submissionKey: string;
  result?: LiveQuoteResult | null;
}

export function useLiveQuoteDecisions({ initialView, pagePath, submissionKey, result }: LiveQuoteDecisionsOptions) {
  const [view, setView] = useState(initialView);
  const [answer, setAnswer] = useState<LiveQuoteResult | null>(result ?? null);
  const [pending, setPending] = useState<LiveQuoteIntent | null>(null);
  const [formKey, setFormKey] = useState(submissionKey);
  const invalid = answer?.status === "invalid" ? answer : null;
  const announced = useRef(false);

  // The acceptance just made (the page loaded afresh after it): the spec's toast, once.
  useEffect(() => {
    if (announced.current || result?.status !== "recorded" || result.requestType !== "accept") return;
    announced.current = true;
    toast(decisionSuccessToasts.accept);
  }, [result]);

  /** The endpoint's answer: the new view, then a reload, a toast and a fresh key, or the refusal. */
  function settle(intent: LiveQuoteIntent, form: HTMLFormElement, ok: boolean, body: DecisionResponse) {
    if (body.view) setView(body.view);
    const outcome = body.result;
    if (ok && outcome?.status === "recorded" && outcome.requestType === "accept") {
      // The deposit and the banking details are rendered with the page (decision 040): load it afresh.
      pageLoader.go(acceptedPath(pagePath));
      return;
    }
    if (ok && outcome?.status === "recorded") {
      toast(successToast(outcome.requestType));
      setFormKey(newSubmissionKey());
      setAnswer(outcome);
      form.reset();
      return;
    }
    if (outcome) setAnswer(outcome);
    const message = outcome?.status === "refused" ? outcome.message : body.message;
    toast(failureToast(intent, message));
  }

  async function submit(event: FormEvent<HTMLFormElement>, intent: LiveQuoteIntent) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const payload = formPayload(form);
    const checked = parseFormSubmission(payload, liveQuoteSchemaFor(intent));
    if (checked.status !== "success") {
      setAnswer({ status: "invalid", intent, fieldErrors: firstMessages(checked.error), values: {} });
      // The first field to fix gets focus, as the other forms do.
      requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      return;
    }
    setPending(intent);
    try {
      const { ok, body } = await postDecision(pagePath, payload);
      settle(intent, form, ok, body);
    } catch {
      toast(failureToast(intent));
    } finally {
      setPending(null);
    }
  }

  return { view, answer, invalid, pending, formKey, submit };
}
