// The whole catalogue as one value: what the pages, search, the assistant, the
// sitemap and the quote's price checks read, and what staff edit. Its first
// data (the seed) is migration 0015's: seed-catalogue.server.ts.
import type { AddOn, Bundle, Personnel, Product, ProductCategory, Promotion } from "#app/features/site/index.ts";

export interface CatalogueData {
  readonly productCategories: readonly ProductCategory[];
  readonly products: readonly Product[];
  readonly personnel: readonly Personnel[];
  readonly bundles: readonly Bundle[];
  readonly addOns: readonly AddOn[];
  readonly promotions: readonly Promotion[];
}

/**
 * Where a process reads the published catalogue from. `revision` is cheap and
 * changes whenever anything published changes, so a process can poll it and
 * reload only then.
 */
export interface CatalogueSource {
  revision(): Promise<string>;
  load(): Promise<CatalogueData>;
}
