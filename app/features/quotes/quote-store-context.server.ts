// How the quote endpoints reach the quotes in the database: the server builds
// one quote store over the data layer (quotes-data.server.ts) and hands it to
// every request through React Router's context (server/app.ts, getLoadContext).
import { createContext } from "react-router";
import type { QuoteStore } from "#app/features/quotes/quotes-data.server.ts";

export type { QuoteStore } from "#app/features/quotes/quotes-data.server.ts";

/** Set by the server for every request; reading it where it was not set throws. */
export const quoteStoreContext = createContext<QuoteStore>();
