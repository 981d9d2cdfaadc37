// Won, or lost with its reason (decision 039): the lead page's form that
// closes a quote lead's quote, offered while the quote may still move there.
import { Form } from "react-router";
import { LOST_REASON_LABELS, LOST_REASONS } from "#app/features/quotes/index.ts";
import { LEAD_BUTTON_CLASS as buttonClass, Section } from "#app/features/leads/lead-page/lead-page-layout.tsx";
import { CsrfField } from "#app/features/staff/components.tsx";

export interface QuoteOutcomeFormProps {
  canMarkWon: boolean;
  /** The refusal of the last post, and the field it is about. */
  error: { field?: string; message: string } | undefined;
}

export function QuoteOutcomeForm({ canMarkWon, error }: QuoteOutcomeFormProps) {
  return (
    <Section title="Won or lost" id="outcome-heading">
      <Form method="post" className="grid gap-3" data-quote-outcome="">
        <CsrfField />
        <input type="hidden" name="intent" value="quote_outcome" />
        <fieldset>
          <legend className="text-sm font-semibold text-navy">This job is</legend>
          <div className="mt-1.5 flex gap-4">
            {canMarkWon ? (
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="outcome" value="won" className="size-5" /> Won
              </label>
            ) : null}
            <label className="inline-flex items-center gap-2">
              <input type="radio" name="outcome" value="lost" className="size-5" /> Lost
            </label>
          </div>
        </fieldset>
        <div>
          <label htmlFor="outcome-reason" className="block text-sm font-semibold text-navy">
            Why it was lost
          </label>
          <select
            id="outcome-reason"
            name="reason"
            defaultValue=""
            aria-invalid={error?.field === "reason" ? true : undefined}
            aria-describedby={error?.field === "reason" ? "outcome-error" : undefined}
            className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30"
          >
            <option value="">Not lost, or choose a reason</option>
            {LOST_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {LOST_REASON_LABELS[reason]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="outcome-note" className="block text-sm font-semibold text-navy">
            In your words (needed for &quot;Other&quot;)
          </label>
          <textarea
            id="outcome-note"
            name="note"
            rows={2}
            className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30"
          />
        </div>
        {error?.message ? (
          <p id="outcome-error" role="alert" className="text-sm font-medium text-red-700">
            {error?.message}
          </p>
        ) : null}
        <button type="submit" className={buttonClass}>
          Record the outcome
        </button>
      </Form>
    </Section>
  );
}
