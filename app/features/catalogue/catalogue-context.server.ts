// How loaders and the quote endpoints reach the catalogue this process serves:
// the server keeps one snapshot (catalogue-snapshot.server.ts) and hands each
// request the catalogue current as it arrived through React Router's context
// (server/app.ts, getLoadContext), so one answer never mixes two revisions and
// its ETag names the revision it was rendered from. Decision 042.
import { createContext, type RouterContextProvider } from "react-router";
import type { CatalogueView } from "#app/features/catalogue/catalogue-view.ts";

/** Set by the server for every request; reading it where it was not set throws. */
export const catalogueContext = createContext<CatalogueView>();

/** The published catalogue to answer this request from. */
export function catalogueFrom(context: Readonly<RouterContextProvider>): CatalogueView {
  return context.get(catalogueContext);
}
