// The visit's source as the shell kept it (app/features/leads/attribution/visit-source-browser.ts), read
// by the forms when they send: apart from the shell's module, so a form's
// first load carries this one line and not the shell's parsing.
import { VISIT_SOURCE_STORAGE_KEY } from "#app/features/leads/attribution/visit-source-keys.ts";

/** The visit's source as kept (JSON text), or null; the server checks it (lead-attribution-schema.ts). */
export function storedVisitSource(): string | null {
  try {
    return sessionStorage.getItem(VISIT_SOURCE_STORAGE_KEY);
  } catch {
    return null;
  }
}

// chunk-group: island-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
