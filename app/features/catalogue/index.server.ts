// Public server-only entry of this feature: what other features use on the server.
// Other features import this feature only through here or index.ts.
export { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
export { catalogueResolver } from "#app/features/catalogue/content/catalogue-resolver.server.ts";
export { promotions } from "#app/features/catalogue/content/seed-catalogue.server.ts";
export { leadStockPanel } from "#app/features/catalogue/stock/stock-availability.server.ts";
export { withHirePrice } from "#app/features/catalogue/hire-prices.server.ts";
