// The /contact form as an island: Conform checks it with the contact schema,
// it is sent to /api/forms/contact, and the Thank You panel takes its place.
// Without JavaScript it posts to /contact and the page renders the answer.
import { island } from "#app/platform/islands/island.tsx";
import { LeadFormLayout } from "#app/features/leads/forms/lead-form-layout.tsx";
import { useLeadForm } from "#app/features/leads/forms/use-lead-form.ts";
import { ConsentAndPrivacy, HiddenFields, SubmitButton } from "#app/ui/forms/form-extras.tsx";
import { SelectField, TextAreaField, TextField } from "#app/ui/forms/form-field.tsx";
import { contactFormSchema } from "#app/features/leads/forms/lead-forms.ts";
import type { LeadFormResult } from "#app/features/leads/forms/lead-messages.ts";
import { eventTypeOptions } from "#app/features/leads/forms/lead-options.ts";
import { DEFAULT_RETENTION, formPrivacyNotice, type RetentionPolicy } from "#app/features/privacy/index.ts";

const FORM_ID = "contact";

export type ContactFormProps = {
  /** The answer to a post without JavaScript (the contact route's action data). */
  result?: LeadFormResult | null;
  /** The retention periods the notice beside the submit button quotes (the root loader's). */
  retention?: RetentionPolicy;
};

export default function ContactForm({ result, retention = DEFAULT_RETENTION }: ContactFormProps) {
  const lead = useLeadForm({
    form: "contact",
    formId: "contact-message-form",
    schema: contactFormSchema,
    result,
    afterSuccess: "replace",
  });
  const { defaults, field, sending } = lead;

  return (
    <LeadFormLayout
      lead={lead}
      action="/contact"
      idPrefix="contact-form"
      title="Send us a message"
      headingLevel={3}
      success={{
        id: "contact-thank-you",
        title: "Thank You!",
        text: "Your message is with our sales team. We'll get back to you as soon as possible, normally within one business day. While you wait, have a look at the equipment we hire out or read our planning guides.",
        links: [
          { label: "Back to Home", to: "/" },
          { label: "Browse the Catalogue", to: "/catalogue" },
          { label: "Read Our Blog", to: "/blog" },
        ],
      }}
      waiting={{ form: "contact", id: "contact-waiting" }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field("name")} formId={FORM_ID} label="Your name" autoComplete="name" required />
        <TextField
          {...field("email")}
          formId={FORM_ID}
          label="Email address"
          type="email"
          autoComplete="email"
          required
        />
        <TextField {...field("phone")} formId={FORM_ID} label="Phone number" type="tel" autoComplete="tel" />
        <SelectField
          {...field("eventType")}
          autoComplete="off"
          formId={FORM_ID}
          label="Event type"
          required
          placeholder="Choose an event type"
          options={eventTypeOptions}
        />
      </div>
      <TextAreaField
        {...field("message")}
        autoComplete="off"
        formId={FORM_ID}
        label="Message"
        required
        rows={6}
        hint="The date, the venue or suburb and the number of guests help us reply with a useful answer."
      />
      <HiddenFields formId={FORM_ID} referrer="" />
      <ConsentAndPrivacy
        formId={FORM_ID}
        notice={formPrivacyNotice("contact", retention)}
        defaultChecked={defaults.marketingConsent === "on"}
      />
      <div>
        <SubmitButton label="Send Message" busyLabel="Sending..." submitting={sending} />
      </div>
    </LeadFormLayout>
  );
}

/** The contact page's main content: hydrated as soon as its code arrives. */
export const ContactFormIsland = island("contact-form", ContactForm, { hydrate: "load" });
