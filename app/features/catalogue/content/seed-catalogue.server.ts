// The first catalogue, the rows migration 0015 imports, as records the pages
// read: for tests, the share images drawn at build, the end-to-end tests'
// catalogue file, benchmarks and scripts. The running site reads the catalogue
// staff publish, from the database (decisions 041, 042), never this module.
// The data has one copy: the migration's frozen seed
// (app/platform/db/migrations/0015-catalogue-seed.server.ts, decision 057).
// Parsed here through the content schemas, so the seed is typed as the pages'
// records and a record that fails a schema fails every test that reads it.
// `.server` so cost prices can never be bundled for the browser.
import type { CatalogueItemKind, CatalogueRecord } from "#app/features/quotes/index.ts";
import { catalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { catalogueResolver } from "#app/features/catalogue/content/catalogue-resolver.server.ts";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import { CatalogueDataSchema } from "#app/features/catalogue/content/catalogue-data-schema.ts";
import type { AddOn, Bundle, Personnel, Product, ProductCategory, Promotion } from "#app/features/site/index.ts";
import { catalogueSeed0015 } from "#app/platform/db/migrations/0015-catalogue-seed.server.ts";

export const seedCatalogue: CatalogueData = CatalogueDataSchema.parse(catalogueSeed0015);

export const { productCategories, products, personnel, bundles, addOns, promotions } = seedCatalogue;

// Lookups over the seed, for tests. Each returns undefined for an unknown id.

export function getProduct(id: string): Product | undefined {
  return products.find((product) => product.id === id);
}

export function getProductCategory(id: string): ProductCategory | undefined {
  return productCategories.find((category) => category.id === id);
}

export function getBundle(id: string): Bundle | undefined {
  return bundles.find((bundle) => bundle.id === id);
}

export function getPersonnel(id: string): Personnel | undefined {
  return personnel.find((person) => person.id === id);
}

export function getAddOn(id: string): AddOn | undefined {
  return addOns.find((addOn) => addOn.id === id);
}

export function getPromotionById(id: string): Promotion | undefined {
  return promotions.find((promotion) => promotion.id === id);
}

/** Categories without a parent, in catalogue order. */
export function topLevelCategories(): ProductCategory[] {
  return productCategories.filter((category) => category.parentId === undefined);
}

/** The sub-categories of a category, in catalogue order. */
export function subcategoriesOf(id: string): ProductCategory[] {
  return productCategories.filter((category) => category.parentId === id);
}

/** Products listed under a category (top-level or sub-category), in catalogue order. */
export function productsInCategory(categoryId: string): Product[] {
  return products.filter((product) => product.categories.some((category) => category === categoryId));
}

const seedResolver = catalogueResolver(catalogueView(seedCatalogue, "seed"));

/**
 * The record of a kind and id in the seed, priced for the quote. For tests and
 * scripts: the server prices against the published catalogue
 * (catalogueResolver over the request's catalogue).
 */
export function resolveCatalogueItem(type: CatalogueItemKind, id: string): CatalogueRecord | undefined {
  return seedResolver(type, id);
}
