import { ConsentAndPrivacy, HiddenFields, SubmitButton } from "./form-extras";
import { SelectField, TextAreaField, TextField } from "./form-field";
import { FormAlertSlot, LeadForm, useLeadFormState } from "./lead-form";
import { SuccessPanel } from "./success-panel";
import { PREFERRED_TIMES } from "~/lib/lead-options";

const FORM_ID = "call-back";

/** The /call-me-back form. The form script sends the referrer a not-found page saved, and clears it on leaving. */
export function CallBackForm() {
  const lead = useLeadFormState("callback", { ownRoute: true });
  const { errors, values } = lead;

  const received = (
    <SuccessPanel
      id="call-back-received"
      title="Your call back request has been received"
      text="One of our sound specialists will phone you shortly, during business hours (Monday to Friday 8 AM to 6 PM, Saturday 9 AM to 4 PM). Keep your event date and venue handy and we can talk through equipment and pricing on the call."
      links={[
        { label: "Browse the Catalogue", to: "/catalogue" },
        { label: "Back to Home", to: "/" },
      ]}
    />
  );
  if (lead.succeeded) return received;

  return (
    <LeadForm
      form="callback"
      action="/call-me-back"
      afterSuccess="replace"
      success={received}
      labelledBy="call-back-form-title"
      className="grid gap-5"
    >
      <h2 id="call-back-form-title" className="text-2xl font-extrabold text-navy">
        Your details
      </h2>
      <FormAlertSlot id="call-back-form-alert" alert={lead.alert} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          formId={FORM_ID}
          name="name"
          label="Full name"
          autoComplete="name"
          required
          error={errors.name}
          defaultValue={values.name}
        />
        <TextField
          formId={FORM_ID}
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          required
          error={errors.phone}
          defaultValue={values.phone}
        />
        <TextField
          formId={FORM_ID}
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email}
          defaultValue={values.email}
        />
        <SelectField
          formId={FORM_ID}
          name="preferredTime"
          label="Best time to call"
          placeholder="Any time"
          options={PREFERRED_TIMES}
          error={errors.preferredTime}
          defaultValue={values.preferredTime}
        />
      </div>
      <TextAreaField
        formId={FORM_ID}
        name="message"
        label="What would you like to talk about?"
        rows={4}
        error={errors.message}
        defaultValue={values.message}
      />
      <HiddenFields formId={FORM_ID} referrer="" />
      <ConsentAndPrivacy
        formId={FORM_ID}
        purpose="call you back about your event"
        defaultChecked={values.marketingConsent === "on"}
      />
      <div>
        <SubmitButton label="Request a Call Back" busyLabel="Submitting..." />
      </div>
    </LeadForm>
  );
}
