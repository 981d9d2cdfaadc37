// Where the quote is kept in local storage, in a module with no dependencies:
// the inline loader and the island runtime ask whether there is a quote, and
// should not load the quote's rules and prices to find out.

/** The quote's lines, a JSON array. */
export const QUOTE_ITEMS_KEY = "quoteItems";
/** The quote form's event fields (dates, venue, delivery, company), a JSON object. */
export const QUOTE_EVENT_KEY = "quoteEvent";
/** Whether prices are shown: the text "true" or "false". */
export const SHOW_PRICES_KEY = "showPrices";

/**
 * The window event the quote store fires after it saved a change, so the
 * island runtime can start the header's count on the first item without
 * loading the store itself.
 */
export const QUOTE_SAVED_EVENT = "quote-saved";
