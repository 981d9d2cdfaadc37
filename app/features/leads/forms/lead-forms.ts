// Validation of the lead forms, with the messages of spec section 5. The same
// schemas run in the browser (Conform, before a post) and in the route actions
// (always), on the posted form data itself: each field reads what was posted
// as the site stores it (see formFieldText). Built on zod/mini, which keeps
// the browser bundle small.
import * as z from "zod/mini";
import {
  CLIENT_TYPES,
  EVENT_TYPES,
  EVENT_VOLUMES,
  INDUSTRY_TYPES,
  PREFERRED_TIMES,
  REFERRAL_SOURCES,
} from "#app/features/leads/forms/lead-options.ts";
import {
  type FieldErrors,
  type FormValidation,
  type FormValues,
  LIMITS,
  builtOnFirstUse,
  choice,
  consent,
  email,
  isValidEmail,
  optionalEmail,
  optionalText,
  phone,
  posted,
  referrer,
  requiredText,
  websiteText,
} from "#app/platform/forms/form-fields.ts";
import type { quoteContactFormSchema } from "#app/features/quotes/index.ts";

// The shared field rules keep their old import path too.
export * from "#app/platform/forms/form-fields.ts";

export const contactFormSchema = builtOnFirstUse(() =>
  z.object({
    name: requiredText(2, "Name must be at least 2 characters", "Name", LIMITS.name),
    email: email("Please enter a valid email address"),
    phone: phone(0, "Please enter a valid phone number"),
    eventType: choice(EVENT_TYPES, "Please select an event type"),
    message: requiredText(10, "Message must be at least 10 characters", "Message", LIMITS.message),
    referrer: referrer(),
    marketingConsent: consent(),
  }),
);

const callBackFields = () => ({
  name: requiredText(2, "Name is required", "Name", LIMITS.name),
  phone: phone(10, "Valid phone number is required"),
  message: optionalText("Message", LIMITS.message),
  preferredTime: choice(PREFERRED_TIMES, "Please choose a time from the list", true),
  referrer: referrer(),
  marketingConsent: consent(),
});

export const callBackFormSchema = builtOnFirstUse(() =>
  z.object({
    ...callBackFields(),
    email: optionalEmail("Valid email is required"),
  }),
);

/** The landing-page sidebar form: the same, except e-mail is required. */
export const sidebarCallBackFormSchema = builtOnFirstUse(() =>
  z.object({
    ...callBackFields(),
    email: email("Valid email is required"),
  }),
);

/** Read as the address it is stored as (see websiteText). */
const website = () => posted(websiteText());

export const businessApplicationSchema = builtOnFirstUse(() =>
  z.object({
    companyName: requiredText(2, "Company name is required", "Company name", LIMITS.company),
    companyWebsite: website(),
    industryType: choice(INDUSTRY_TYPES, "Please select an industry type"),
    contactName: requiredText(2, "Contact name is required", "Contact name", LIMITS.name),
    contactEmail: email("Valid email is required"),
    contactPhone: phone(10, "Valid phone number is required"),
    referralSource: choice(REFERRAL_SOURCES, "Please choose an option from the list", true),
    interestReason: requiredText(
      10,
      "Please tell us why you are interested in partnering with us",
      "Your reason",
      LIMITS.message,
    ),
    eventsPerYear: choice(EVENT_VOLUMES, "Please select an option"),
    referrer: referrer(),
    marketingConsent: consent(),
  }),
);

export const clientApplicationSchema = builtOnFirstUse(() =>
  z.object({
    clientType: choice(CLIENT_TYPES, "Please select a client type"),
    companyName: optionalText("Company name", LIMITS.company),
    contactName: requiredText(2, "Full name is required", "Full name", LIMITS.name),
    contactEmail: email("Valid email is required"),
    contactPhone: phone(10, "Valid phone number is required"),
    eventsPerYear: choice(EVENT_VOLUMES, "Please select an option"),
    interestReason: requiredText(
      10,
      "Please tell us why you are interested in becoming a client partner",
      "Your reason",
      LIMITS.message,
    ),
    referralSource: choice(REFERRAL_SOURCES, "Please choose an option from the list", true),
    referrer: referrer(),
    marketingConsent: consent(),
  }),
);

/** The blog's subscribe form: one e-mail address (spec section 5: required, of email type). */
export const subscribeFormSchema = builtOnFirstUse(() =>
  z.object({
    email: posted(
      z
        .string()
        .check(
          z.refine(
            (value) => isValidEmail(value) && value.length <= LIMITS.email,
            "Please enter a valid email address",
          ),
        ),
    ),
  }),
);

export type ContactFormValues = z.infer<ReturnType<typeof contactFormSchema>>;
export type CallBackFormValues = z.infer<ReturnType<typeof callBackFormSchema>>;
export type BusinessApplicationValues = z.infer<ReturnType<typeof businessApplicationSchema>>;
export type ClientApplicationValues = z.infer<ReturnType<typeof clientApplicationSchema>>;

export type LeadFormSchema = ReturnType<
  | typeof contactFormSchema
  | typeof subscribeFormSchema
  | typeof quoteContactFormSchema
  | typeof callBackFormSchema
  | typeof sidebarCallBackFormSchema
  | typeof businessApplicationSchema
  | typeof clientApplicationSchema
  | typeof privacyRequestFormSchema
>;

/** Validates form values, keeping the first message for each field. */
export function validateForm<Schema extends LeadFormSchema>(
  schema: Schema,
  values: FormValues,
): FormValidation<z.infer<Schema>> {
  const result = z.safeParse(schema, values);
  if (result.success) return { success: true, data: result.data as z.infer<Schema> };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    fieldErrors[field] ??= issue.message;
  }
  return { success: false, fieldErrors };
}

/** What a privacy request on /privacy asks for (POPIA sections 23 and 24). */
export const PRIVACY_REQUEST_TYPES = ["access", "correction", "deletion"] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];

/** The privacy request form: who is asking, what for, and how we reach them to confirm. */
export const privacyRequestFormSchema = builtOnFirstUse(() =>
  z.object({
    requestType: choice(PRIVACY_REQUEST_TYPES, "Please choose what you would like us to do"),
    name: requiredText(2, "Name must be at least 2 characters", "Name", LIMITS.name),
    email: email("Please enter a valid email address"),
    phone: phone(0, "Please enter a valid phone number"),
    details: optionalText("Details", LIMITS.message),
  }),
);

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
