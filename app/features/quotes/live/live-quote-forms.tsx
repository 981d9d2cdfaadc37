// The live quote page's four decision forms: accept (typed name as signature
// and the hire terms), ask for changes (per line and/or "meet you halfway"),
// decline with a reason, and "not ready yet". Each is a plain POST to the page
// that works without JavaScript; the island's submit takes over once hydrated.
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import {
  LINE_CHANGE_ACTIONS,
  type LineChangeAction,
  type LiveQuoteIntent,
  NOTE_MAX,
  SIGNED_NAME_MAX,
  peopleAndHours,
} from "#app/features/quotes/live/live-quote.ts";
import { useHydrated } from "#app/platform/islands/use-hydrated.ts";
import type { LiveQuoteView } from "#app/features/quotes/live/live-quote-view.ts";
import type { InvalidAnswer } from "#app/features/quotes/live/use-live-quote-decisions.ts";
import { DECLINE_REASONS, DECLINE_REASON_LABELS } from "#app/features/quotes/quote-status.ts";

/** What every decision form shares: where it posts, its key and version, and the last refusal of its fields. */
export interface DecisionForms {
  /** The island's id, the prefix of every field's id. */
  id: string;
  pagePath: string;
  formKey: string;
  /** The version the server drew this page with: every form decides on it, never on one fetched since. */
  shownVersion: number;
  pending: LiveQuoteIntent | null;
  invalid: InvalidAnswer | null;
  submit: (event: FormEvent<HTMLFormElement>, intent: LiveQuoteIntent) => Promise<void>;
}

const ACTION_LABELS: Readonly<Record<LineChangeAction, string>> = {
  keep: "Keep as it is",
  quantity: "Change the quantity",
  remove: "Remove it",
  alternative: "Suggest an alternative",
};

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

/** The messages for one form's fields (only when it was the one refused), and what was typed into any. */
function fieldsOf({ id, invalid }: DecisionForms, intent: LiveQuoteIntent) {
  const errors: FieldErrors = invalid?.intent === intent ? invalid.fieldErrors : {};
  return {
    errors,
    typed: (name: string) => invalid?.values[name],
    described: (field: string) =>
      errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {},
  };
}

/** A decision's form: posts to the page with its intent, the one-time key and the version shown. */
function DecisionForm({
  forms,
  intent,
  className,
  children,
}: {
  forms: DecisionForms;
  intent: LiveQuoteIntent;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={forms.pagePath}
      noValidate
      onSubmit={(event) => void forms.submit(event, intent)}
      className={className}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="submissionKey" value={forms.formKey} />
      <input type="hidden" name="quoteVersion" value={forms.shownVersion} />
      {children}
    </form>
  );
}

/** The quote page's Accept Quote leads here (#accept): the signature step. */
export function AcceptForm({ forms }: { forms: DecisionForms }) {
  const { id, pending } = forms;
  const { errors, typed, described } = fieldsOf(forms, "accept");
  return (
    <section
      id="accept"
      aria-labelledby={`${id}-accept`}
      className="scroll-mt-24 rounded-2xl border-2 border-brand/40 p-5"
    >
      <h2 id={`${id}-accept`} className="text-xl font-extrabold text-navy">
        Accept this quote
      </h2>
      <DecisionForm forms={forms} intent="accept">
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
          {...described("signedName")}
        />
        <FieldMessage id={`${id}-signedName-error`} message={errors.signedName} />
        <div className="mt-4 flex items-start gap-3">
          <input
            id={`${id}-terms`}
            type="checkbox"
            name="acceptTerms"
            className="mt-1 size-5 shrink-0 accent-brand"
            {...described("acceptTerms")}
          />
          <label htmlFor={`${id}-terms`} className="text-ink">
            I agree to the{" "}
            <a href="/hire-terms" className="font-semibold text-brand underline underline-offset-4">
              hire terms
            </a>{" "}
            (deposit, cancellation, damage and delivery).
          </label>
        </div>
        <FieldMessage id={`${id}-acceptTerms-error`} message={errors.acceptTerms} />
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
      </DecisionForm>
    </section>
  );
}

type ViewLine = LiveQuoteView["lines"][number];

/** A line's new amounts: a new quantity, or for a line charged by the hour its people and hours each. */
function LineAmounts({ forms, line, index }: { forms: DecisionForms; line: ViewLine; index: number }) {
  const { errors, typed, described } = fieldsOf(forms, "changes");
  const field = (name: "quantity" | "hours", label: string) => (
    <label className="text-sm font-semibold text-navy">
      {label}
      <input
        name={`lines[${index}].${name}`}
        inputMode="numeric"
        autoComplete="off"
        defaultValue={typed(`lines[${index}].${name}`)}
        className={inputClass}
        {...described(`lines[${index}].${name}`)}
      />
    </label>
  );
  return (
    <div className="grid gap-2">
      {line.hourly ? (
        <>
          <div className="grid grid-cols-2 gap-3">
            {field("quantity", "People")}
            {field("hours", "Hours each")}
          </div>
          <p className="text-sm text-muted">Leave one empty to keep it as it is.</p>
        </>
      ) : (
        field("quantity", "New quantity")
      )}
      <FieldMessage id={`${forms.id}-lines[${index}].quantity-error`} message={errors[`lines[${index}].quantity`]} />
      <FieldMessage id={`${forms.id}-lines[${index}].hours-error`} message={errors[`lines[${index}].hours`]} />
    </div>
  );
}

/**
 * One line of the quote in the change request: what to do with it, and its
 * new amounts, shown only once a change of amount is chosen: by the island's
 * state when hydrated, and as a disclosure in the server's HTML (no JavaScript).
 */
function LineChange({ forms, line, index }: { forms: DecisionForms; line: ViewLine; index: number }) {
  const { typed } = fieldsOf(forms, "changes");
  const hydrated = useHydrated();
  const [action, setAction] = useState(typed(`lines[${index}].action`) ?? "keep");
  const typedAmount = Boolean(typed(`lines[${index}].quantity`) || typed(`lines[${index}].hours`));
  const amountLabel = line.hourly ? "People or hours" : "New quantity";
  return (
    <li className="grid gap-2 sm:grid-cols-[1fr_14rem] sm:items-start">
      <input type="hidden" name={`lines[${index}].id`} value={line.id} />
      <span className="font-medium text-ink">
        {line.name}{" "}
        <span className="text-muted">
          (now {line.hourly ? peopleAndHours(line.quantity, line.hours) : line.quantity})
        </span>
      </span>
      <label className="text-sm font-semibold text-navy">
        What to do
        <select
          name={`lines[${index}].action`}
          defaultValue={action}
          onChange={(event) => setAction(event.currentTarget.value)}
          className={inputClass}
        >
          {LINE_CHANGE_ACTIONS.map((choice) => (
            <option key={choice} value={choice}>
              {choice === "quantity" && line.hourly ? "Change the people or hours" : ACTION_LABELS[choice]}
            </option>
          ))}
        </select>
      </label>
      {hydrated ? (
        action === "quantity" && (
          <div className="sm:col-span-2">
            <LineAmounts forms={forms} line={line} index={index} />
          </div>
        )
      ) : (
        <details className="sm:col-span-2" open={typedAmount || action === "quantity"}>
          <summary className="cursor-pointer text-sm font-semibold text-navy">{amountLabel}</summary>
          <LineAmounts forms={forms} line={line} index={index} />
        </details>
      )}
    </li>
  );
}

/** Ask for changes: per line, "meet you halfway" on the price, and a note. */
export function ChangeRequestForm({ forms, lines }: { forms: DecisionForms; lines: LiveQuoteView["lines"] }) {
  const { id, pending, invalid } = forms;
  const { errors, typed, described } = fieldsOf(forms, "changes");
  return (
    <details className="rounded-2xl border border-line p-5" open={invalid?.intent === "changes"}>
      <summary className="cursor-pointer text-lg font-bold text-navy">Ask for changes</summary>
      <DecisionForm forms={forms} intent="changes">
        <fieldset className="mt-4">
          <legend className="font-semibold text-navy">Change a line</legend>
          <FieldMessage id={`${id}-lines-error`} message={errors.lines} />
          <ul className="mt-2 grid gap-4">
            {lines.map((line, index) => (
              // A new key after each request sent: its lines start again from "Keep as it is".
              <LineChange key={`${line.id}-${forms.formKey}`} forms={forms} line={line} index={index} />
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
          {...described("note")}
        />
        <FieldMessage id={`${id}-note-error`} message={errors.note} />
        <Button type="submit" variant="primary" className="mt-4" disabled={pending !== null}>
          {pending === "changes" ? "Sending..." : "Send change request"}
        </Button>
      </DecisionForm>
    </details>
  );
}

/** Decline with a reason (and a few words, needed for Other). */
export function DeclineForm({ forms }: { forms: DecisionForms }) {
  const { id, pending, invalid } = forms;
  const { errors, typed } = fieldsOf(forms, "decline");
  return (
    <details className="rounded-2xl border border-line p-5" open={invalid?.intent === "decline"}>
      <summary className="cursor-pointer text-lg font-bold text-navy">Decline this quote</summary>
      <DecisionForm forms={forms} intent="decline">
        <fieldset className="mt-4" aria-describedby={errors.reason ? `${id}-reason-error` : undefined}>
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
        <FieldMessage id={`${id}-reason-error`} message={errors.reason} />
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
          {...(errors.note ? { "aria-invalid": true, "aria-describedby": `${id}-decline-note-error` } : {})}
        />
        <FieldMessage id={`${id}-decline-note-error`} message={errors.note} />
        <Button type="submit" variant="outline" className="mt-4" disabled={pending !== null}>
          {pending === "decline" ? "Declining..." : "Decline Quote"}
        </Button>
      </DecisionForm>
    </details>
  );
}

/** "I'm Okay (No Quote)": not ready to decide yet. */
export function UndecidedForm({ forms }: { forms: DecisionForms }) {
  const { pending } = forms;
  return (
    <DecisionForm forms={forms} intent="undecided" className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-muted">Not ready to decide yet?</p>
      <Button type="submit" variant="ghost" disabled={pending !== null}>
        {pending === "undecided" ? "Sending..." : "I'm Okay (No Quote)"}
      </Button>
    </DecisionForm>
  );
}
