// One published catalogue with the lookups the pages, search, the assistant,
// the sitemap and the quote's price checks use, built once per revision so a
// request only reads maps. Pure: the server keeps the current one
// (app/features/catalogue/catalogue-snapshot.server.ts). Relative `.ts` imports
// only, as in app/features/catalogue/content/catalogue-resolver.ts.
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import type { AddOn, Bundle, Personnel, Product, ProductCategory, Promotion } from "#app/features/site/index.ts";
import type { CatalogueItemKind, SourceRecord } from "#app/features/quotes/index.ts";

export interface CatalogueView {
  /** The source's revision this view was built from. */
  readonly revision: string;
  readonly data: CatalogueData;
  product(id: string): Product | undefined;
  productCategory(id: string): ProductCategory | undefined;
  bundle(id: string): Bundle | undefined;
  person(id: string): Personnel | undefined;
  addOn(id: string): AddOn | undefined;
  promotion(id: string): Promotion | undefined;
  /** Any item a quote line can name, by its kind and id (cost price included: price it on the server). */
  record(kind: CatalogueItemKind, id: string): SourceRecord | undefined;
  /** Categories without a parent, in catalogue order. */
  topLevelCategories(): readonly ProductCategory[];
  /** The sub-categories of a category, in catalogue order. */
  subcategoriesOf(id: string): readonly ProductCategory[];
  /** Products listed under a category (top-level or sub-category), in catalogue order. */
  productsInCategory(id: string): readonly Product[];
}

function byId<Item extends { id: string }>(items: readonly Item[]): ReadonlyMap<string, Item> {
  // The first of two records with one id wins, as a find() over the list did.
  const map = new Map<string, Item>();
  for (const item of items) if (!map.has(item.id)) map.set(item.id, item);
  return map;
}

function groupBy<Item>(items: readonly Item[], keysOf: (item: Item) => readonly string[]) {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    for (const key of new Set(keysOf(item))) {
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return groups;
}

export function catalogueView(data: CatalogueData, revision: string): CatalogueView {
  const products = byId(data.products);
  const categories = byId(data.productCategories);
  const bundles = byId(data.bundles);
  const personnel = byId(data.personnel);
  const addOns = byId(data.addOns);
  const promotions = byId(data.promotions);
  const topLevel = data.productCategories.filter((category) => category.parentId === undefined);
  const children = groupBy(data.productCategories, (category) => (category.parentId ? [category.parentId] : []));
  const productsByCategory = groupBy(data.products, (product) => product.categories);
  const records: Record<CatalogueItemKind, ReadonlyMap<string, SourceRecord>> = {
    product: products,
    bundle: bundles,
    personnel,
    promotion: promotions,
    "add-on": addOns,
  };
  return {
    revision,
    data,
    product: (id) => products.get(id),
    productCategory: (id) => categories.get(id),
    bundle: (id) => bundles.get(id),
    person: (id) => personnel.get(id),
    addOn: (id) => addOns.get(id),
    promotion: (id) => promotions.get(id),
    // Object.hasOwn: a kind sent by a client ("__proto__") must not reach the prototype.
    record: (kind, id) => (Object.hasOwn(records, kind) ? records[kind].get(id) : undefined),
    topLevelCategories: () => topLevel,
    subcategoriesOf: (id) => children.get(id) ?? [],
    productsInCategory: (id) => productsByCategory.get(id) ?? [],
  };
}
