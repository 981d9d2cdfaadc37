// Classes of the form messages, shared by the React markup and the form
// script that shows the same messages in the browser without React.

export const FIELD_ERROR_CLASS = "mt-1 text-sm font-medium text-red-700";

export const FORM_ALERT_CLASS = "rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800";

/** The id of a field's error message, from the control's id. */
export function errorIdOf(controlId: string): string {
  return `${controlId}-error`;
}

/** The id of a field's hint, from the control's id. */
export function hintIdOf(controlId: string): string {
  return `${controlId}-hint`;
}
