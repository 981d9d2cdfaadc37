// Hire prices from the catalogue's cost prices (spec section 9). Server only:
// what the company pays for its equipment never leaves the server. Route
// loaders and the quote pricing take catalogue records through withHirePrice,
// so pages, island props, the visitor's stored quote and the prerendered
// .data files carry each record's hire price and no cost price.
import { PACKAGE_HIRE_RATE, estimatedHirePrice, roundToCents } from "../../lib/pricing.ts";
import type { CatalogueItemKind, SourceRecord, WithHirePrice } from "../../lib/quote.ts";

/** The cost price when it is usable for pricing; records without one are 'Contact for Pricing'. */
function usableCostPrice(record: SourceRecord): number | undefined {
  const { costPrice } = record as { costPrice?: unknown };
  return typeof costPrice === "number" && Number.isFinite(costPrice) && costPrice > 0 ? costPrice : undefined;
}

/**
 * Unit hire price before any discount. Products and bundles use the estimated
 * hire price, personnel their rate, promotions and add-ons 5% of cost (their
 * discount is applied once, by the quote totals). Undefined when the record
 * has no price.
 */
export function hirePriceOf(kind: CatalogueItemKind, record: SourceRecord): number | undefined {
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

/** The record as it may leave the server: its cost price replaced by its hire price. */
export function withHirePrice<Source extends SourceRecord>(
  kind: CatalogueItemKind,
  record: Source,
): WithHirePrice<Source> {
  const { costPrice: _costPrice, ...rest } = record;
  const hirePrice = hirePriceOf(kind, record);
  return (hirePrice === undefined ? rest : { ...rest, hirePrice }) as WithHirePrice<Source>;
}

export function withHirePrices<Source extends SourceRecord>(
  kind: CatalogueItemKind,
  records: readonly Source[],
): WithHirePrice<Source>[] {
  return records.map((record) => withHirePrice(kind, record));
}
