// The form stage of /quote-request: the event date and who the quote is for
// first, then, behind "Add event details", the rest of the event (hire
// period, times, venue, indoor or outdoor, guests), delivery or collection,
// and a business customer's company name and VAT number. Native
// inputs throughout (date and time pickers on phones). Conform
// checks it with quoteContactFormSchema when it is sent and again as each field
// is fixed; the first field to fix gets the focus. The server's messages about
// the fields show beside them, with a notice above the form. The event,
// delivery and company fields are drawn by quote-event-fieldsets.tsx.
import { type SubmissionResult, useForm } from "@conform-to/react";
import { useRef, useState } from "react";
import { ConsentAndPrivacy, SubmitButton } from "#app/ui/forms/form-extras.tsx";
import { TextField } from "#app/ui/forms/form-field.tsx";
import { RobotCheck } from "#app/features/leads/components.tsx";
import { QUOTE_EVENT_FIELDS, type QuoteEventValues } from "#app/features/quotes/request/quote-event-fields.ts";
import { EventDateField, EventDetails } from "#app/features/quotes/request/quote-event-fieldsets.tsx";
import { FORM_ALERT_CLASS } from "#app/ui/forms/form-classes.ts";
import { type FieldErrors, fieldNames, readFormValues } from "#app/platform/forms/form-fields.ts";
import {
  type QuoteContactFormValues,
  quoteContactFormSchema,
} from "#app/features/quotes/request/quote-contact-schema.ts";
import { serverMessages } from "#app/platform/forms/server-messages.ts";
import { parseFormSubmission } from "#app/platform/forms/form-submission.ts";
import { useFormReadyWhenIdle } from "#app/platform/forms/use-form-ready.ts";
import { IDEMPOTENCY_FIELD } from "#app/platform/forms/form-fields.ts";
import { quoteEventValues } from "#app/features/quotes/request/quote-event-fields.ts";
import type { BasketSendResult } from "#app/features/quotes/basket/basket-view.ts";

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

/** The form's check, in the browser: what the server will read, against the form's schema. */
function checkQuoteContact(formData: FormData) {
  return parseFormSubmission(normalised(formData), quoteContactFormSchema());
}

export interface QuoteContactFormProps {
  /**
   * False until the island is hydrated (and without JavaScript): the button
   * is held back unless the server's basket can be sent by a plain post.
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
  /** Without JavaScript (decision 066): the post's key, whether the basket can be sent, and the last answer. */
  server?: ServerSend;
}

export interface ServerSend {
  submissionKey: string;
  /** The server basket holds items: the button posts the form. */
  sendable: boolean;
  result?: Exclude<BasketSendResult, { status: "sent" }>;
}

/**
 * Conform's form for the quote: checked when sent and as each field is fixed;
 * a checked form goes to onSend once at a time, and the server's messages
 * about the fields come back as Conform's reply.
 */
function useQuoteContactForm({ ready, onSend }: Pick<QuoteContactFormProps, "ready" | "onSend">) {
  const [submitting, setSubmitting] = useState(false);
  // A second submit while the first is on its way sends nothing (the state may not have re-rendered yet).
  const sending = useRef(false);
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>(undefined);

  const [form, fields] = useForm({
    id: QUOTE_FORM_ID,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => checkQuoteContact(formData),
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
  useFormReadyWhenIdle(QUOTE_FORM_ID, checkQuoteContact);
  return { form, fields, submitting };
}

export function QuoteContactForm({
  ready,
  onSend,
  privacyNotice,
  eventDefaults,
  checking = false,
  server,
}: QuoteContactFormProps) {
  const { form, fields, submitting } = useQuoteContactForm({ ready, onSend });
  const posted = server?.result;
  const error = (name: keyof typeof fields) => fields[name].errors?.[0] ?? posted?.fieldErrors[name];
  const formError = form.errors?.[0] ?? posted?.message;
  const typed = (name: string) => posted?.values[name];
  const eventValues = posted ? quoteEventValues(posted.values) : eventDefaults;

  return (
    <form
      id={form.id}
      method="post"
      action="/quote-request#quote-contact"
      noValidate
      onSubmit={form.onSubmit}
      aria-labelledby="quote-form-title"
      className="grid gap-5"
    >
      {server ? (
        <>
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name={IDEMPOTENCY_FIELD} value={server.submissionKey} />
        </>
      ) : null}
      <h2 id="quote-form-title" className="text-2xl font-extrabold text-navy">
        Your details
      </h2>
      {formError ? (
        <div id={QUOTE_FORM_ALERT_ID} role="alert" className={FORM_ALERT_CLASS}>
          {formError}
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <EventDateField formId={QUOTE_FORM_ID} defaultValue={eventValues?.eventDate} error={error("eventDate")} />
        <TextField
          formId={QUOTE_FORM_ID}
          name="name"
          label="Full Name"
          autoComplete="name"
          required
          defaultValue={typed("name")}
          error={error("name")}
        />
        <TextField
          formId={QUOTE_FORM_ID}
          name="email"
          label="Email Address"
          type="email"
          autoComplete="email"
          required
          defaultValue={typed("email")}
          error={error("email")}
        />
        <TextField
          formId={QUOTE_FORM_ID}
          name="phone"
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          required
          defaultValue={typed("phone")}
          error={error("phone")}
        />
      </div>
      <EventDetails
        formId={QUOTE_FORM_ID}
        eventDefaults={eventValues}
        {...Object.fromEntries(QUOTE_EVENT_FIELDS.map((name) => [name, error(name)]))}
      />
      <ConsentAndPrivacy formId={QUOTE_FORM_ID} notice={privacyNotice} />
      <RobotCheck formId={QUOTE_FORM_ID} checking={checking} question={posted?.question ?? null} />
      <div>
        <SubmitButton
          label="View My Quote"
          busyLabel="Preparing your quote..."
          submitting={submitting}
          disabled={!ready && !server?.sendable}
        />
      </div>
    </form>
  );
}
