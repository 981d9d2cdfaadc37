// One lookup over the whole catalogue by item kind and id, for the server's
// quote pricing: the record with its hire price (never its cost price), from
// the server's own catalogue, whatever the client sent. Relative `.ts` imports
// only: server/main.ts loads this through Node's type stripping, which knows
// no `~/` alias (type imports are erased).
import type { CatalogueItemKind, CatalogueRecord, CatalogueResolver } from "#app/features/quotes/index.ts";
import { type CatalogueView, catalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { withHirePrice } from "#app/features/catalogue/hire-prices.server.ts";
import { seedCatalogue } from "#app/features/catalogue/content/catalogue-data.ts";

/** The resolver over one published catalogue: an item absent from it (removed, hidden) resolves to undefined. */
export function catalogueResolver(catalogue: CatalogueView): CatalogueResolver {
  return (type, id) => {
    const record = catalogue.record(type, id);
    return record && withHirePrice(type, record);
  };
}

const seedResolver = catalogueResolver(catalogueView(seedCatalogue, "seed"));

/**
 * The record of a kind and id in the content files' catalogue (the seed),
 * priced for the quote. For tests and scripts: the server prices against the
 * published catalogue (catalogueResolver over the request's catalogue).
 */
export function resolveCatalogueItem(type: CatalogueItemKind, id: string): CatalogueRecord | undefined {
  return seedResolver(type, id);
}
