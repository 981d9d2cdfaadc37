// Hire prices from the catalogue's cost prices (spec section 9). Server only:
// what the company pays for its equipment never leaves the server. Route
// loaders and the quote pricing take catalogue records through withHirePrice,
// so pages, island props, the visitor's stored quote and the prerendered
// .data files carry each record's hire price and no cost price.
import { PACKAGE_HIRE_RATE, estimatedHirePrice, roundToCents } from "#app/features/catalogue/pricing.ts";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import type {
  CatalogueItemKind,
  PricedCatalogueData,
  SourceRecord,
  WithHirePrice,
} from "#app/features/quotes/index.ts";

/** The cost price when it is usable for pricing; records without one are 'Contact for Pricing'. */
function usableCostPrice(record: SourceRecord): number | undefined {
  const { costPrice } = record as { costPrice?: unknown };
  return typeof costPrice === "number" && Number.isFinite(costPrice) && costPrice > 0 ? costPrice : undefined;
}

/** The hire price staff set for the record (whole cents), when they set one. */
function overrideCents(record: SourceRecord): number | undefined {
  const { hirePriceOverrideCents } = record as { hirePriceOverrideCents?: unknown };
  return typeof hirePriceOverrideCents === "number" &&
    Number.isSafeInteger(hirePriceOverrideCents) &&
    hirePriceOverrideCents > 0
    ? hirePriceOverrideCents
    : undefined;
}

/** Where a record's hire price comes from: the spec's rule on its cost price, or staff. */
export function hirePriceSource(record: SourceRecord): "rule" | "staff" {
  return overrideCents(record) === undefined ? "rule" : "staff";
}

/**
 * Unit hire price before any discount. A price staff set for the record wins;
 * otherwise products and bundles use the estimated hire price, personnel
 * their rate, promotions and add-ons 5% of cost (their discount is applied
 * once, by the quote totals). Undefined when the record has no price.
 */
export function hirePriceOf(kind: CatalogueItemKind, record: SourceRecord): number | undefined {
  const override = overrideCents(record);
  if (override !== undefined) return override / 100;
  const cost = usableCostPrice(record);
  if (cost === undefined) return undefined;
  switch (kind) {
    case "product":
    case "bundle":
      return estimatedHirePrice(cost);
    case "personnel":
      return cost;
    case "promotion":
    case "add-on":
      return roundToCents(cost * PACKAGE_HIRE_RATE);
  }
}

/**
 * The record as it may leave the server: its cost price (and any staff price,
 * which the hire price already carries) replaced by its hire price.
 */
export function withHirePrice<Source extends SourceRecord>(
  kind: CatalogueItemKind,
  record: Source,
): WithHirePrice<Source> {
  const { costPrice: _costPrice, hirePriceOverrideCents: _override, ...rest } = record;
  const hirePrice = hirePriceOf(kind, record);
  return (hirePrice === undefined ? rest : { ...rest, hirePrice }) as WithHirePrice<Source>;
}

export function withHirePrices<Source extends SourceRecord>(
  kind: CatalogueItemKind,
  records: readonly Source[],
): WithHirePrice<Source>[] {
  return records.map((record) => withHirePrice(kind, record));
}

/** The whole catalogue with hire prices in place of cost prices (the search index's input, for one). */
export function withHirePricesAll(data: CatalogueData): PricedCatalogueData {
  return {
    productCategories: data.productCategories,
    products: withHirePrices("product", data.products),
    personnel: withHirePrices("personnel", data.personnel),
    bundles: withHirePrices("bundle", data.bundles),
    addOns: withHirePrices("add-on", data.addOns),
    promotions: withHirePrices("promotion", data.promotions),
  };
}
