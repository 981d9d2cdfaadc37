// The business and client partner applications as one island: Conform checks
// each with its own schema, it is sent to /api/forms/business or
// /api/forms/client, and 'Application Received!' takes its place. Without
// JavaScript it posts to its apply page, which renders the answer.
import { island } from "#app/platform/islands/island.tsx";
import { LeadFormLayout } from "#app/features/leads/forms/lead-form-layout.tsx";
import { useLeadForm } from "#app/features/leads/forms/use-lead-form.ts";
import { ConsentAndPrivacy, HiddenFields, SubmitButton } from "#app/ui/forms/form-extras.tsx";
import type { PanelLink } from "#app/ui/forms/success-panel.tsx";
import { businessApplicationSchema, clientApplicationSchema } from "#app/features/leads/forms/lead-forms.ts";
import type { LeadFormResult } from "#app/features/leads/forms/lead-messages.ts";
import { DEFAULT_RETENTION, formPrivacyNotice, type RetentionPolicy } from "#app/features/privacy/index.ts";
import {
  AboutApplicantFieldset,
  ContactPersonFieldset,
  type PartnerField,
  type Program,
  YourEventsFieldset,
} from "#app/features/leads/forms/partner-application-fields.tsx";

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
  const field: PartnerField = (name) => ({ ...lead.field(name), formId });

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
      <AboutApplicantFieldset program={program} field={field} />
      <ContactPersonFieldset program={program} field={field} />
      <YourEventsFieldset program={program} field={field} />

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
