import { useEffect } from "react";
import { ConsentAndPrivacy, FormAlert, HiddenFields, SubmitButton } from "./form-extras";
import { SelectField, TextAreaField, TextField } from "./form-field";
import { SuccessPanel } from "./success-panel";
import { useLeadForm } from "./use-lead-form";
import { CallBackFormSchema } from "~/lib/lead-forms";
import { PREFERRED_TIMES } from "~/lib/lead-options";
import { NOT_FOUND_REFERRER_KEY } from "~/lib/not-found";

const FORM_ID = "call-back";

/** The /call-me-back form. The referrer a not-found page saved is sent with it, and cleared on leaving. */
export function CallBackForm() {
  const lead = useLeadForm({ form: "callback", schema: CallBackFormSchema, action: "/call-me-back", ownRoute: true });
  const { errors, values } = lead;

  // Leaving is either a client-side navigation (unmount) or a page load (pagehide).
  useEffect(() => {
    const clear = () => {
      try {
        sessionStorage.removeItem(NOT_FOUND_REFERRER_KEY);
      } catch {
        // Storage may be unavailable (private mode); nothing to clear then.
      }
    };
    window.addEventListener("pagehide", clear);
    return () => {
      window.removeEventListener("pagehide", clear);
      clear();
    };
  }, []);

  if (lead.succeeded) {
    return (
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
  }

  return (
    <lead.fetcher.Form {...lead.formProps} aria-labelledby="call-back-form-title" className="grid gap-5" data-lead-form="callback">
      <h2 id="call-back-form-title" className="text-2xl font-extrabold text-navy">
        Your details
      </h2>
      {lead.alert ? <FormAlert id="call-back-form-alert">{lead.alert}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField formId={FORM_ID} name="name" label="Full name" autoComplete="name" required error={errors.name} defaultValue={values.name} />
        <TextField formId={FORM_ID} name="phone" label="Phone number" type="tel" autoComplete="tel" required error={errors.phone} defaultValue={values.phone} />
        <TextField formId={FORM_ID} name="email" label="Email address" type="email" autoComplete="email" error={errors.email} defaultValue={values.email} />
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
      <HiddenFields formId={FORM_ID} {...lead.hidden} />
      <ConsentAndPrivacy formId={FORM_ID} purpose="call you back about your event" defaultChecked={values.marketingConsent === "on"} />
      <div>
        <SubmitButton submitting={lead.submitting} label="Request a Call Back" busyLabel="Submitting..." />
      </div>
    </lead.fetcher.Form>
  );
}
