// The quote page's contact form without React: it checks the fields with
// quoteContactFormSchema before handing the values on, shows each message
// beside its field (re-checked as the visitor fixes them), shows the server's
// messages about the fields with a notice above the form, and switches the
// submit button to its busy state while the quote is being prepared.
import {
  type FieldErrors,
  fieldNames,
  quoteContactFormSchema,
  type QuoteContactFormValues,
  readFormValues,
  validateForm,
} from "~/lib/lead-forms";
import { serverMessages } from "~/lib/lead-messages";
import { setSubmitBusy, showAlert, showFieldError } from "./form-feedback";

export interface QuoteContactFormControl {
  /** The server's messages about the fields ({} clears them). */
  showServerErrors(errors: FieldErrors): void;
  setSubmitting(submitting: boolean): void;
}

// The schema is built the first time the form is checked, not when the page loads.
const names = () => fieldNames(quoteContactFormSchema());

function validate(form: HTMLFormElement) {
  return validateForm(quoteContactFormSchema(), readFormValues(new FormData(form), names()));
}

export function enhanceQuoteContactForm(
  form: HTMLFormElement,
  onSubmit: (values: QuoteContactFormValues) => void,
): QuoteContactFormControl {
  // The visitor's own mistakes, once they have tried to send; they win over the server's messages.
  let clientErrors: FieldErrors | null = null;
  let serverErrors: FieldErrors = {};
  let submitting = false;

  const showErrors = () => {
    const errors = clientErrors ?? serverErrors;
    for (const name of names()) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLElement && field.id) showFieldError(field, errors[name]);
    }
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (submitting) return;
    const result = validate(form);
    if (!result.success) {
      clientErrors = result.fieldErrors;
      showErrors();
      showAlert(form, null);
      const first = Object.keys(result.fieldErrors)[0];
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    clientErrors = null;
    showErrors();
    onSubmit(result.data);
  });

  // After a failed attempt, each message clears as its field is fixed.
  const recheck = () => {
    if (!clientErrors) return;
    const result = validate(form);
    const found = result.success ? {} : result.fieldErrors;
    const shown = clientErrors;
    clientErrors = Object.fromEntries(Object.entries(found).filter(([field]) => field in shown));
    showErrors();
  };
  form.addEventListener("input", recheck);
  form.addEventListener("change", recheck);

  return {
    showServerErrors(errors) {
      serverErrors = errors;
      showErrors();
      const shown = clientErrors === null && Object.keys(errors).length > 0;
      showAlert(form, shown ? serverMessages.invalid : null);
    },
    setSubmitting(busy) {
      submitting = busy;
      setSubmitBusy(form, busy);
    },
  };
}
