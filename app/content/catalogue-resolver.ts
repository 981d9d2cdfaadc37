// One lookup over the whole catalogue by item kind and id, for the server's
// quote pricing. Relative `.ts` imports only: server/main.ts loads this through
// Node's type stripping, which knows no `~/` alias (type imports are erased).
import type { CatalogueItemKind, CatalogueRecord } from "../lib/quote.ts";
import { getAddOn, getBundle, getPersonnel, getProduct } from "./catalogue.ts";
import { getPromotionById } from "./promotions.ts";

/** The catalogue record of a kind and id, or undefined when there is none. */
export function resolveCatalogueItem(type: CatalogueItemKind, id: string): CatalogueRecord | undefined {
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
