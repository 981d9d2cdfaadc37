// How the quote endpoints reach the quotes in the database: the server starts
// one data layer and hands it to every request through React Router's context
// (server/app.ts, getLoadContext).
import { createContext } from "react-router";
import type { DataLayer } from "#app/platform/db/data-layer.server.ts";

export type QuoteStore = Pick<
  DataLayer,
  | "createQuote"
  | "recordCustomerDecision"
  | "getQuote"
  | "queueQuoteEmail"
  | "liveQuoteToken"
  | "openLiveQuote"
  | "quoteHistory"
  | "quoteVersions"
>;

/** Set by the server for every request; reading it where it was not set throws. */
export const quoteStoreContext = createContext<QuoteStore>();
