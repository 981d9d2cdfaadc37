// The lead page's status form: any status by hand, and why when it is lost
// (decision 067). The one place on the page where staff say a lead, and its
// quote with it, was won or lost (decision 070). Built from the lists and
// limits of lead-status-form.ts, the schema the action checks the post with.
import { Form } from "react-router";
import type { LeadStatus } from "#app/features/leads/lead-status.ts";
import { LEAD_STATUS_OPTIONS, LOST_NOTE_MAX_LENGTH } from "#app/features/leads/inbox/lead-status-form.ts";
import { LEAD_BUTTON_CLASS as buttonClass, Section } from "#app/features/leads/lead-page/lead-page-layout.tsx";
import { CsrfField } from "#app/features/staff/components.tsx";
import { LOST_REASON_LABELS, LOST_REASONS } from "#app/features/quotes/index.ts";

const fieldClass =
  "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30";
const labelClass = "block text-sm font-semibold text-navy";

export interface LeadStatusFormProps {
  status: LeadStatus;
  /** For a quote lead: whether moving it to won or lost marks its quote so too. */
  quoteFollows?: { won: boolean; lost: boolean } | undefined;
  /** The last post's refusal and the field it is about. */
  error: { field?: string; message: string } | undefined;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

const describedBy = (...ids: string[]) => ids.filter(Boolean).join(" ") || undefined;

/** "Won or Lost marks its quote so too.", for the moves its quote follows. */
function quoteFollowsHint(follows: LeadStatusFormProps["quoteFollows"]): string | undefined {
  const moves = [follows?.won ? "Won" : "", follows?.lost ? "Lost" : ""].filter(Boolean);
  return moves.length > 0 ? `${moves.join(" or ")} marks its quote so too.` : undefined;
}

export function LeadStatusForm({ status, quoteFollows, error }: LeadStatusFormProps) {
  const hint = quoteFollowsHint(quoteFollows);
  const errorOf = (field: string) => (error && (error.field ?? "status") === field ? error.message : undefined);
  const invalid = (field: string) =>
    errorOf(field) ? { "aria-invalid": true, "aria-describedby": `${field}-error` } : {};
  return (
    <Section title="Status" id="status-heading">
      <Form method="post" className="grid gap-3">
        <CsrfField />
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="current_status" value={status} />
        <div>
          <label htmlFor="lead-status" className={labelClass}>
            Move this lead to
          </label>
          <select
            id="lead-status"
            name="status"
            defaultValue={status}
            {...invalid("status")}
            aria-describedby={describedBy(hint ? "lead-status-hint" : "", errorOf("status") ? "lead-status-error" : "")}
            className={fieldClass}
          >
            {LEAD_STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {hint ? (
            <p id="lead-status-hint" className="mt-1 text-sm text-muted">
              {hint}
            </p>
          ) : null}
          {/* The id the existing page gave the status message. */}
          <FieldError id="lead-status-error" message={errorOf("status")} />
        </div>
        <div>
          <label htmlFor="lead-lost-reason" className={labelClass}>
            Why it was lost (when moving to Lost)
          </label>
          <select
            id="lead-lost-reason"
            name="lost_reason"
            defaultValue=""
            {...invalid("lost_reason")}
            className={fieldClass}
          >
            <option value="">Not lost, or choose a reason</option>
            {LOST_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {LOST_REASON_LABELS[reason]}
              </option>
            ))}
          </select>
          <FieldError id="lost_reason-error" message={errorOf("lost_reason")} />
        </div>
        <div>
          <label htmlFor="lead-lost-note" className={labelClass}>
            In your words (needed for &quot;Other&quot;)
          </label>
          <input
            id="lead-lost-note"
            name="lost_note"
            type="text"
            maxLength={LOST_NOTE_MAX_LENGTH}
            {...invalid("lost_note")}
            className={fieldClass}
          />
          <FieldError id="lost_note-error" message={errorOf("lost_note")} />
        </div>
        <button type="submit" className={buttonClass}>
          Update status
        </button>
      </Form>
    </Section>
  );
}
