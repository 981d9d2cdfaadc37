// The partner applications' three groups of fields. The business and the
// client program ask mostly the same, in their own words.
import { SelectField, TextAreaField, TextField } from "#app/ui/forms/form-field.tsx";
import type { useLeadForm } from "#app/features/leads/forms/use-lead-form.ts";
import {
  CLIENT_TYPES,
  EVENT_VOLUMES,
  INDUSTRY_TYPES,
  REFERRAL_SOURCES,
} from "#app/features/leads/forms/lead-options.ts";

export type Program = "business" | "client";

/** A field's name, message, starting value and form id, for the field components. */
export type PartnerField = (name: string) => ReturnType<ReturnType<typeof useLeadForm>["field"]> & { formId: string };

interface FieldsetProps {
  program: Program;
  field: PartnerField;
}

function BusinessFields({ field }: { field: PartnerField }) {
  return (
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
        autoComplete="off"
        label="Industry type"
        required
        placeholder="Choose your industry"
        options={INDUSTRY_TYPES}
        className="sm:col-span-2"
      />
    </>
  );
}

function ClientFields({ field }: { field: PartnerField }) {
  return (
    <>
      <SelectField
        {...field("clientType")}
        autoComplete="off"
        label="Client type"
        required
        placeholder="Choose a client type"
        options={CLIENT_TYPES}
      />
      <TextField {...field("companyName")} label="Organisation or band name" autoComplete="organization" />
    </>
  );
}

export function AboutApplicantFieldset({ program, field }: FieldsetProps) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold text-navy">
        {program === "business" ? "About your business" : "About you"}
      </legend>
      {program === "business" ? <BusinessFields field={field} /> : <ClientFields field={field} />}
    </fieldset>
  );
}

export function ContactPersonFieldset({ program, field }: FieldsetProps) {
  return (
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
  );
}

export function YourEventsFieldset({ program, field }: FieldsetProps) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold text-navy">Your events</legend>
      <SelectField
        {...field("eventsPerYear")}
        autoComplete="off"
        label="Events per year"
        required
        placeholder="Choose an option"
        options={EVENT_VOLUMES}
      />
      <SelectField
        {...field("referralSource")}
        autoComplete="off"
        label="How did you hear about us?"
        placeholder="Choose an option"
        options={REFERRAL_SOURCES}
      />
      <TextAreaField
        {...field("interestReason")}
        autoComplete="off"
        label={
          program === "business" ? "Why do you want to partner with us?" : "Why do you want to become a client partner?"
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
  );
}
