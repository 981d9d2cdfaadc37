// A request context holding a catalogue, for tests that call a route's loader
// as the server does (the content files' catalogue unless one is given).
import { RouterContextProvider } from "react-router";
import { type CatalogueData, seedCatalogue } from "~/content/catalogue-data";
import { catalogueView } from "~/lib/catalogue-view";
import { catalogueContext } from "./catalogue-context.server";

export function contextWithCatalogue(data: CatalogueData = seedCatalogue, revision = "seed"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(catalogueContext, catalogueView(data, revision));
  return context;
}
