// The business and client partner applications as one island: Conform checks
// each with its own schema, it is sent to /api/forms/business or
// /api/forms/client, and 'Application Received!' takes its place. Without
// JavaScript it posts to its apply page, which renders the answer.
import { island } from "#app/platform/islands/island.tsx";
import { LeadFormLayout } from "#app/features/leads/forms/lead-form-layout.tsx";
import { useLeadForm } from "#app/features/leads/forms/use-lead-form.ts";
import { ConsentAndPrivacy, HiddenFields, SubmitButton } from "#app/ui/forms/form-extras.tsx";
import { SelectField, TextAreaField, TextField } from "#app/ui/forms/form-field.tsx";
import type { PanelLink } from "#app/ui/forms/success-panel.tsx";
import { businessApplicationSchema, clientApplicationSchema } from "#app/features/leads/forms/lead-forms.ts";
import type { LeadFormResult } from "#app/features/leads/forms/lead-messages.ts";
import { DEFAULT_RETENTION, formPrivacyNotice, type RetentionPolicy } from "#app/features/privacy/index.ts";
import {
  CLIENT_TYPES,
  EVENT_VOLUMES,
  INDUSTRY_TYPES,
  REFERRAL_SOURCES,
} from "#app/features/leads/forms/lead-options.ts";

type Program = "business" | "client";

const successLinks: Record<Program, PanelLink[]> = {
  business: [
    { label: "Return Home", to: "/" },
    { label: "Browse Products", to: "/catalogue/products" },
  ],
  client: [
    { label: "Return Home", to: "/" },
    { label: "Read Our Blog", to: "/blog" },
  ],
};

const schemas = { business: businessApplicationSchema, client: clientApplicationSchema };

export type PartnerApplicationFormProps = {
  program: Program;
  /** The retention periods the notice beside the submit button quotes (the root loader's). */
  retention?: RetentionPolicy;
  /** The answer to a post without JavaScript (the apply page's action data). */
  result?: LeadFormResult | null;
};

export default function PartnerApplicationForm({
  program,
  result,
  retention = DEFAULT_RETENTION,
}: PartnerApplicationFormProps) {
  const formId = `apply-${program}`;
  const lead = useLeadForm({
    form: program,
    formId: `${formId}-form`,
    schema: schemas[program],
    result,
    afterSuccess: "replace",
  });

  const { defaults, sending } = lead;
  const field = (name: string) => ({ ...lead.field(name), formId });

  return (
    <LeadFormLayout
      lead={lead}
      action={`/partners/apply/${program}`}
      idPrefix={formId}
      title={program === "business" ? "Business partner application" : "Client partner application"}
      headingLevel={2}
      success={{
        id: `${formId}-received`,
        title: "Application Received!",
        text: "Thank you for applying. Our partnerships team will review your application and reach out within 2-3 business days to set up a short consultation.",
        links: successLinks[program],
      }}
      waiting={{ form: program, id: `${formId}-waiting` }}
      spacing="wide"
    >
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
        notice={formPrivacyNotice(program, retention)}
        defaultChecked={defaults.marketingConsent === "on"}
      />
      <div>
        <SubmitButton label="Submit Application" busyLabel="Submitting..." submitting={sending} />
      </div>
    </LeadFormLayout>
  );
}

/** The apply page's main content: hydrated as soon as its code arrives. */
export const PartnerApplicationFormIsland = island("partner-application-form", PartnerApplicationForm, {
  hydrate: "load",
});
