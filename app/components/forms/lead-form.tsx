// A lead form as HTML that works with no script at all: it posts to its page
// (or the call-back page) and the page renders the result. The form script
// (app/enhance/lead-forms.ts) then takes over in the browser: it validates,
// posts to /api/forms/:form and shows the answer, with no React on the page.
import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { FORM_ALERT_CLASS } from "./form-classes";
import { type FieldErrors, type FormValues } from "~/lib/lead-forms";
import { type LeadFormKind, type LeadFormResult, failureMessage, serverMessages } from "~/lib/lead-messages";

export interface LeadFormState {
  succeeded: boolean;
  errors: FieldErrors;
  /** What the visitor typed, shown again after a post without JavaScript. */
  values: FormValues;
  alert: string | null;
}

/** The result of a post without JavaScript, when the form posted to the page it is on. */
export function useLeadFormState(form: LeadFormKind, { ownRoute }: { ownRoute: boolean }): LeadFormState {
  const actionData = useActionData<LeadFormResult>();
  const result = ownRoute ? actionData : undefined;
  if (!result) return { succeeded: false, errors: {}, values: {}, alert: null };
  return {
    succeeded: result.status === "success",
    errors: result.status === "invalid" ? result.fieldErrors : {},
    values: result.status === "success" ? {} : (result.values ?? {}),
    alert: failureMessage(form, result) ?? (result.status === "invalid" ? serverMessages.invalid : null),
  };
}

interface LeadFormProps {
  form: LeadFormKind;
  /** Where the form posts without JavaScript. */
  action: string;
  /** 'replace': the success content takes the form's place; 'reset': it appears above the emptied form. */
  afterSuccess: "replace" | "reset";
  /** Shown by the form script after a successful post. */
  success: ReactNode;
  /** A referrer fixed by the page (the landing page's path); otherwise the script works it out. */
  fixedReferrer?: boolean;
  labelledBy: string;
  className: string;
  children: ReactNode;
}

export function LeadForm({
  form,
  action,
  afterSuccess,
  success,
  fixedReferrer,
  labelledBy,
  className,
  children,
}: LeadFormProps) {
  return (
    <>
      <form
        method="post"
        action={action}
        noValidate
        aria-labelledby={labelledBy}
        className={className}
        data-lead-form={form}
        data-after-success={afterSuccess}
        data-fixed-referrer={fixedReferrer ? "" : undefined}
      >
        {children}
      </form>
      <template data-lead-form-success={form}>{success}</template>
    </>
  );
}

/** Where the message about the whole form appears; the form script fills it too. */
export function FormAlertSlot({ id, alert }: { id: string; alert: string | null }) {
  return (
    <div data-form-alert-slot={id} className="empty:hidden">
      {alert ? <FormAlert id={id}>{alert}</FormAlert> : null}
    </div>
  );
}

/** A message about the whole form (failed submission, fields to fix), announced when it appears. */
export function FormAlert({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} role="alert" className={FORM_ALERT_CLASS}>
      {children}
    </div>
  );
}
