import { ConsentAndPrivacy, HiddenFields, SubmitButton } from "./form-extras";
import { SelectField, TextAreaField, TextField } from "./form-field";
import { FormAlertSlot, LeadForm, useLeadFormState } from "./lead-form";
import { SuccessPanel } from "./success-panel";
import { eventTypeOptions } from "~/lib/lead-options";

const FORM_ID = "contact";

/** The /contact form; its action is the contact route's. */
export function ContactForm() {
  const lead = useLeadFormState("contact", { ownRoute: true });
  const { errors, values } = lead;
  const thankYou = (
    <SuccessPanel
      id="contact-thank-you"
      title="Thank You!"
      text="Your message is with our sales team. We'll get back to you as soon as possible, normally within one business day. While you wait, have a look at the equipment we hire out or read our planning guides."
      links={[
        { label: "Back to Home", to: "/" },
        { label: "Browse the Catalogue", to: "/catalogue" },
        { label: "Read Our Blog", to: "/blog" },
      ]}
    />
  );
  if (lead.succeeded) return thankYou;

  return (
    <LeadForm
      form="contact"
      action="/contact"
      afterSuccess="replace"
      success={thankYou}
      labelledBy="contact-form-title"
      className="grid gap-5"
    >
      <h3 id="contact-form-title" className="text-xl font-bold text-navy">
        Send us a message
      </h3>
      <FormAlertSlot id="contact-form-alert" alert={lead.alert} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          formId={FORM_ID}
          name="name"
          label="Your name"
          autoComplete="name"
          required
          error={errors.name}
          defaultValue={values.name}
        />
        <TextField
          formId={FORM_ID}
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          defaultValue={values.email}
        />
        <TextField
          formId={FORM_ID}
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          defaultValue={values.phone}
        />
        <SelectField
          formId={FORM_ID}
          name="eventType"
          label="Event type"
          required
          placeholder="Choose an event type"
          options={eventTypeOptions}
          error={errors.eventType}
          defaultValue={values.eventType}
        />
      </div>
      <TextAreaField
        formId={FORM_ID}
        name="message"
        label="Message"
        required
        rows={6}
        hint="The date, the venue or suburb and the number of guests help us reply with a useful answer."
        error={errors.message}
        defaultValue={values.message}
      />
      <HiddenFields formId={FORM_ID} referrer="" />
      <ConsentAndPrivacy
        formId={FORM_ID}
        purpose="answer your message and, if you ask us to, prepare a quote"
        defaultChecked={values.marketingConsent === "on"}
      />
      <div>
        <SubmitButton label="Send Message" busyLabel="Sending..." />
      </div>
    </LeadForm>
  );
}
