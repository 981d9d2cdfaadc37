// The quote form's event fields. The event date is asked with the contact
// details (what a quote needs: items, date, name, a way to reach you); the
// rest (last day, times, venue, indoor or outdoor, guests, delivery, and a
// business customer's company name and VAT number) waits in "Add event
// details", open when the visitor's last event from this browser filled any of
// it in, or when one of its fields needs fixing (issue 35).
import { Suspense, memo } from "react";
import { SelectField, TextField } from "#app/ui/forms/form-field.tsx";
import { DELIVERY_ZONES } from "#app/features/quotes/delivery.ts";
import { MULTI_DAY_RATE } from "#app/features/catalogue/index.ts";
import { formatCents } from "#app/platform/format/money.ts";
import {
  QUOTE_EVENT_FIELDS,
  type QuoteEventField,
  type QuoteEventValues,
} from "#app/features/quotes/request/quote-event-fields.ts";

// Each option is short enough to read whole in a select at phone width (the closed select shows one line and
// cuts the rest); what an option means in full is in its field's hint.
const SETTING_OPTIONS = [
  { value: "indoor", label: "Indoor" },
  { value: "outdoor", label: "Outdoor" },
];

const DELIVERY_OPTIONS = [
  { value: "delivery", label: "Deliver and set up" },
  { value: "collection", label: "I'll collect it" },
];

const ZONE_OPTIONS = DELIVERY_ZONES.map((zone) => ({
  value: zone.id,
  label: `${zone.name}: ${formatCents(zone.feeCents)}`,
}));

const fieldsetClass = "grid gap-5 rounded-xl border border-line p-3 sm:grid-cols-2 sm:p-5";
// Smaller on a phone, so the longest legend stays one line on the fieldset's border.
const legendClass = "px-1 text-base font-bold text-navy sm:text-lg";

type EventFieldErrors = Partial<Record<QuoteEventField, string>>;

/** What each fieldset draws from: the form's id, the stored event and each field's message. */
interface FieldsetProps {
  formId: string;
  eventDefaults?: QuoteEventValues;
  errors: EventFieldErrors;
}

/** The first day of the hire: asked beside the contact details, as the quote needs it for availability. */
export function EventDateField({
  formId,
  defaultValue,
  error,
}: {
  formId: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <TextField
      formId={formId}
      name="eventDate"
      autoComplete="off"
      label="Event date (first day)"
      type="date"
      defaultValue={defaultValue}
      error={error}
    />
  );
}

function YourEventFieldset({ formId, eventDefaults, errors }: FieldsetProps) {
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>The day</legend>
      <TextField
        formId={formId}
        name="endDate"
        autoComplete="off"
        label="Last day (multi-day hire)"
        type="date"
        hint={`Leave empty for one day. Each day after the first is charged at ${MULTI_DAY_RATE.furtherDayPercent}% of the day rate.`}
        defaultValue={eventDefaults?.endDate}
        error={errors.endDate}
      />
      <TextField
        formId={formId}
        name="setupTime"
        autoComplete="off"
        label="Set-up time"
        type="time"
        hint="When we can start setting up"
        defaultValue={eventDefaults?.setupTime}
        error={errors.setupTime}
      />
      <TextField
        formId={formId}
        name="collectionTime"
        autoComplete="off"
        label="Collection time"
        type="time"
        hint="When we can pack up and collect"
        defaultValue={eventDefaults?.collectionTime}
        error={errors.collectionTime}
      />
      <TextField
        formId={formId}
        name="venue"
        label="Venue or suburb"
        autoComplete="address-level2"
        hint="For example: Summer Place, Hyde Park"
        defaultValue={eventDefaults?.venue}
        error={errors.venue}
      />
      <SelectField
        formId={formId}
        name="setting"
        autoComplete="off"
        label="Indoor or outdoor"
        hint="Outdoor: a marquee, garden or open-air venue"
        placeholder="Not sure yet"
        options={SETTING_OPTIONS}
        defaultValue={eventDefaults?.setting}
        error={errors.setting}
      />
      <TextField
        formId={formId}
        name="guests"
        autoComplete="off"
        label="Expected guests"
        inputMode="numeric"
        defaultValue={eventDefaults?.guests}
        error={errors.guests}
      />
    </fieldset>
  );
}

function DeliveryFieldset({ formId, eventDefaults, errors }: FieldsetProps) {
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>Delivery</legend>
      <SelectField
        formId={formId}
        name="deliveryMethod"
        autoComplete="off"
        label="Delivery or collection"
        hint="We deliver, set up and collect at your venue, or you collect from and return to Kramerville, Sandton"
        placeholder="Decide later"
        options={DELIVERY_OPTIONS}
        defaultValue={eventDefaults?.deliveryMethod}
        error={errors.deliveryMethod}
      />
      <SelectField
        formId={formId}
        name="deliveryZone"
        autoComplete="off"
        label="Delivery zone"
        placeholder="Choose a zone"
        options={ZONE_OPTIONS}
        hint="Estimated fees excluding VAT, for delivery and collection; confirmed on your final quote."
        defaultValue={eventDefaults?.deliveryZone}
        error={errors.deliveryZone}
      />
    </fieldset>
  );
}

function BusinessFieldset({ formId, eventDefaults, errors }: FieldsetProps) {
  return (
    <fieldset className={fieldsetClass}>
      {/* Each field says it is optional; the legend stays one line on a phone. */}
      <legend className={legendClass}>Business customer</legend>
      <TextField
        formId={formId}
        name="companyName"
        label="Company name"
        autoComplete="organization"
        defaultValue={eventDefaults?.companyName}
        error={errors.companyName}
      />
      <TextField
        formId={formId}
        name="companyVatNumber"
        autoComplete="off"
        label="Company VAT number"
        inputMode="numeric"
        hint="Printed on your quote: 10 digits starting with 4"
        defaultValue={eventDefaults?.companyVatNumber}
        error={errors.companyVatNumber}
      />
    </fieldset>
  );
}

/** The fields "Add event details" holds: every event field but the first day. */
const DETAIL_FIELDS = QUOTE_EVENT_FIELDS.filter((field) => field !== "eventDate");

/**
 * "Add event details": the event, delivery and company fieldsets behind a
 * native disclosure (it opens without JavaScript too), in their own Suspense
 * boundary: React hydrates such a boundary after the rest of the form, in
 * short tasks, so the contact fields answer sooner and no one long task
 * blocks the page. Memoised, so the form's own re-renders (ready, busy) leave
 * it be until it has hydrated; its props are the form's id, the stored event
 * and each field's message.
 */
export const EventDetails = memo(function EventDetails({
  formId,
  eventDefaults,
  ...errors
}: EventFieldErrors & { formId: string; eventDefaults?: QuoteEventValues }) {
  const props = { formId, eventDefaults, errors };
  const open = DETAIL_FIELDS.some((field) => Boolean(eventDefaults?.[field]) || Boolean(errors[field]));
  return (
    <details open={open}>
      {/* Only the summary is boxed: the fieldsets inside keep the form's full width on a phone. */}
      <summary className="cursor-pointer rounded-xl border border-line p-3 sm:p-5">
        <span className="text-base font-bold text-navy sm:text-lg">Add event details (optional)</span>
        <span className="mt-1 block text-sm text-muted">
          Venue, times, guests, delivery and a company&apos;s VAT number. Add them now for a quote with delivery priced
          in, or tell us when we call to confirm.
        </span>
      </summary>
      <div className="mt-5 grid gap-5">
        <Suspense fallback={null}>
          <YourEventFieldset {...props} />
          <DeliveryFieldset {...props} />
          <BusinessFieldset {...props} />
        </Suspense>
      </div>
    </details>
  );
});
