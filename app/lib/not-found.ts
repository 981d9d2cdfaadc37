/** Session-storage key under which the not-found page saves the unknown URL. */
export const NOT_FOUND_REFERRER_KEY = "notFoundReferrer";

/** Delay before the error page reloads, so the toast can be read (ms). */
export const ERROR_RELOAD_DELAY_MS = 500;

/** The toast while the error page reloads. */
export const RELOADING_PAGE = "Reloading page…";
