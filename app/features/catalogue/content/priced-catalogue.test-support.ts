// The catalogue as pages and islands receive it, for component and store
// tests: every record with its hire price and without its cost price, priced
// on the server's side (withHirePrice) exactly as the route loaders price it.
import { withHirePrices } from "#app/features/catalogue/hire-prices.server.ts";
import * as source from "#app/features/catalogue/content/seed-catalogue.server.ts";

export const products = withHirePrices("product", source.products);
export const bundles = withHirePrices("bundle", source.bundles);
export const personnel = withHirePrices("personnel", source.personnel);
export const addOns = withHirePrices("add-on", source.addOns);
export const promotions = withHirePrices("promotion", source.promotions);

export function productsInCategory(categoryId: string) {
  return withHirePrices("product", source.productsInCategory(categoryId));
}
