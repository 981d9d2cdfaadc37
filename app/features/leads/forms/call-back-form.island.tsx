// The /call-me-back form as an island. It sends the referrer a not-found page
// saved (and forgets it on leaving the page). Without JavaScript it posts to
// /call-me-back, as the landing pages' sidebar form does, and the page renders
// the answer to either.
import { island } from "#app/platform/islands/island.tsx";
import { LeadFormLayout } from "#app/features/leads/forms/lead-form-layout.tsx";
import { useLeadForm } from "#app/features/leads/forms/use-lead-form.ts";
import { ConsentAndPrivacy, HiddenFields, SubmitButton } from "#app/ui/forms/form-extras.tsx";
import { SelectField, TextAreaField, TextField } from "#app/ui/forms/form-field.tsx";
import { callBackFormSchema } from "#app/features/leads/forms/lead-forms.ts";
import type { LeadFormResult } from "#app/features/leads/forms/lead-messages.ts";
import { DEFAULT_RETENTION, formPrivacyNotice, type RetentionPolicy } from "#app/features/privacy/index.ts";
import { PREFERRED_TIMES } from "#app/features/leads/forms/lead-options.ts";

const FORM_ID = "call-back";

export type CallBackFormProps = {
  /** The answer to a post without JavaScript (this page's form or a landing page's sidebar form). */
  result?: LeadFormResult | null;
  /** The retention periods the notice beside the submit button quotes (the root loader's). */
  retention?: RetentionPolicy;
};

export default function CallBackForm({ result, retention = DEFAULT_RETENTION }: CallBackFormProps) {
  const lead = useLeadForm({
    form: "callback",
    formId: "call-back-form",
    schema: callBackFormSchema,
    result,
    afterSuccess: "replace",
  });
  const { defaults, field, sending } = lead;

  return (
    <LeadFormLayout
      lead={lead}
      action="/call-me-back"
      idPrefix="call-back-form"
      title="Your details"
      headingLevel={2}
      success={{
        id: "call-back-received",
        title: "Your call back request has been received",
        text: "One of our sound specialists will phone you shortly, during business hours (Monday to Friday 8 AM to 6 PM, Saturday 9 AM to 4 PM). Keep your event date and venue handy and we can talk through equipment and pricing on the call.",
        links: [
          { label: "Browse the Catalogue", to: "/catalogue" },
          { label: "Back to Home", to: "/" },
        ],
      }}
      waiting={{ form: "callback", id: "call-back-waiting" }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} formId={FORM_ID} label="Full name" autoComplete="name" required />
        <TextField {...field("phone")} formId={FORM_ID} label="Phone number" type="tel" autoComplete="tel" required />
        <TextField {...field("email")} formId={FORM_ID} label="Email address" type="email" autoComplete="email" />
        <SelectField
          {...field("preferredTime")}
          autoComplete="off"
          formId={FORM_ID}
          label="Best time to call"
          placeholder="Any time"
          options={PREFERRED_TIMES}
        />
      </div>
      <TextAreaField
        {...field("message")}
        autoComplete="off"
        formId={FORM_ID}
        label="What would you like to talk about?"
        rows={4}
      />
      <HiddenFields formId={FORM_ID} referrer="" />
      <ConsentAndPrivacy
        formId={FORM_ID}
        notice={formPrivacyNotice("callback", retention)}
        defaultChecked={defaults.marketingConsent === "on"}
      />
      <div>
        <SubmitButton label="Request a Call Back" busyLabel="Submitting..." submitting={sending} />
      </div>
    </LeadFormLayout>
  );
}

/** The call-back page's main content: hydrated as soon as its code arrives. */
export const CallBackFormIsland = island("call-back-form", CallBackForm, { hydrate: "load" });
