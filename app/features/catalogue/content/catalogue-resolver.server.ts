// One lookup over the whole catalogue by item kind and id, for the server's
// quote pricing: the record with its hire price (never its cost price), from
// the server's own catalogue, whatever the client sent. The seed's resolver
// for tests is resolveCatalogueItem in seed-catalogue.server.ts.
import type { CatalogueResolver } from "#app/features/quotes/index.ts";
import type { CatalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { withHirePrice } from "#app/features/catalogue/hire-prices.server.ts";

/** The resolver over one published catalogue: an item absent from it (removed, hidden) resolves to undefined. */
export function catalogueResolver(catalogue: CatalogueView): CatalogueResolver {
  return (type, id) => {
    const record = catalogue.record(type, id);
    return record && withHirePrice(type, record);
  };
}
