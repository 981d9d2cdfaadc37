// Where the visit's source is kept and the field it travels in: apart from the
// parsing (lead-attribution.ts), so the shell on every page carries only these
// names and fetches the parsing on the first page of a visit (decision 036).

/** The sessionStorage key of the visit's source (first touch: written once per browser tab session). */
export const VISIT_SOURCE_STORAGE_KEY = "ssh-visit-source";

/** The form field (and JSON key) the visit's source travels in. */
export const VISIT_SOURCE_FIELD = "visitSource";
