// The form stage of /quote-request: who the quote is for, and optionally the
// event (hire period, times, venue, indoor or outdoor, guests), delivery or
// collection, and a business customer's company name and VAT number. Native
// inputs throughout (date and time pickers on phones). Conform
// checks it with quoteContactFormSchema when it is sent and again as each field
// is fixed; the first field to fix gets the focus. The server's messages about
// the fields show beside them, with a notice above the form.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { Suspense, memo, useRef, useState } from "react";
import { ConsentAndPrivacy, SubmitButton } from "#app/ui/forms/form-extras.tsx";
import { SelectField, TextField } from "#app/ui/forms/form-field.tsx";
import { RobotCheck } from "#app/features/leads/components.tsx";
import { DELIVERY_ZONES } from "#app/features/quotes/delivery.ts";
import { MULTI_DAY_RATE } from "#app/features/catalogue/index.ts";
import { formatCents } from "#app/platform/format/money.ts";
import {
  QUOTE_EVENT_FIELDS,
  type QuoteEventField,
  type QuoteEventValues,
} from "#app/features/quotes/request/quote-event-fields.ts";
import { FORM_ALERT_CLASS } from "#app/ui/forms/form-classes.ts";
import { type FieldErrors, fieldNames, readFormValues } from "#app/platform/forms/form-fields.ts";
import {
  type QuoteContactFormValues,
  quoteContactFormSchema,
} from "#app/features/quotes/request/quote-contact-schema.ts";
import { serverMessages } from "#app/platform/forms/server-messages.ts";
import { parseFormSubmission } from "#app/platform/forms/form-submission.ts";

export const QUOTE_FORM_ID = "quote-contact";
export const QUOTE_FORM_ALERT_ID = "quote-form-alert";

/**
 * The form's values as the server reads them: trimmed, line endings made \n
 * (see readFormValues). Anything else in the post (Conform's intent) is kept.
 */
function normalised(formData: FormData): FormData {
  const values = readFormValues(formData, fieldNames(quoteContactFormSchema()));
  const result = new FormData();
  for (const [name, value] of formData) if (!Object.hasOwn(values, name)) result.append(name, value);
  for (const [name, value] of Object.entries(values)) result.set(name, value);
  return result;
}

export interface QuoteContactFormProps {
  /**
   * False until the island is hydrated (and without JavaScript): the button
   * is held back, since the form is sent by script only.
   */
  ready: boolean;
  /**
   * Sends the checked details. Resolves with the server's messages about the
   * fields when it refused them, or null when the quote moved on.
   */
  onSend: (values: QuoteContactFormValues) => Promise<FieldErrors | null>;
  /** The form's privacy notice (what it collects, why, for how long). */
  privacyNotice: string;
  /** The event the visitor last sent from this browser, filled in again. */
  eventDefaults?: QuoteEventValues;
  /** The browser is solving a flood's challenge (decision 053). */
  checking?: boolean;
}

const SETTING_OPTIONS = [
  { value: "indoor", label: "Indoor" },
  { value: "outdoor", label: "Outdoor (marquee, garden or open air)" },
];

const DELIVERY_OPTIONS = [
  { value: "delivery", label: "Deliver, set up and collect at my venue" },
  { value: "collection", label: "I will collect and return (Kramerville, Sandton)" },
];

const ZONE_OPTIONS = DELIVERY_ZONES.map((zone) => ({
  value: zone.id,
  label: `${zone.name}: about ${formatCents(zone.feeCents)} excl. VAT (estimate)`,
}));

const fieldsetClass = "grid gap-5 rounded-xl border border-line p-4 sm:grid-cols-2 sm:p-5";
const legendClass = "px-1 text-lg font-bold text-navy";

export function QuoteContactForm({
  ready,
  onSend,
  privacyNotice,
  eventDefaults,
  checking = false,
}: QuoteContactFormProps) {
  const [submitting, setSubmitting] = useState(false);
  // A second submit while the first is on its way sends nothing (the state may not have re-rendered yet).
  const sending = useRef(false);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(undefined);

  const [form, fields] = useForm({
    id: QUOTE_FORM_ID,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseFormSubmission(normalised(formData), quoteContactFormSchema()),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (!ready || sending.current || submission?.status !== "success") return;
      sending.current = true;
      setSubmitting(true);
      // Conform does not wait for its submit handler: the send runs on, and `sending` keeps it single.
      void onSend(submission.value).then((serverErrors) => {
        sending.current = false;
        setSubmitting(false);
        if (serverErrors && Object.keys(serverErrors).length > 0) {
          setLastResult(
            submission.reply({
              formErrors: [serverMessages.invalid],
              fieldErrors: Object.fromEntries(Object.entries(serverErrors).map(([name, message]) => [name, [message]])),
            }),
          );
        }
      });
    },
  });

  const error = (name: keyof typeof fields) => fields[name].errors?.[0];
  const formError = form.errors?.[0];

  return (
    <form id={form.id} noValidate onSubmit={form.onSubmit} aria-labelledby="quote-form-title" className="grid gap-5">
      <h2 id="quote-form-title" className="text-2xl font-extrabold text-navy">
        Your details
      </h2>
      {formError ? (
        <div id={QUOTE_FORM_ALERT_ID} role="alert" className={FORM_ALERT_CLASS}>
          {formError}
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          formId={QUOTE_FORM_ID}
          name="name"
          label="Full Name"
          autoComplete="name"
          required
          error={error("name")}
          className="sm:col-span-2"
        />
        <TextField
          formId={QUOTE_FORM_ID}
          name="email"
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          error={error("email")}
        />
        <TextField
          formId={QUOTE_FORM_ID}
          name="phone"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          required
          error={error("phone")}
        />
      </div>
      <EventFieldsets
        eventDefaults={eventDefaults}
        {...Object.fromEntries(QUOTE_EVENT_FIELDS.map((name) => [name, error(name)]))}
      />
      <ConsentAndPrivacy formId={QUOTE_FORM_ID} notice={privacyNotice} />
      <RobotCheck formId={QUOTE_FORM_ID} checking={checking} question={null} />
      <div>
        <SubmitButton
          label="View My Quote"
          busyLabel="Preparing your quote..."
          submitting={submitting}
          disabled={!ready}
        />
      </div>
    </form>
  );
}

type EventFieldErrors = Partial<Record<QuoteEventField, string>>;

/**
 * The event, delivery and company fieldsets, in their own Suspense boundary:
 * React hydrates such a boundary after the rest of the form, in short tasks,
 * so the contact fields answer sooner and no one long task blocks the page.
 * Memoised, so the form's own re-renders (ready, busy) leave it be until it
 * has hydrated; its props are the stored event and each field's message.
 */
const EventFieldsets = memo(function EventFieldsets({
  eventDefaults,
  ...errors
}: EventFieldErrors & { eventDefaults?: QuoteEventValues }) {
  return (
    <Suspense fallback={null}>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Your event</legend>
        <TextField
          formId={QUOTE_FORM_ID}
          name="eventDate"
          label="Event date (first day)"
          type="date"
          defaultValue={eventDefaults?.eventDate}
          error={errors.eventDate}
        />
        <TextField
          formId={QUOTE_FORM_ID}
          name="endDate"
          label="Last day (multi-day hire)"
          type="date"
          hint={`Leave empty for one day. Each day after the first is charged at ${MULTI_DAY_RATE.furtherDayPercent}% of the day rate.`}
          defaultValue={eventDefaults?.endDate}
          error={errors.endDate}
        />
        <TextField
          formId={QUOTE_FORM_ID}
          name="setupTime"
          label="Set-up time"
          type="time"
          hint="When we can start setting up"
          defaultValue={eventDefaults?.setupTime}
          error={errors.setupTime}
        />
        <TextField
          formId={QUOTE_FORM_ID}
          name="collectionTime"
          label="Collection time"
          type="time"
          hint="When we can pack up and collect"
          defaultValue={eventDefaults?.collectionTime}
          error={errors.collectionTime}
        />
        <TextField
          formId={QUOTE_FORM_ID}
          name="venue"
          label="Venue or suburb"
          autoComplete="address-level2"
          hint="For example: Summer Place, Hyde Park"
          defaultValue={eventDefaults?.venue}
          error={errors.venue}
        />
        <SelectField
          formId={QUOTE_FORM_ID}
          name="setting"
          label="Indoor or outdoor"
          placeholder="Not sure yet"
          options={SETTING_OPTIONS}
          defaultValue={eventDefaults?.setting}
          error={errors.setting}
        />
        <TextField
          formId={QUOTE_FORM_ID}
          name="guests"
          label="Expected guests"
          inputMode="numeric"
          defaultValue={eventDefaults?.guests}
          error={errors.guests}
        />
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Delivery</legend>
        <SelectField
          formId={QUOTE_FORM_ID}
          name="deliveryMethod"
          label="Delivery or collection"
          placeholder="Decide later"
          options={DELIVERY_OPTIONS}
          defaultValue={eventDefaults?.deliveryMethod}
          error={errors.deliveryMethod}
        />
        <SelectField
          formId={QUOTE_FORM_ID}
          name="deliveryZone"
          label="Delivery zone"
          placeholder="Choose the zone your venue is in"
          options={ZONE_OPTIONS}
          hint="The fee covers delivery and collection and is confirmed on your final quote."
          defaultValue={eventDefaults?.deliveryZone}
          error={errors.deliveryZone}
        />
      </fieldset>
      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Business customer (optional)</legend>
        <TextField
          formId={QUOTE_FORM_ID}
          name="companyName"
          label="Company name"
          autoComplete="organization"
          defaultValue={eventDefaults?.companyName}
          error={errors.companyName}
        />
        <TextField
          formId={QUOTE_FORM_ID}
          name="companyVatNumber"
          label="Company VAT number"
          inputMode="numeric"
          hint="Printed on your quote: 10 digits starting with 4"
          defaultValue={eventDefaults?.companyVatNumber}
          error={errors.companyVatNumber}
        />
      </fieldset>
    </Suspense>
  );
});
