// The lead payload of spec section 7.1 (call 1): how each form's values are
// shaped into it, and the schema the leads API checks a posted payload against.
import * as z from "zod/mini";
import { type FieldError, fieldErrors } from "#app/platform/forms/field-errors.ts";
import {
  type BusinessApplicationValues,
  type CallBackFormValues,
  type ClientApplicationValues,
  type ContactFormValues,
  LIMITS,
  isValidEmail,
  isValidPhone,
  websiteText,
} from "#app/features/leads/forms/lead-forms.ts";
import { splitFullName } from "#app/platform/forms/full-name.ts";
import { storableText } from "#app/platform/forms/storable-text.ts";
import {
  CLIENT_TYPES,
  DEFAULT_PREFERRED_TIME,
  EVENT_VOLUMES,
  INDUSTRY_TYPES,
  LEAD_SOURCES,
  LEAD_VDN,
  type LeadSource,
  PARTNER_COMMENTS_PREFIX,
  REFERRAL_SOURCES,
} from "#app/features/leads/forms/lead-options.ts";

export interface LeadContact {
  /** First name: the full name up to its first space. */
  name: string;
  /** Everything after the first space. */
  surname: string;
  fullname: string;
  tel: string;
  email: string;
}

export interface PartnerContact extends LeadContact {
  company: string;
  companyWebsite: string;
  industry: string;
  clientType: string;
  eventsPerYear: string;
  interestReason: string;
  referralSource: string;
}

export interface LeadPayload {
  requestedAt: string;
  referrer: string;
  vdn: string;
  preferredTime: string;
  comments: string;
  source: LeadSource;
  contact: LeadContact | PartnerContact;
}

/** What the page knows when it shapes a payload. */
export interface ShapingContext {
  /** When the visitor sent it. */
  now: Date;
  referrer: string;
}

export { splitFullName };

function basePayload(context: ShapingContext, source: LeadSource, comments: string, preferredTime = "") {
  return {
    requestedAt: context.now.toISOString(),
    referrer: context.referrer,
    vdn: LEAD_VDN,
    preferredTime: preferredTime.trim() || DEFAULT_PREFERRED_TIME,
    comments,
    source,
  };
}

/** A call-back request (page or sidebar form). Empty e-mail and message become empty strings. */
export function callBackPayload(values: CallBackFormValues, context: ShapingContext): LeadPayload {
  return {
    ...basePayload(context, LEAD_SOURCES.callback, values.message ?? "", values.preferredTime),
    contact: { ...splitFullName(values.name), tel: values.phone ?? "", email: values.email ?? "" },
  };
}

/** The contact form's message as sent: 'Event Type: {type}', a blank line, then the message. */
export function contactComments(eventType: string, message: string): string {
  return `Event Type: ${eventType}\n\n${message}`;
}

/** A contact message, sent through the same lead call (call 2 may be call 1). */
export function contactPayload(values: ContactFormValues, context: ShapingContext): LeadPayload {
  return {
    ...basePayload(context, LEAD_SOURCES.callback, contactComments(values.eventType, values.message)),
    contact: { ...splitFullName(values.name), tel: values.phone ?? "", email: values.email },
  };
}

export function businessApplicationPayload(values: BusinessApplicationValues, context: ShapingContext): LeadPayload {
  return {
    ...basePayload(context, LEAD_SOURCES.business, `${PARTNER_COMMENTS_PREFIX}${values.interestReason}`),
    contact: {
      ...splitFullName(values.contactName),
      tel: values.contactPhone,
      email: values.contactEmail,
      company: values.companyName,
      // Already the address as stored: the form's website rule reads it so.
      companyWebsite: values.companyWebsite,
      industry: values.industryType,
      clientType: "",
      eventsPerYear: values.eventsPerYear,
      interestReason: values.interestReason,
      referralSource: values.referralSource,
    },
  };
}

export function clientApplicationPayload(values: ClientApplicationValues, context: ShapingContext): LeadPayload {
  return {
    ...basePayload(context, LEAD_SOURCES.client, `${PARTNER_COMMENTS_PREFIX}${values.interestReason}`),
    contact: {
      ...splitFullName(values.contactName),
      tel: values.contactPhone,
      email: values.contactEmail,
      company: values.companyName,
      companyWebsite: "",
      industry: "",
      clientType: values.clientType,
      eventsPerYear: values.eventsPerYear,
      interestReason: values.interestReason,
      referralSource: values.referralSource,
    },
  };
}

// ---------------------------------------------------------------------------
// The payload as the leads API receives it. Partner fields are required only
// for applications; unknown keys are dropped; text is made storable first.

const storable = () => z.overwrite(storableText);

const text = (max: number, label: string) =>
  z.string(`${label} must be text`).check(storable(), z.maxLength(max, `${label} must be ${max} characters or fewer`));

const optionalText = (max: number, label: string) => z._default(text(max, label), "");

const isoTimestamp = z
  .string("requestedAt must be an ISO timestamp")
  .check(
    z.refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) &&
        !Number.isNaN(Date.parse(value)),
      "requestedAt must be an ISO timestamp",
    ),
  );

const oneOf = (values: readonly string[], message: string) =>
  z.string(message).check(z.refine((value) => values.includes(value), message));
const optionalOneOf = (values: readonly string[], message: string) => z._default(oneOf(["", ...values], message), "");

const ContactSchema = z.object({
  name: optionalText(LIMITS.name, "contact.name"),
  surname: optionalText(LIMITS.name, "contact.surname"),
  fullname: z
    .string("Name is required")
    .check(
      storable(),
      z.trim(),
      z.minLength(2, "Name is required"),
      z.maxLength(LIMITS.name, `Name must be ${LIMITS.name} characters or fewer`),
    ),
  tel: z._default(
    z
      .string("Valid phone number is required")
      .check(storable(), z.trim(), z.maxLength(LIMITS.phone, "Valid phone number is required")),
    "",
  ),
  email: z._default(
    z.string("Valid email is required").check(
      storable(),
      z.trim(),
      z.maxLength(LIMITS.email, "Valid email is required"),
      z.refine((value) => value === "" || isValidEmail(value), "Valid email is required"),
    ),
    "",
  ),
  company: optionalText(LIMITS.company, "contact.company"),
  // The business application's website rule: read as the address it is stored as.
  companyWebsite: z._default(
    z.pipe(z.string("contact.companyWebsite must be text").check(storable(), z.trim()), websiteText()),
    "",
  ),
  industry: optionalOneOf(INDUSTRY_TYPES, "Please select an industry type"),
  clientType: optionalOneOf(CLIENT_TYPES, "Please select a client type"),
  eventsPerYear: optionalOneOf(EVENT_VOLUMES, "Please select an option"),
  interestReason: optionalText(LIMITS.message, "contact.interestReason"),
  referralSource: optionalOneOf(REFERRAL_SOURCES, "Please choose an option from the list"),
});

export const LeadPayloadSchema = z
  .object(
    {
      requestedAt: isoTimestamp,
      referrer: optionalText(LIMITS.referrer, "referrer"),
      vdn: optionalText(64, "vdn"),
      preferredTime: optionalText(100, "preferredTime"),
      comments: optionalText(LIMITS.message + 200, "comments"),
      source: oneOf(Object.values(LEAD_SOURCES), `source must be one of: ${Object.values(LEAD_SOURCES).join(", ")}`),
      contact: ContactSchema,
      /** Separate, unticked-by-default opt-in to marketing (POPIA); not part of the spec's payload. */
      marketingConsent: z._default(z.boolean("marketingConsent must be true or false"), false),
    },
    "The body must be a JSON object",
  )
  .check(
    z.superRefine((payload, ctx) => {
      const { contact, source } = payload;
      const require = (ok: boolean, field: string, message: string) => {
        if (!ok) ctx.issues.push({ code: "custom", path: ["contact", field], message, input: contact });
      };
      const telValid = isValidPhone(contact.tel, 10);
      const isApplication = source === LEAD_SOURCES.business || source === LEAD_SOURCES.client;
      if (isApplication) {
        require(telValid, "tel", "Valid phone number is required");
        require(contact.email !== "", "email", "Valid email is required");
        require(contact.eventsPerYear !== "", "eventsPerYear", "Please select an option");
      }
      if (source === LEAD_SOURCES.callback || source === LEAD_SOURCES.assistant) {
        // A website-form or assistant lead needs a way back to the visitor.
        require(contact.tel === "" ? contact.email !== "" : telValid, "tel", "Valid phone number is required");
      }
      if (source === LEAD_SOURCES.business) {
        require(contact.company.trim().length >= 2, "company", "Company name is required");
        require(contact.industry !== "", "industry", "Please select an industry type");
        require(contact.interestReason.trim().length >=
          10, "interestReason", "Please tell us why you are interested in partnering with us");
      }
      if (source === LEAD_SOURCES.client) {
        require(contact.clientType !== "", "clientType", "Please select a client type");
        require(contact.interestReason.trim().length >=
          10, "interestReason", "Please tell us why you are interested in becoming a client partner");
      }
    }),
  );

export type ValidLeadPayload = z.infer<typeof LeadPayloadSchema>;

/**
 * A lead form's shaped payload as it is stored: the same shape as a payload
 * the leads API accepted (every contact field present, empty when the form
 * has none). Nothing is checked here: the form's own schema is the one rule a
 * form post answers to, and what it accepted is stored as it is.
 */
export function storedFormPayload(payload: LeadPayload, marketingConsent: boolean): ValidLeadPayload {
  const { contact } = payload;
  return {
    ...payload,
    marketingConsent,
    contact: {
      company: "",
      companyWebsite: "",
      industry: "",
      clientType: "",
      eventsPerYear: "",
      interestReason: "",
      referralSource: "",
      ...contact,
    },
  };
}

export type PayloadValidation = { success: true; data: ValidLeadPayload } | { success: false; errors: FieldError[] };

/** Checks a posted payload; each problem names its field ('contact.tel'; '(body)' for a non-object) and the rule. */
export function validateLeadPayload(body: unknown): PayloadValidation {
  const result = z.safeParse(LeadPayloadSchema, body);
  return result.success
    ? { success: true, data: result.data }
    : { success: false, errors: fieldErrors(result.error.issues) };
}
