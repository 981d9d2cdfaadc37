// /admin/leads/:leadId/quote/edit's page (decision 039): the quote's status
// and the customer's version, the unsent draft with what it changes and its
// send button, what the customer's version changed, and the editor's form.
import { ArrowLeft, Send } from "lucide-react";
import { Form, Link } from "react-router";
import { CsrfField } from "#app/features/staff/components.tsx";
import { FORM_ALERT_CLASS } from "#app/ui/forms/form-classes.ts";
import { QuoteDiffView } from "#app/features/quotes/versions/quote-diff-table.tsx";
import type { QuoteEditView } from "#app/features/quotes/editor/quote-edit-view.ts";
import {
  type QuoteEditAnswer,
  buttonClass,
  editorFormState,
} from "#app/features/quotes/editor/quote-editor-fields.tsx";
import { QuoteEditorForm } from "#app/features/quotes/editor/quote-editor-form.tsx";

export function QuoteEditPage({ view, answer }: { view: QuoteEditView; answer: QuoteEditAnswer | undefined }) {
  const { draft, diff, currentDiff, current, notice, canSend } = view;
  const form = editorFormState(answer);
  const { errors } = form;
  return (
    <>
      <Link
        to={`/admin/leads/${view.leadId}`}
        className="inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the lead
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-navy">Edit quote {view.quoteNumber}</h1>
      <p className="mt-1 text-muted">
        {view.title}. Status: {view.statusLabel}. The customer has version {current.version}
        {current.sentAt ? `, sent ${current.sentAt}` : ""}.
      </p>
      {notice ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 font-medium text-success">
          {notice}
        </p>
      ) : null}

      {draft && diff ? (
        <section aria-labelledby="draft-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
          <h2 id="draft-heading" className="text-lg font-bold text-navy">
            Draft version {draft.version}, not sent yet
          </h2>
          <p className="mt-1 text-sm text-muted">
            Saved by {draft.savedBy}, {draft.savedAt}. What the customer will see changed from version {current.version}
            :
          </p>
          <QuoteDiffView diff={diff} headingLevel={3} className="mt-4" />
          {canSend ? (
            <Form method="post" className="mt-4">
              <CsrfField />
              <input type="hidden" name="intent" value="send" />
              <input type="hidden" name="version" value={draft.version} />
              <button type="submit" className={buttonClass}>
                <Send className="size-4" aria-hidden="true" />
                Send version {draft.version} to the customer
              </button>
            </Form>
          ) : (
            <p className="mt-4 font-medium text-navy">
              This quote is closed ({view.statusLabel}): it cannot be sent a new version.
            </p>
          )}
          {errors.send ? (
            <p role="alert" className={`mt-3 ${FORM_ALERT_CLASS}`}>
              {errors.send}
            </p>
          ) : null}
        </section>
      ) : null}

      {currentDiff ? (
        <section
          aria-labelledby="current-heading"
          className="mt-6 rounded-2xl border border-line bg-white p-6"
          data-current-diff=""
        >
          <h2 id="current-heading" className="text-lg font-bold text-navy">
            Version {current.version}, as the customer has it
          </h2>
          <QuoteDiffView diff={currentDiff} headingLevel={3} className="mt-4" />
        </section>
      ) : null}

      <QuoteEditorForm view={view} form={form} />
    </>
  );
}
