// The lead page's side column forms: move the lead to a status, add a note,
// and the lead's history below them.
import { Form } from "react-router";
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from "#app/features/leads/lead-status.ts";
import { NOTE_MAX_LENGTH } from "#app/features/leads/inbox/lead-view.ts";
import { LEAD_BUTTON_CLASS as buttonClass, Section } from "#app/features/leads/lead-page/lead-page-layout.tsx";
import type { TimelineView } from "#app/features/leads/lead-page/lead-page-view.ts";
import { CsrfField } from "#app/features/staff/components.tsx";
import { TextAreaField } from "#app/ui/forms/form-field.tsx";

export function LeadStatusForm({ status, error }: { status: LeadStatus; error: string | undefined }) {
  return (
    <Section title="Status" id="status-heading">
      <Form method="post" className="grid gap-3">
        <CsrfField />
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="current_status" value={status} />
        <div>
          <label htmlFor="lead-status" className="block text-sm font-semibold text-navy">
            Move this lead to
          </label>
          <select
            id="lead-status"
            name="status"
            defaultValue={status}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "lead-status-error" : undefined}
            className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30"
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
          {error ? (
            <p id="lead-status-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className={buttonClass}>
          Update status
        </button>
      </Form>
    </Section>
  );
}

export function LeadNoteForm({ error }: { error: string | undefined }) {
  return (
    <Section title="Add a note" id="note-heading">
      <Form method="post" className="grid gap-3">
        <CsrfField />
        <input type="hidden" name="intent" value="note" />
        <TextAreaField
          formId="lead"
          name="note"
          label="Note for the team"
          required
          rows={4}
          hint={`What was said, what was promised, what happens next. Up to ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`}
          error={error}
        />
        <button type="submit" className={buttonClass}>
          Add note
        </button>
      </Form>
    </Section>
  );
}

export function LeadHistory({ timeline }: { timeline: TimelineView }) {
  return (
    <Section title="History" id="history-heading">
      <ol className="grid gap-4">
        {timeline.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="border-l-2 border-brand-light pl-3">
            <p className="text-xs text-muted">
              <time dateTime={entry.at}>{entry.when}</time> · {entry.actor}
            </p>
            <p className="font-medium text-ink">{entry.text}</p>
            {entry.note !== undefined ? (
              <p className="mt-1 whitespace-pre-wrap break-words text-ink">{entry.note}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
