// The form stage of /quote-request: who the quote is for, and optionally the
// event date and venue (a hire company cannot quote without them).
import { type FormEvent, useRef, useState } from "react";
import { ConsentAndPrivacy, SubmitButton } from "~/components/forms/form-extras";
import { FormAlert } from "~/components/forms/lead-form";
import { TextField } from "~/components/forms/form-field";
import { type FieldErrors, QuoteContactFormSchema, type QuoteContactFormValues, fieldNames, readFormValues, validateForm } from "~/lib/lead-forms";

const FORM_ID = "quote-contact";

export function QuoteContactForm({
  onSubmit,
  submitting,
  serverErrors,
}: {
  onSubmit: (values: QuoteContactFormValues) => void;
  submitting: boolean;
  serverErrors: FieldErrors;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? serverErrors;

  function validate(form: HTMLFormElement) {
    return validateForm(QuoteContactFormSchema, readFormValues(new FormData(form), fieldNames(QuoteContactFormSchema)));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validate(event.currentTarget);
    if (!result.success) {
      setClientErrors(result.fieldErrors);
      const first = Object.keys(result.fieldErrors)[0];
      if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setClientErrors(null);
    onSubmit(result.data);
  }

  function handleChange(event: FormEvent<HTMLFormElement>) {
    if (!clientErrors) return;
    const result = validate(event.currentTarget);
    const found = result.success ? {} : result.fieldErrors;
    setClientErrors(Object.fromEntries(Object.entries(found).filter(([field]) => field in clientErrors)));
  }

  const hasServerErrors = clientErrors === null && Object.keys(serverErrors).length > 0;
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} onChange={handleChange} aria-labelledby="quote-form-title" className="grid gap-5" data-quote-form="">
      <h2 id="quote-form-title" className="text-2xl font-extrabold text-navy">
        Your details
      </h2>
      {hasServerErrors ? <FormAlert id="quote-form-alert">Please check the highlighted fields and try again.</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField formId={FORM_ID} name="name" label="Full Name" autoComplete="name" required error={errors.name} className="sm:col-span-2" />
        <TextField formId={FORM_ID} name="email" label="Email Address" type="email" autoComplete="email" required error={errors.email} />
        <TextField formId={FORM_ID} name="phone" label="Phone Number" type="tel" autoComplete="tel" required error={errors.phone} />
        <TextField formId={FORM_ID} name="eventDate" label="Event date" type="date" error={errors.eventDate} />
        <TextField formId={FORM_ID} name="venue" label="Venue or suburb" autoComplete="address-level2" error={errors.venue} hint="For example: Summer Place, Hyde Park" />
      </div>
      <ConsentAndPrivacy formId={FORM_ID} purpose="prepare your quote and contact you about it" />
      <div>
        <SubmitButton submitting={submitting} label="View My Quote" busyLabel="Preparing your quote..." />
      </div>
    </form>
  );
}
