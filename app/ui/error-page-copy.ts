// The server-error page's Reload Page (spec: reloads after 500 ms with a toast).

/** Delay before the error page reloads, so the toast can be read (ms). */
export const ERROR_RELOAD_DELAY_MS = 500;

/** The toast while the error page reloads. */
export const RELOADING_PAGE = "Reloading page…";
