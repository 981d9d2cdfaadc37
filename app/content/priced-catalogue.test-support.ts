// The catalogue as pages and islands receive it, for component and store
// tests: every record with its hire price and without its cost price, priced
// on the server's side (withHirePrice) exactly as the route loaders price it.
import { withHirePrices } from "~/server/catalogue/hire-prices.server";
import * as source from "./catalogue";
import { promotions as sourcePromotions } from "./promotions";

export const products = withHirePrices("product", source.products);
export const bundles = withHirePrices("bundle", source.bundles);
export const personnel = withHirePrices("personnel", source.personnel);
export const addOns = withHirePrices("add-on", source.addOns);
export const promotions = withHirePrices("promotion", sourcePromotions);

export function productsInCategory(categoryId: string) {
  return withHirePrices("product", source.productsInCategory(categoryId));
}
