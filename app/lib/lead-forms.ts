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
} from "./lead-options.ts";
import { DELIVERY_ZONE_IDS } from "../content/delivery.ts";
import { MULTI_DAY_RATE } from "../content/hire-rates.ts";
import { HIRE_PERIOD_MESSAGES, VENUE_SETTINGS, hireDays, isClockTime, johannesburgDate } from "./hire-period.ts";
import { REFERRER_MAX, truncateReferrer } from "./referrer.ts";
import { storableText } from "./storable-text.ts";

/**
 * A field people never see. Bots that fill every input fill it too; their post
 * is answered like any other and dropped.
 */
export const HONEYPOT_FIELD = "fax_number";
/** Hidden field with a per-submission key, so a double post is stored once. */
export const IDEMPOTENCY_FIELD = "submissionKey";

/** Form fields arrive as strings; a checkbox is "on" when ticked. */
export type FormValues = Record<string, string>;

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 150,
  website: 300,
  message: 5000,
  referrer: REFERRER_MAX,
} as const;

/** More guests than any event we would estimate online. */
export const MAX_GUESTS = 100_000;
export const DELIVERY_METHODS = ["delivery", "collection"] as const;

const EMAIL_PATTERN = z.regexes.email;
// Digits with the usual separators and an optional leading plus.
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export function isValidEmail(value: string): boolean {
  const domain = value.slice(value.lastIndexOf("@") + 1);
  // A domain label never ends with a hyphen ("a-.co.za" cannot exist, and mail servers refuse it).
  return EMAIL_PATTERN.test(value) && !/-\./.test(domain) && (!/xn--/i.test(domain) || isValidPunycode(domain));
}

/**
 * An internationalised domain written in its ASCII form ("xn--tda.co.za") must
 * decode: the URL parser, in browsers and on the server alike, refuses a label
 * such as "xn--abc" that no Unicode name encodes to.
 */
function isValidPunycode(domain: string): boolean {
  try {
    return new URL(`http://${domain}/`).hostname === domain.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * A website as typed by a visitor: 'www.acme.co.za' is accepted as
 * 'https://www.acme.co.za'. Returns undefined when it is not an http(s) address
 * with a dotted host name.
 */
export function normalizeWebsite(value: string): string | undefined {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (!/^[a-z\d-]+(\.[a-z\d-]+)+$/i.test(url.hostname) || url.username || url.password) return undefined;
  return url.href;
}

/**
 * A posted field as the rules read it and the site stores it: text trimmed,
 * with \n line endings and made storable (see storableText); the first of a
 * repeated field; anything that is not text (a file, a missing field, an
 * unticked checkbox) reads as empty.
 */
export function formFieldText(value: unknown): string {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? storableText(first).replace(/\r\n?/g, "\n").trim() : "";
}

/** A field's rules, applied to what was posted as formFieldText reads it. */
function posted(rules: z.ZodMiniString<string>) {
  return z.pipe(z.transform(formFieldText), rules);
}

const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

function requiredText(min: number, message: string, label: string, max: number) {
  return posted(z.string().check(z.minLength(min, message), z.maxLength(max, tooLong(label, max))));
}

function optionalText(label: string, max: number) {
  return posted(z.string().check(z.maxLength(max, tooLong(label, max))));
}

function email(message: string) {
  return posted(
    z.string().check(
      z.refine((value) => isValidEmail(value), message),
      z.maxLength(LIMITS.email, tooLong("Email", LIMITS.email)),
    ),
  );
}

function optionalEmail(message: string) {
  return posted(
    z.string().check(
      z.refine((value) => value === "" || isValidEmail(value), message),
      z.maxLength(LIMITS.email, tooLong("Email", LIMITS.email)),
    ),
  );
}

function phone(min: number, message: string) {
  return posted(
    z.string().check(
      z.minLength(min, message),
      z.refine((value) => value === "" || PHONE_PATTERN.test(value), message),
      z.maxLength(LIMITS.phone, tooLong("Phone number", LIMITS.phone)),
    ),
  );
}

/** One of the options, or empty when the field is optional. */
function choice<const Values extends readonly string[]>(values: Values, message: string, optional = false) {
  const allowed: readonly string[] = optional ? ["", ...values] : values;
  return posted(z.string().check(z.refine((value) => allowed.includes(value), message)));
}

/**
 * A schema built on its first use and kept. Building the zod schemas is the
 * largest part of a form page's script start-up on a phone, and most visitors
 * read the page without sending the form, so a page builds a schema when it
 * first validates, and only the schemas it uses.
 */
function builtOnFirstUse<Schema>(build: () => Schema): () => Schema {
  let schema: Schema | undefined;
  return () => (schema ??= build());
}

/** A checkbox: "on" when ticked, empty when not (an unticked box is not posted at all). */
const consent = () => posted(z.string());
/** The hidden referrer field: shortened when too long, never a reason to refuse the form. */
const referrer = () => posted(z.string().check(z.overwrite(truncateReferrer)));

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

const website = () =>
  posted(
    z.string().check(
      z.refine((value) => value === "" || normalizeWebsite(value) !== undefined, "Please enter a valid URL"),
      z.maxLength(LIMITS.website, tooLong("Website", LIMITS.website)),
    ),
  );

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

/** YYYY-MM-DD that is a real calendar date. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const QUOTE_EVENT_MESSAGES = {
  setting: "Please choose indoor or outdoor",
  guests: `Please enter the number of guests as a whole number from 1 to ${MAX_GUESTS.toLocaleString("en-US")}`,
  deliveryMethod: "Please choose delivery or collection",
  deliveryZone: "Please choose the delivery zone your venue is in",
  vatNumber: "A South African VAT number has 10 digits and starts with 4",
  vatNumberWithoutCompany: "Please enter the company name that goes with this VAT number",
} as const;

/** A South African VAT number as typed ("4123 456 789"): ten digits starting with 4, spaces ignored. */
export function normaliseVatNumber(value: string): string {
  return value.replace(/[\s-]/g, "");
}

export interface QuoteEventFields {
  eventDate: string;
  endDate: string;
  deliveryMethod: string;
  deliveryZone: string;
  companyName: string;
  companyVatNumber: string;
}

/** The quote form's rules across fields (the quotes API applies them too), each on the field to fix. */
export function quoteEventCrossFieldIssues(
  values: QuoteEventFields,
): { field: keyof QuoteEventFields; message: string }[] {
  const issues: { field: keyof QuoteEventFields; message: string }[] = [];
  const { eventDate, endDate } = values;
  if (endDate && !eventDate) issues.push({ field: "endDate", message: HIRE_PERIOD_MESSAGES.endDateWithoutStart });
  else if (endDate && endDate < eventDate)
    issues.push({ field: "endDate", message: HIRE_PERIOD_MESSAGES.endBeforeStart });
  else if (endDate && hireDays({ eventDate, endDate }) > MULTI_DAY_RATE.maxHireDays)
    issues.push({ field: "endDate", message: HIRE_PERIOD_MESSAGES.tooLong });
  if (values.deliveryMethod === "delivery" && !values.deliveryZone)
    issues.push({ field: "deliveryZone", message: QUOTE_EVENT_MESSAGES.deliveryZone });
  if (values.companyVatNumber && !values.companyName)
    issues.push({ field: "companyName", message: QUOTE_EVENT_MESSAGES.vatNumberWithoutCompany });
  return issues;
}

function dateField(invalid: string, past: string) {
  return posted(
    z.string().check(
      z.refine((value) => value === "" || isIsoDate(value), invalid),
      // Checked where the date is typed; "today" is the day in Johannesburg when the form is sent.
      z.refine((value) => value === "" || !isIsoDate(value) || value >= johannesburgDate(new Date()), past),
    ),
  );
}

function timeField(message: string) {
  return posted(z.string().check(z.refine((value) => value === "" || isClockTime(value), message)));
}

/**
 * The form on /quote-request: contact details, the event (hire period, venue,
 * indoor or outdoor, guests), delivery or collection, and a business
 * customer's company name and VAT number. Everything but the contact is optional.
 */
export const quoteContactFormSchema = builtOnFirstUse(() =>
  z
    .object({
      name: requiredText(2, "Name must be at least 2 characters", "Name", LIMITS.name),
      email: email("Please enter a valid email address"),
      phone: phone(10, "Please enter a valid phone number"),
      eventDate: dateField(HIRE_PERIOD_MESSAGES.eventDate, HIRE_PERIOD_MESSAGES.eventDatePast),
      endDate: dateField(HIRE_PERIOD_MESSAGES.endDate, HIRE_PERIOD_MESSAGES.endDatePast),
      setupTime: timeField(HIRE_PERIOD_MESSAGES.setupTime),
      collectionTime: timeField(HIRE_PERIOD_MESSAGES.collectionTime),
      venue: optionalText("Venue or suburb", LIMITS.company),
      setting: choice(VENUE_SETTINGS, QUOTE_EVENT_MESSAGES.setting, true),
      guests: posted(
        z
          .string()
          .check(
            z.refine(
              (value) => value === "" || (/^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_GUESTS),
              QUOTE_EVENT_MESSAGES.guests,
            ),
          ),
      ),
      deliveryMethod: choice(DELIVERY_METHODS, QUOTE_EVENT_MESSAGES.deliveryMethod, true),
      deliveryZone: choice(DELIVERY_ZONE_IDS, QUOTE_EVENT_MESSAGES.deliveryZone, true),
      companyName: optionalText("Company name", LIMITS.company),
      companyVatNumber: posted(
        z
          .string()
          .check(
            z.refine(
              (value) => value === "" || /^4\d{9}$/.test(normaliseVatNumber(value)),
              QUOTE_EVENT_MESSAGES.vatNumber,
            ),
          ),
      ),
      marketingConsent: consent(),
    })
    .check(
      // Rules across fields; each problem is reported on the field the visitor fixes.
      z.superRefine((values, ctx) => {
        for (const { field, message } of quoteEventCrossFieldIssues(values))
          ctx.issues.push({ code: "custom", input: values[field], path: [field], message });
      }),
    ),
);

export type QuoteContactFormValues = z.infer<ReturnType<typeof quoteContactFormSchema>>;
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

/** The names of a schema's fields, in the order they appear on the form. */
export function fieldNames(schema: LeadFormSchema): string[] {
  return Object.keys(schema.shape);
}

/**
 * Reads the named fields from a form post as trimmed strings. Anything that is
 * not a string (a file, a missing field) reads as empty; line endings become \n
 * and the text is made storable (see storableText).
 */
export function readFormValues(
  source: FormData | URLSearchParams | Record<string, unknown>,
  names: readonly string[],
): FormValues {
  const get = (name: string): unknown =>
    source instanceof FormData || source instanceof URLSearchParams
      ? source.get(name)
      : Object.hasOwn(source, name)
        ? source[name]
        : undefined;
  return Object.fromEntries(
    names.map((name) => {
      const value = get(name);
      return [name, typeof value === "string" ? formFieldText(value) : ""];
    }),
  );
}

export type FieldErrors = Record<string, string>;

export type FormValidation<Values> = { success: true; data: Values } | { success: false; fieldErrors: FieldErrors };

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

/** A ticked checkbox posts "on" (or its value); anything else is no. */
export function isTicked(value: string | undefined): boolean {
  return value !== undefined && value !== "" && value !== "off" && value !== "false";
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
