// A request context holding a catalogue, for tests that call a route's loader
// as the server does (the seed catalogue unless one is given).
import { RouterContextProvider } from "react-router";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { catalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { catalogueContext } from "#app/features/catalogue/catalogue-context.server.ts";

export function contextWithCatalogue(data: CatalogueData = seedCatalogue, revision = "seed"): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(catalogueContext, catalogueView(data, revision));
  return context;
}
