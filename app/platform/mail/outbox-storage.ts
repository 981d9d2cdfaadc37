// Where the forms' outbox is kept (see ./lead-outbox.ts), in a module with no
// dependencies: the island runtime asks it whether anything waits, and should
// not load the outbox's rules (and their schema) to find out.

/** Local-storage key of the outbox (a JSON array of entries). */
export const LEAD_OUTBOX_KEY = "formOutbox";

/**
 * Whether anything waits in the stored outbox: the island runtime then
 * hydrates the page's forms without waiting for a touch, so it is sent.
 * A quick look, without the entries' schema (the outbox reads them properly).
 */
export function hasWaitingForms(storage: Pick<Storage, "getItem"> | null): boolean {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(LEAD_OUTBOX_KEY) ?? "[]");
    return Array.isArray(stored) && stored.length > 0;
  } catch {
    return false;
  }
}
