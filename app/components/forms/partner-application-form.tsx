import { ConsentAndPrivacy, HiddenFields, SubmitButton } from "./form-extras";
import { SelectField, TextAreaField, TextField } from "./form-field";
import { FormAlertSlot, LeadForm, useLeadFormState } from "./lead-form";
import { SuccessPanel } from "./success-panel";
import { CLIENT_TYPES, EVENT_VOLUMES, INDUSTRY_TYPES, REFERRAL_SOURCES } from "~/lib/lead-options";

type Program = "business" | "client";

const success: Record<Program, { links: { label: string; to: string }[] }> = {
  business: {
    links: [
      { label: "Return Home", to: "/" },
      { label: "Browse Products", to: "/catalogue/products" },
    ],
  },
  client: {
    links: [
      { label: "Return Home", to: "/" },
      { label: "Read Our Blog", to: "/blog" },
    ],
  },
};

/** The business or client partner application; the action is the apply page's own. */
export function PartnerApplicationForm({ program }: { program: Program }) {
  const formId = `apply-${program}`;
  const lead = useLeadFormState(program, { ownRoute: true });
  const { errors, values } = lead;
  const received = (
    <SuccessPanel
      id={`${formId}-received`}
      title="Application Received!"
      text="Thank you for applying. Our partnerships team will review your application and reach out within 2-3 business days to set up a short consultation."
      links={success[program].links}
    />
  );
  if (lead.succeeded) return received;

  const field = (name: string) => ({ formId, name, error: errors[name], defaultValue: values[name] });

  return (
    <LeadForm
      form={program}
      action={`/partners/apply/${program}`}
      afterSuccess="replace"
      success={received}
      labelledBy={`${formId}-title`}
      className="grid gap-6"
    >
      <h2 id={`${formId}-title`} className="text-2xl font-extrabold text-navy">
        {program === "business" ? "Business partner application" : "Client partner application"}
      </h2>
      <FormAlertSlot id={`${formId}-alert`} alert={lead.alert} />

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-navy">
          {program === "business" ? "About your business" : "About you"}
        </legend>
        {program === "business" ? (
          <>
            <TextField {...field("companyName")} label="Company name" autoComplete="organization" required />
            <TextField
              {...field("companyWebsite")}
              label="Company website"
              type="url"
              inputMode="url"
              autoComplete="url"
              hint="For example www.yourcompany.co.za"
            />
            <SelectField
              {...field("industryType")}
              label="Industry type"
              required
              placeholder="Choose your industry"
              options={INDUSTRY_TYPES}
              className="sm:col-span-2"
            />
          </>
        ) : (
          <>
            <SelectField
              {...field("clientType")}
              label="Client type"
              required
              placeholder="Choose a client type"
              options={CLIENT_TYPES}
            />
            <TextField {...field("companyName")} label="Organisation or band name" autoComplete="organization" />
          </>
        )}
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-navy">Contact person</legend>
        <TextField
          {...field("contactName")}
          label={program === "business" ? "Contact name" : "Full name"}
          autoComplete="name"
          required
        />
        <TextField {...field("contactEmail")} label="Email address" type="email" autoComplete="email" required />
        <TextField {...field("contactPhone")} label="Phone number" type="tel" autoComplete="tel" required />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-navy">Your events</legend>
        <SelectField
          {...field("eventsPerYear")}
          label="Events per year"
          required
          placeholder="Choose an option"
          options={EVENT_VOLUMES}
        />
        <SelectField
          {...field("referralSource")}
          label="How did you hear about us?"
          placeholder="Choose an option"
          options={REFERRAL_SOURCES}
        />
        <TextAreaField
          {...field("interestReason")}
          label={
            program === "business"
              ? "Why do you want to partner with us?"
              : "Why do you want to become a client partner?"
          }
          required
          rows={5}
          className="sm:col-span-2"
          hint={
            program === "business"
              ? "Tell us about your clients, the events you work on and how you see us working together."
              : "Tell us about your events, your venue and the equipment you usually need."
          }
        />
      </fieldset>

      <HiddenFields formId={formId} referrer="" />
      <ConsentAndPrivacy
        formId={formId}
        purpose="assess your application and contact you about the partnership"
        defaultChecked={values.marketingConsent === "on"}
      />
      <div>
        <SubmitButton label="Submit Application" busyLabel="Submitting..." />
      </div>
    </LeadForm>
  );
}
