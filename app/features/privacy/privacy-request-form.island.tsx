// The privacy request form on /privacy as an island: Conform checks it with
// the privacy request schema, it is sent to /api/forms/privacy, and the
// "check your e-mail" panel takes its place. Without JavaScript it posts to
// /privacy and the page renders the answer.
import { island } from "#app/platform/islands/island.tsx";
import {
  type LeadFormResult,
  privacyRequestFormSchema,
  privacyRequestMessages,
  useLeadForm,
} from "#app/features/leads/index.ts";
import { LeadFormLayout } from "#app/features/leads/components.tsx";
import { Honeypot, PrivacyNote, SubmitButton } from "#app/ui/forms/form-extras.tsx";
import { SelectField, TextAreaField, TextField } from "#app/ui/forms/form-field.tsx";
import { PRIVACY_REQUEST_TYPE_OPTIONS } from "#app/features/privacy/privacy-request.ts";
import { DEFAULT_RETENTION, type RetentionPolicy, formPrivacyNotice } from "#app/features/privacy/retention.ts";

const FORM_ID = "privacy-request";

export type PrivacyRequestFormProps = {
  /** The answer to a post without JavaScript (the privacy page's action data). */
  result?: LeadFormResult | null;
  /** The retention periods the notice beside the submit button quotes (the root loader's). */
  retention?: RetentionPolicy;
};

export default function PrivacyRequestForm({ result, retention = DEFAULT_RETENTION }: PrivacyRequestFormProps) {
  const lead = useLeadForm({
    form: "privacy",
    formId: "privacy-request-form",
    schema: privacyRequestFormSchema,
    result,
    afterSuccess: "replace",
  });
  const { field, sending } = lead;

  return (
    <LeadFormLayout
      lead={lead}
      action="/privacy"
      idPrefix="privacy-request-form"
      title="Your privacy request"
      headingLevel={3}
      success={{
        id: "privacy-request-sent",
        title: privacyRequestMessages.title,
        text: privacyRequestMessages.text,
        links: [{ label: "Back to Home", to: "/" }],
      }}
      waiting={{ form: "privacy", id: "privacy-request-waiting" }}
    >
      <SelectField
        {...field("requestType")}
        formId={FORM_ID}
        label="What would you like us to do?"
        required
        placeholder="Choose a request"
        options={PRIVACY_REQUEST_TYPE_OPTIONS}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} formId={FORM_ID} label="Your name" autoComplete="name" required />
        <TextField
          {...field("email")}
          formId={FORM_ID}
          label="Email address"
          type="email"
          autoComplete="email"
          required
          hint="We send the confirmation link here, and look for what we hold under this address."
        />
        <TextField
          {...field("phone")}
          formId={FORM_ID}
          label="Phone number"
          type="tel"
          autoComplete="tel"
          hint="Optional: we also look for records under this number, and check with you that they are yours before we include them."
        />
      </div>
      <TextAreaField
        {...field("details")}
        formId={FORM_ID}
        label="Details"
        rows={4}
        hint="For a correction, tell us what is wrong and what it should say. Leave out ID numbers and other sensitive details."
      />
      <Honeypot idPrefix={FORM_ID} />
      <PrivacyNote
        id={`${FORM_ID}-privacy-note`}
        className="text-sm text-muted"
        notice={formPrivacyNotice("privacy", retention)}
      />
      <div>
        <SubmitButton label="Send Request" busyLabel="Sending..." submitting={sending} />
      </div>
    </LeadFormLayout>
  );
}

/** On /privacy, well below the fold: React loads when the form comes near the viewport. */
export const PrivacyRequestFormIsland = island("privacy-request-form", PrivacyRequestForm, { hydrate: "visible" });
