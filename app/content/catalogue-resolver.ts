// One lookup over the whole catalogue by item kind and id, for the server's
// quote pricing: the record with its hire price (never its cost price), from
// the server's own catalogue, whatever the client sent. Relative `.ts` imports
// only: server/main.ts loads this through Node's type stripping, which knows
// no `~/` alias (type imports are erased).
import type { CatalogueItemKind, CatalogueRecord, SourceRecord } from "../lib/quote.ts";
import { withHirePrice } from "../server/catalogue/hire-prices.server.ts";
import { getAddOn, getBundle, getPersonnel, getProduct } from "./catalogue.ts";
import { getPromotionById } from "./promotions.ts";

function sourceRecord(type: CatalogueItemKind, id: string): SourceRecord | undefined {
  switch (type) {
    case "product":
      return getProduct(id);
    case "bundle":
      return getBundle(id);
    case "personnel":
      return getPersonnel(id);
    case "promotion":
      return getPromotionById(id);
    case "add-on":
      return getAddOn(id);
    default:
      return undefined;
  }
}

/** The catalogue record of a kind and id, priced for the quote, or undefined when there is none. */
export function resolveCatalogueItem(type: CatalogueItemKind, id: string): CatalogueRecord | undefined {
  const record = sourceRecord(type, id);
  return record && withHirePrice(type, record);
}
