// The live quote page's interactive part (/q/<token>): the quote's status and
// history, and the customer's three forms: accept (typed name as signature and
// the hire terms), ask for changes (per line and/or "meet you halfway"), and
// decline with a reason. Each form is a plain POST to the page, which renders
// the answer without JavaScript; hydrated, the island checks the form with the
// same schema (Conform's parse), sends it to /q/<token>/decisions and shows the
// spec's toast and the new status in place. Every form names the version the
// page shows (quoteVersion): when staff have sent a newer one meanwhile, the
// decision is refused (409) and the customer is asked to review it. After an
// acceptance the page is loaded afresh, so the deposit and how to pay it show.
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { island } from "#app/platform/islands/island.tsx";
import { notify } from "#app/ui/toast/toast.ts";
import { Button } from "#app/ui/button.tsx";
import { firstMessages, parseFormSubmission } from "#app/platform/forms/form-submission.ts";
import type { FieldErrors } from "#app/features/leads/index.ts";
import {
  LINE_CHANGE_ACTIONS,
  type LineChangeAction,
  type LiveQuoteIntent,
  NOTE_MAX,
  SIGNED_NAME_MAX,
  changeRequestFailed,
  liveQuoteSchemaFor,
} from "#app/features/quotes/live/live-quote.ts";
import type { LiveQuoteView } from "#app/features/quotes/live/live-quote-view.ts";
import {
  DecisionAnswer,
  QuoteStatusSection,
  acceptedPath,
  successToast,
} from "#app/features/quotes/live/live-quote-panels.tsx";
import { type QuoteToast, decisionFailureToast, decisionSuccessToasts } from "#app/features/quotes/quote-messages.ts";
import { DECLINE_REASONS, DECLINE_REASON_LABELS } from "#app/features/quotes/quote-status.ts";
import { newSubmissionKey } from "#app/platform/forms/submission-key.ts";
import { toastLimits } from "#app/ui/toast/toast-policy.ts";

/** What the page's action (no JavaScript) or the decisions endpoint answered. */
export type LiveQuoteResult =
  | { status: "recorded"; intent: LiveQuoteIntent; requestType: string }
  | { status: "invalid"; intent: LiveQuoteIntent | null; fieldErrors: FieldErrors; values: Record<string, string> }
  /** `currentVersion`: staff sent that version since the page was drawn; the customer reviews it first. */
  | { status: "refused"; message: string; currentVersion?: number };

export type LiveQuoteProps = {
  view: LiveQuoteView;
  /** The page's own path, where the forms post. */
  pagePath: string;
  /** A fresh key for this page's forms: the same form sent twice records once. */
  submissionKey: string;
  /** The answer to a post without JavaScript, if this page is one (or the acceptance just made, after it). */
  result?: LiveQuoteResult | null;
};

/** How the island loads a page: the browser's own (component tests put a stand-in in). */
export const pageLoader = { go: (path: string) => window.location.assign(path) };

const ACTION_LABELS: Readonly<Record<LineChangeAction, string>> = {
  keep: "Keep as it is",
  quantity: "Change the quantity",
  remove: "Remove it",
  alternative: "Suggest an alternative",
};

/** The spec's failure message for the decision the form was taking. */
function failureToast(intent: LiveQuoteIntent, message?: string): QuoteToast {
  if (intent === "changes")
    return { title: "Error", description: message || changeRequestFailed, variant: "destructive" };
  return decisionFailureToast(intent, message);
}

const inputClass =
  "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30 aria-[invalid=true]:border-red-700";

function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {message}
    </p>
  );
}

export default function LiveQuote({ view: initialView, pagePath, submissionKey, result }: LiveQuoteProps) {
  const id = useId();
  const [view, setView] = useState(initialView);
  const [answer, setAnswer] = useState<LiveQuoteResult | null>(result ?? null);
  const [pending, setPending] = useState<LiveQuoteIntent | null>(null);
  const [formKey, setFormKey] = useState(submissionKey);
  // The version the server drew this page with: every form decides on it, never on one fetched since.
  const shownVersion = initialView.version;
  const invalid = answer?.status === "invalid" ? answer : null;
  // A hidden field refused (a page kept open too long, a tampered post): said above the forms.
  const hiddenFieldError = invalid
    ? (invalid.fieldErrors.quoteVersion ?? invalid.fieldErrors.submissionKey)
    : undefined;
  const announced = useRef(false);

  // The acceptance just made (the page loaded afresh after it): the spec's toast, once.
  useEffect(() => {
    if (announced.current || result?.status !== "recorded" || result.requestType !== "accept") return;
    announced.current = true;
    notify({ ...decisionSuccessToasts.accept, duration: toastLimits.formActionDurationMs });
  }, [result]);
  const errorsFor = (intent: LiveQuoteIntent) => (invalid?.intent === intent ? invalid.fieldErrors : {});
  const typed = (name: string) => invalid?.values[name];

  async function submit(event: FormEvent<HTMLFormElement>, intent: LiveQuoteIntent) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const formData = new FormData(form);
    const payload = new URLSearchParams();
    for (const [name, value] of formData) if (typeof value === "string") payload.append(name, value);
    const checked = parseFormSubmission(payload, liveQuoteSchemaFor(intent));
    if (checked.status !== "success") {
      setAnswer({ status: "invalid", intent, fieldErrors: firstMessages(checked.error), values: {} });
      // The first field to fix gets focus, as the other forms do.
      requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      return;
    }
    setPending(intent);
    try {
      const response = await fetch(`${pagePath}/decisions`, {
        method: "POST",
        body: payload,
        headers: { Accept: "application/json" },
      });
      const body = (await response.json().catch(() => ({}))) as {
        result?: LiveQuoteResult;
        view?: LiveQuoteView;
        message?: string;
      };
      if (body.view) setView(body.view);
      const outcome = body.result;
      if (response.ok && outcome?.status === "recorded" && outcome.requestType === "accept") {
        // The deposit and the banking details are rendered with the page (decision 040): load it afresh.
        pageLoader.go(acceptedPath(pagePath));
        return;
      }
      if (response.ok && outcome?.status === "recorded") {
        notify({ ...successToast(outcome.requestType), duration: toastLimits.formActionDurationMs });
        setFormKey(newSubmissionKey());
        setAnswer(outcome);
        form.reset();
        return;
      }
      if (outcome) setAnswer(outcome);
      const message = outcome?.status === "refused" ? outcome.message : body.message;
      notify({ ...failureToast(intent, message), duration: toastLimits.formActionDurationMs });
    } catch {
      notify({ ...failureToast(intent), duration: toastLimits.formActionDurationMs });
    } finally {
      setPending(null);
    }
  }

  const acceptErrors = errorsFor("accept");
  const declineErrors = errorsFor("decline");
  const changeErrors = errorsFor("changes");
  const described = (field: string, errors: FieldErrors) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {};

  return (
    <div className="grid gap-8">
      <QuoteStatusSection id={id} view={view} />

      <DecisionAnswer
        answer={answer}
        quoteNumber={view.quoteNumber}
        pagePath={pagePath}
        hiddenFieldError={hiddenFieldError}
      />

      {view.open ? (
        <>
          {/* The quote page's Accept Quote leads here (#accept): the signature step. */}
          <section
            id="accept"
            aria-labelledby={`${id}-accept`}
            className="scroll-mt-24 rounded-2xl border-2 border-brand/40 p-5"
          >
            <h2 id={`${id}-accept`} className="text-xl font-extrabold text-navy">
              Accept this quote
            </h2>
            <form method="post" action={pagePath} noValidate onSubmit={(event) => void submit(event, "accept")}>
              <input type="hidden" name="intent" value="accept" />
              <input type="hidden" name="submissionKey" value={formKey} />
              <input type="hidden" name="quoteVersion" value={shownVersion} />
              <label htmlFor={`${id}-signed-name`} className="mt-4 block font-semibold text-navy">
                Your full name, as your signature
              </label>
              <input
                id={`${id}-signed-name`}
                name="signedName"
                autoComplete="name"
                maxLength={SIGNED_NAME_MAX}
                defaultValue={typed("signedName")}
                className={inputClass}
                {...described("signedName", acceptErrors)}
              />
              <FieldMessage id={`${id}-signedName-error`} message={acceptErrors.signedName} />
              <div className="mt-4 flex items-start gap-3">
                <input
                  id={`${id}-terms`}
                  type="checkbox"
                  name="acceptTerms"
                  className="mt-1 size-5 shrink-0 accent-brand"
                  {...described("acceptTerms", acceptErrors)}
                />
                <label htmlFor={`${id}-terms`} className="text-ink">
                  I agree to the{" "}
                  <a href="/hire-terms" className="font-semibold text-brand underline underline-offset-4">
                    hire terms
                  </a>{" "}
                  (deposit, cancellation, damage and delivery).
                </label>
              </div>
              <FieldMessage id={`${id}-acceptTerms-error`} message={acceptErrors.acceptTerms} />
              <p className="mt-3 text-sm text-muted">
                We keep the name you type, the time, your internet address and your browser with your acceptance, as the
                record that you signed; see our{" "}
                <a href="/privacy" className="underline">
                  privacy notice
                </a>
                .
              </p>
              <Button type="submit" variant="brand" size="lg" className="mt-4" disabled={pending !== null}>
                {pending === "accept" ? "Accepting..." : "Accept Quote"}
              </Button>
            </form>
          </section>

          <details className="rounded-2xl border border-line p-5" open={invalid?.intent === "changes"}>
            <summary className="cursor-pointer text-lg font-bold text-navy">Ask for changes</summary>
            <form method="post" action={pagePath} noValidate onSubmit={(event) => void submit(event, "changes")}>
              <input type="hidden" name="intent" value="changes" />
              <input type="hidden" name="submissionKey" value={formKey} />
              <input type="hidden" name="quoteVersion" value={shownVersion} />
              <fieldset className="mt-4">
                <legend className="font-semibold text-navy">Change a line</legend>
                <FieldMessage id={`${id}-lines-error`} message={changeErrors.lines} />
                <ul className="mt-2 grid gap-4">
                  {view.lines.map((line, index) => (
                    <li key={line.id} className="grid gap-2 sm:grid-cols-[1fr_14rem_7rem] sm:items-end">
                      <input type="hidden" name={`lines[${index}].id`} value={line.id} />
                      <span className="font-medium text-ink">
                        {line.name} <span className="text-muted">(now {line.quantity})</span>
                      </span>
                      <label className="text-sm font-semibold text-navy">
                        What to do
                        <select
                          name={`lines[${index}].action`}
                          defaultValue={typed(`lines[${index}].action`) ?? "keep"}
                          className={inputClass}
                        >
                          {LINE_CHANGE_ACTIONS.map((action) => (
                            <option key={action} value={action}>
                              {ACTION_LABELS[action]}
                            </option>
                          ))}
                        </select>
                      </label>
                      <label className="text-sm font-semibold text-navy">
                        New quantity
                        <input
                          name={`lines[${index}].quantity`}
                          inputMode="numeric"
                          defaultValue={typed(`lines[${index}].quantity`)}
                          className={inputClass}
                          {...described(`lines[${index}].quantity`, changeErrors)}
                        />
                      </label>
                      <FieldMessage
                        id={`${id}-lines[${index}].quantity-error`}
                        message={changeErrors[`lines[${index}].quantity`]}
                      />
                    </li>
                  ))}
                </ul>
              </fieldset>
              <div className="mt-4 flex items-start gap-3">
                <input
                  id={`${id}-discount`}
                  type="checkbox"
                  name="wantsDiscount"
                  defaultChecked={typed("wantsDiscount") === "on"}
                  className="mt-1 size-5 shrink-0 accent-brand"
                />
                <label htmlFor={`${id}-discount`} className="text-ink">
                  Ask us to meet you halfway on the price (Request Discount)
                </label>
              </div>
              <label htmlFor={`${id}-change-note`} className="mt-4 block font-semibold text-navy">
                Note (optional; say which alternative you have in mind)
              </label>
              <textarea
                id={`${id}-change-note`}
                name="note"
                rows={3}
                maxLength={NOTE_MAX}
                defaultValue={invalid?.intent === "changes" ? typed("note") : undefined}
                className={inputClass}
                {...described("note", changeErrors)}
              />
              <FieldMessage id={`${id}-note-error`} message={changeErrors.note} />
              <Button type="submit" variant="primary" className="mt-4" disabled={pending !== null}>
                {pending === "changes" ? "Sending..." : "Send change request"}
              </Button>
            </form>
          </details>

          <details className="rounded-2xl border border-line p-5" open={invalid?.intent === "decline"}>
            <summary className="cursor-pointer text-lg font-bold text-navy">Decline this quote</summary>
            <form method="post" action={pagePath} noValidate onSubmit={(event) => void submit(event, "decline")}>
              <input type="hidden" name="intent" value="decline" />
              <input type="hidden" name="submissionKey" value={formKey} />
              <input type="hidden" name="quoteVersion" value={shownVersion} />
              <fieldset className="mt-4" aria-describedby={declineErrors.reason ? `${id}-reason-error` : undefined}>
                <legend className="font-semibold text-navy">Why are you declining?</legend>
                <div className="mt-2 grid gap-2">
                  {DECLINE_REASONS.map((reason) => (
                    <label key={reason} className="flex items-center gap-3 text-ink">
                      <input
                        type="radio"
                        name="reason"
                        value={reason}
                        defaultChecked={typed("reason") === reason}
                        className="size-5 accent-brand"
                      />
                      {DECLINE_REASON_LABELS[reason]}
                    </label>
                  ))}
                </div>
              </fieldset>
              <FieldMessage id={`${id}-reason-error`} message={declineErrors.reason} />
              <label htmlFor={`${id}-decline-note`} className="mt-4 block font-semibold text-navy">
                In a few words (needed for Other)
              </label>
              <textarea
                id={`${id}-decline-note`}
                name="note"
                rows={3}
                maxLength={NOTE_MAX}
                defaultValue={invalid?.intent === "decline" ? typed("note") : undefined}
                className={inputClass}
                {...(declineErrors.note
                  ? { "aria-invalid": true, "aria-describedby": `${id}-decline-note-error` }
                  : {})}
              />
              <FieldMessage id={`${id}-decline-note-error`} message={declineErrors.note} />
              <Button type="submit" variant="outline" className="mt-4" disabled={pending !== null}>
                {pending === "decline" ? "Declining..." : "Decline Quote"}
              </Button>
            </form>
          </details>

          <form
            method="post"
            action={pagePath}
            noValidate
            onSubmit={(event) => void submit(event, "undecided")}
            className="flex flex-wrap items-center gap-3"
          >
            <input type="hidden" name="intent" value="undecided" />
            <input type="hidden" name="submissionKey" value={formKey} />
            <input type="hidden" name="quoteVersion" value={shownVersion} />
            <p className="text-sm text-muted">Not ready to decide yet?</p>
            <Button type="submit" variant="ghost" disabled={pending !== null}>
              {pending === "undecided" ? "Sending..." : "I'm Okay (No Quote)"}
            </Button>
          </form>
        </>
      ) : null}
    </div>
  );
}

/** Hydrated at once: the forms are the page's main job. */
export const LiveQuoteIsland = island("live-quote", LiveQuote, { hydrate: "load" });
