// What a form script shows on a form without React: a field's message wired
// to the field as the server markup wires it, and the submit button's busy
// state, and the message about the whole form. Shared by the lead forms and the quote page's contact form.
import { errorIdOf, FIELD_ERROR_CLASS, FORM_ALERT_CLASS, hintIdOf } from "~/components/forms/form-classes";

/** Shows (or clears) one field's message, wired to the field as React renders it. */
export function showFieldError(field: HTMLElement, message: string | undefined) {
  const errorId = errorIdOf(field.id);
  const hintId = hintIdOf(field.id);
  let note = document.getElementById(errorId);
  if (message) {
    if (!note) {
      note = document.createElement("p");
      note.id = errorId;
      note.className = FIELD_ERROR_CLASS;
      note.dataset.fieldError = "";
      (document.getElementById(hintId) ?? field).after(note);
    }
    note.textContent = message;
    field.setAttribute("aria-invalid", "true");
  } else {
    note?.remove();
    field.removeAttribute("aria-invalid");
  }
  const describedBy = [document.getElementById(hintId) ? hintId : null, message ? errorId : null].filter(Boolean);
  if (describedBy.length > 0) field.setAttribute("aria-describedby", describedBy.join(" "));
  else field.removeAttribute("aria-describedby");
}

/** The submit button's two states (see SubmitButton): disabled with its busy label while a post is on its way. */
export function setSubmitBusy(form: HTMLFormElement, busy: boolean) {
  const button = form.querySelector<HTMLButtonElement>("[data-submit]");
  if (!button) return;
  button.disabled = busy;
  const idle = button.querySelector<HTMLElement>("[data-idle]");
  const working = button.querySelector<HTMLElement>("[data-busy]");
  if (idle) idle.hidden = busy;
  if (working) working.hidden = !busy;
}

/** The message about the whole form; a new element each time, so it is announced each time. */
export function showAlert(form: HTMLFormElement, message: string | null) {
  const slot = form.querySelector<HTMLElement>("[data-form-alert-slot]");
  if (!slot) return;
  if (!message) {
    slot.replaceChildren();
    return;
  }
  const alert = document.createElement("div");
  alert.id = slot.dataset.formAlertSlot ?? "";
  alert.setAttribute("role", "alert");
  alert.className = FORM_ALERT_CLASS;
  alert.textContent = message;
  slot.replaceChildren(alert);
}
