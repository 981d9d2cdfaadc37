// The lead page's side column forms: add a note, and the lead's history below
// it (the status form is lead-status-form.tsx).
import { Form } from "react-router";
import { NOTE_MAX_LENGTH } from "#app/features/leads/inbox/lead-view.ts";
import { LEAD_BUTTON_CLASS as buttonClass, Section } from "#app/features/leads/lead-page/lead-page-layout.tsx";
import type { TimelineView } from "#app/features/leads/lead-page/lead-page-view.ts";
import { CsrfField } from "#app/features/staff/components.tsx";
import { TextAreaField } from "#app/ui/forms/form-field.tsx";

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
