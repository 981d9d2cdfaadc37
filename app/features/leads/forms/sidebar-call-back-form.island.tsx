// The sticky call-back form in a landing page's sidebar, as an island that
// hydrates on the visitor's first focus or touch inside it, so React loads
// only when someone starts filling it in. It sends the page's path as
// referrer and empties itself after a successful request. Without JavaScript
// it posts to /call-me-back, which renders the answer.
import { getFormProps } from "@conform-to/react";
import { PhoneCall } from "lucide-react";
import { island } from "#app/platform/islands/island.tsx";
import { useLeadForm } from "#app/features/leads/forms/use-lead-form.ts";
import { ConsentAndPrivacy, HiddenFields, SubmitButton } from "#app/ui/forms/form-extras.tsx";
import { TextAreaField, TextField } from "#app/ui/forms/form-field.tsx";
import { FormAlert } from "#app/features/leads/forms/lead-form.tsx";
import { RobotCheck } from "#app/features/leads/flood/robot-check-panel.tsx";
import { WaitingPanel } from "#app/features/leads/forms/waiting-panel.tsx";
import { sidebarCallBackFormSchema } from "#app/features/leads/forms/lead-forms.ts";
import { DEFAULT_RETENTION, formPrivacyNotice, type RetentionPolicy } from "#app/features/privacy/index.ts";

const FORM_ID = "sidebar-call-back";

export type SidebarCallBackFormProps = {
  /** The landing page's path: the lead's referrer. */
  pagePath: string;
  /** The retention periods the notice beside the submit button quotes (the root loader's). */
  retention?: RetentionPolicy;
};

export default function SidebarCallBackForm({ pagePath, retention = DEFAULT_RETENTION }: SidebarCallBackFormProps) {
  const { alert, checking, defaults, field, form, formRef, headingRef, phase, question, sending, sent } = useLeadForm({
    form: "sidebar",
    formId: `${FORM_ID}-form`,
    schema: sidebarCallBackFormSchema,
    fixedReferrer: pagePath,
    afterSuccess: "reset",
  });

  return (
    <aside aria-labelledby="sidebar-call-back-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id="sidebar-call-back-title" className="flex items-center gap-2 text-xl font-extrabold text-navy">
        <PhoneCall className="size-5 text-brand" aria-hidden="true" />
        Request a Call Back
      </h2>
      <p className="mt-2 text-sm text-muted">Leave your details and we'll call you back within 24 hours.</p>
      {sent ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          Thank you! Your request is in. We'll call you back within 24 hours.
        </p>
      ) : null}
      {phase === "waiting" ? (
        <div className="mt-4">
          <WaitingPanel form="sidebar" id={`${FORM_ID}-waiting`} headingRef={headingRef} headingLevel={3} compact />
        </div>
      ) : (
        <form
          {...getFormProps(form)}
          ref={formRef}
          method="post"
          action="/call-me-back"
          aria-labelledby="sidebar-call-back-title"
          className="mt-4 grid gap-4"
        >
          <input type="hidden" name="form" value="sidebar" />
          {alert ? (
            <FormAlert key={alert.key} id={`${FORM_ID}-alert`}>
              {alert.message}
            </FormAlert>
          ) : null}
          <TextField {...field("name")} formId={FORM_ID} label="Full name" autoComplete="name" required />
          <TextField
            {...field("email")}
            formId={FORM_ID}
            label="Email address"
            type="email"
            autoComplete="email"
            required
          />
          <TextField {...field("phone")} formId={FORM_ID} label="Phone number" type="tel" autoComplete="tel" required />
          <TextAreaField {...field("message")} autoComplete="off" formId={FORM_ID} label="Message" rows={3} />
          <HiddenFields formId={FORM_ID} referrer={pagePath} />
          <RobotCheck formId={FORM_ID} checking={checking} question={question} />
          <ConsentAndPrivacy
            formId={FORM_ID}
            notice={formPrivacyNotice("sidebar", retention)}
            defaultChecked={defaults.marketingConsent === "on"}
          />
          <SubmitButton label="Call Me Back" busyLabel="Submitting..." className="w-full" submitting={sending} />
        </form>
      )}
    </aside>
  );
}

/** Not the page's main content: React loads on the first focus, pointer press or touch inside it. */
export const SidebarCallBackFormIsland = island("sidebar-call-back-form", SidebarCallBackForm, {
  hydrate: "interaction",
});
