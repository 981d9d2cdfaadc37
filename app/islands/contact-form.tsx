// The /contact form as an island: Conform checks it with the contact schema,
// it is sent to /api/forms/contact, and the Thank You panel takes its place.
// Without JavaScript it posts to /contact and the page renders the answer.
import { getFormProps } from "@conform-to/react";
import { island } from "./island";
import { useLeadForm } from "./use-lead-form";
import { ConsentAndPrivacy, HiddenFields, SubmitButton } from "~/components/forms/form-extras";
import { SelectField, TextAreaField, TextField } from "~/components/forms/form-field";
import { FormAlert } from "~/components/forms/lead-form";
import { SuccessPanel, WaitingPanel } from "~/components/forms/success-panel";
import { contactFormSchema } from "~/lib/lead-forms";
import type { LeadFormResult } from "~/lib/lead-messages";
import { eventTypeOptions } from "~/lib/lead-options";
import { DEFAULT_RETENTION, type RetentionPolicy, formPrivacyNotice } from "~/lib/retention";

const FORM_ID = "contact";

export type ContactFormProps = {
  /** The answer to a post without JavaScript (the contact route's action data). */
  result?: LeadFormResult | null;
  /** The retention periods the notice beside the submit button quotes (the root loader's). */
  retention?: RetentionPolicy;
};

export default function ContactForm({ result, retention = DEFAULT_RETENTION }: ContactFormProps) {
  const { alert, defaults, field, form, formRef, headingRef, phase, sending } = useLeadForm({
    form: "contact",
    formId: "contact-message-form",
    schema: contactFormSchema,
    result,
    afterSuccess: "replace",
  });

  if (phase === "done") {
    return (
      <SuccessPanel
        id="contact-thank-you"
        headingRef={headingRef}
        title="Thank You!"
        text="Your message is with our sales team. We'll get back to you as soon as possible, normally within one business day. While you wait, have a look at the equipment we hire out or read our planning guides."
        links={[
          { label: "Back to Home", to: "/" },
          { label: "Browse the Catalogue", to: "/catalogue" },
          { label: "Read Our Blog", to: "/blog" },
        ]}
      />
    );
  }
  if (phase === "waiting") {
    return <WaitingPanel form="contact" id="contact-waiting" headingRef={headingRef} />;
  }

  return (
    <form
      {...getFormProps(form)}
      ref={formRef}
      method="post"
      action="/contact"
      aria-labelledby="contact-form-title"
      className="grid gap-5"
    >
      <h3 id="contact-form-title" className="text-xl font-bold text-navy">
        Send us a message
      </h3>
      {alert ? (
        <FormAlert key={alert.key} id="contact-form-alert">
          {alert.message}
        </FormAlert>
      ) : null}
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
          formId={FORM_ID}
          label="Event type"
          required
          placeholder="Choose an event type"
          options={eventTypeOptions}
        />
      </div>
      <TextAreaField
        {...field("message")}
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
    </form>
  );
}

/** The contact page's main content: hydrated as soon as the browser is idle. */
export const ContactFormIsland = island("contact-form", ContactForm, { hydrate: "idle" });
