// Search on the catalogue landing page and the section pages: a trimmed,
// case-insensitive substring match, plus each section's listing rules.
import type { CataloguePhoto, Product } from "#app/features/site/index.ts";
import type { CatalogueItemKind } from "#app/features/quotes/index.ts";

/** Whether the query (trimmed, any case) occurs in any field; a blank query matches everything. */
export function matchesQuery(fields: readonly (string | undefined)[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return fields.some((field) => field !== undefined && field.toLowerCase().includes(needle));
}

/** One thing the catalogue landing page can find: an item, a product category or a section. */
export interface SearchEntry {
  kind: CatalogueItemKind | "category" | "section";
  id: string;
  name?: string;
  title?: string;
  subtitle?: string;
  description: string;
  type?: string;
  href: string;
  image: string;
  /** The item's staff photo, when it has one (decision 043). */
  photo?: CataloguePhoto;
  /** An item's price as its card shows it (its hire price, never its cost); sections and categories have none. */
  price?: string;
}

/**
 * Landing-page search over name, description, type, title and subtitle, in
 * input order. A blank query finds nothing: the page shows its cards instead.
 */
export function searchEntries(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  if (query.trim() === "") return [];
  return entries.filter((entry) =>
    matchesQuery([entry.name, entry.description, entry.type, entry.title, entry.subtitle], query),
  );
}

/** Products whose name, description or type matches; all of them for a blank query. */
export function searchProducts<T extends Pick<Product, "name" | "description" | "type">>(
  products: readonly T[],
  query: string,
): T[] {
  return products.filter((product) => matchesQuery([product.name, product.description, product.type], query));
}

/**
 * The fields the section pages' rules look at. Optional, so one set of rules
 * can judge any record and one that lacks a field simply fails that rule.
 */
export interface SectionRecord {
  name: string;
  description: string;
  hourlyRate?: boolean;
  discountPercentage?: number;
  category?: string;
  items?: readonly unknown[];
}

function hasDiscount(record: SectionRecord): boolean {
  return typeof record.discountPercentage === "number" && record.discountPercentage > 0;
}

/** Personnel page rule: only hourly-rated staff appear in results. */
export function isListedPersonnel(record: SectionRecord): boolean {
  return record.hourlyRate === true;
}

/** Promotions page rule: a promotion needs a discount and a category. */
export function isListedPromotion(record: SectionRecord): boolean {
  return hasDiscount(record) && typeof record.category === "string" && record.category !== "";
}

/** Add-ons page rule: it adds something, is discounted, and is neither hourly nor categorised. */
export function isListedAddOn(record: SectionRecord): boolean {
  return (
    Array.isArray(record.items) &&
    record.items.length > 0 &&
    hasDiscount(record) &&
    record.hourlyRate === undefined &&
    record.category === undefined
  );
}

function searchSection<T extends SectionRecord>(
  records: readonly T[],
  query: string,
  isListed: (record: SectionRecord) => boolean,
): T[] {
  return records.filter((record) => isListed(record) && matchesQuery([record.name, record.description], query));
}

/** Personnel page results: name or description matches, hourly rate only. */
export function searchPersonnel<T extends SectionRecord>(list: readonly T[], query: string): T[] {
  return searchSection(list, query, isListedPersonnel);
}

/** Promotions page results: name or description matches, with a discount and a category. */
export function searchPromotions<T extends SectionRecord>(list: readonly T[], query: string): T[] {
  return searchSection(list, query, isListedPromotion);
}

/** Add-ons page results: name or description matches, and the add-on passes the add-ons rule. */
export function searchAddOns<T extends SectionRecord>(list: readonly T[], query: string): T[] {
  return searchSection(list, query, isListedAddOn);
}

/** The line above search results, e.g. '3 results found for "mic"'. */
export function resultCountText(count: number, query: string): string {
  return `${count} ${count === 1 ? "result" : "results"} found for "${query.trim()}"`;
}

/** The empty-results message, e.g. 'No results found for "xyz"'. */
export function noResultsText(query: string): string {
  return `No results found for "${query.trim()}"`;
}

/**
 * Up to `limit` other products sharing a category with `product`, those
 * sharing the most categories first, then in catalogue order.
 */
export function similarProducts<T extends Pick<Product, "id" | "categories">>(
  all: readonly T[],
  product: T,
  limit = 3,
): T[] {
  const shared = (other: T) => other.categories.filter((category) => product.categories.includes(category)).length;
  return all
    .filter((other) => other.id !== product.id && shared(other) > 0)
    .map((other, index) => ({ other, index, score: shared(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
