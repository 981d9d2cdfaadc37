// The form stage of /quote-request: who the quote is for, and optionally the
// event date and venue (a hire company cannot quote without them). Markup
// only: the quote page script (app/enhance/quote-contact-form.ts) validates it
// with quoteContactFormSchema and shows the messages beside the fields.
import { ConsentAndPrivacy, SubmitButton } from "~/components/forms/form-extras";
import { TextField } from "~/components/forms/form-field";
import { FormAlertSlot } from "~/components/forms/lead-form";

export const QUOTE_FORM_ID = "quote-contact";
export const QUOTE_FORM_ALERT_ID = "quote-form-alert";

export function QuoteContactForm() {
  return (
    <form noValidate aria-labelledby="quote-form-title" className="grid gap-5" data-quote-form="">
      <h2 id="quote-form-title" className="text-2xl font-extrabold text-navy">
        Your details
      </h2>
      <FormAlertSlot id={QUOTE_FORM_ALERT_ID} alert={null} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          formId={QUOTE_FORM_ID}
          name="name"
          label="Full Name"
          autoComplete="name"
          required
          className="sm:col-span-2"
        />
        <TextField
          formId={QUOTE_FORM_ID}
          name="email"
          label="Email Address"
          type="email"
          autoComplete="email"
          required
        />
        <TextField formId={QUOTE_FORM_ID} name="phone" label="Phone Number" type="tel" autoComplete="tel" required />
        <TextField formId={QUOTE_FORM_ID} name="eventDate" label="Event date" type="date" />
        <TextField
          formId={QUOTE_FORM_ID}
          name="venue"
          label="Venue or suburb"
          autoComplete="address-level2"
          hint="For example: Summer Place, Hyde Park"
        />
      </div>
      <ConsentAndPrivacy formId={QUOTE_FORM_ID} purpose="prepare your quote and contact you about it" />
      <div>
        <SubmitButton label="View My Quote" busyLabel="Preparing your quote..." />
      </div>
    </form>
  );
}
