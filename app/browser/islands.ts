// The browser entry of the islands, which the page's inline loader imports
// (app/platform/islands/inline/script-loader.ts): the platform's island
// runtime, started with what the features name. The header's quote count
// (`stored-quote`) waits for the quote the quotes feature keeps; the toaster
// (not part of a page's first load: app/ui/toast/toast.ts) loads when the
// browser is idle once an island is hydrated.
import { startIslands } from "#app/platform/islands/client.tsx";
import { QUOTE_ITEMS_KEY, QUOTE_SAVED_EVENT } from "#app/features/quotes/builder/quote-storage-keys.ts";
import { warmToasterWhenIdle } from "#app/ui/toast/toast.ts";

/** The inline loader imports the shell once this settles. */
export const islandsSettled = startIslands({
  storedQuote: { key: QUOTE_ITEMS_KEY, savedEvent: QUOTE_SAVED_EVENT },
  onHydrated: warmToasterWhenIdle,
});
