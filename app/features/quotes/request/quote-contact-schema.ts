// The form on /quote-request: contact details, the event, delivery or
// collection and a business customer's company, with the quote's own rules
// across fields (the quotes API applies the same schema). Its own module, so
// the quote page does not carry the lead forms' rules.
import * as z from "zod/mini";
import { DELIVERY_ZONE_IDS } from "#app/features/quotes/delivery.ts";
import { MULTI_DAY_RATE } from "#app/features/catalogue/index.ts";
import {
  DELIVERY_METHODS,
  LIMITS,
  MAX_GUESTS,
  builtOnFirstUse,
  choice,
  consent,
  email,
  optionalText,
  phone,
  posted,
  requiredText,
} from "#app/platform/forms/form-fields.ts";
import { HIRE_PERIOD_MESSAGES, VENUE_SETTINGS, hireDays, isClockTime } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";

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
