// Classes and ids of the form messages, shared by every form that shows them
// (the form islands and the quote page's contact form).

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

// chunk-group: form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
