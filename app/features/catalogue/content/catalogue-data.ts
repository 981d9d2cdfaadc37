// The whole catalogue as one value: what the pages, search, the assistant, the
// sitemap and the quote's price checks read, and what staff edit. The records
// in catalogue.ts and promotions.ts are its first data (the seed). Relative
// `.ts` imports only, as in catalogue-resolver.ts.
import { addOns, bundles, personnel, productCategories, products } from "#app/features/catalogue/content/catalogue.ts";
import { promotions } from "#app/features/catalogue/content/promotions.ts";
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

/** The catalogue as written in the content files. */
export const seedCatalogue: CatalogueData = { productCategories, products, personnel, bundles, addOns, promotions };
