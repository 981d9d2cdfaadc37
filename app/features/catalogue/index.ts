// Public entry of this feature: what other features use, safe in the browser.
// Kept small and free of .server modules: an island that imports it bundles what it re-exports.
export { servedFromCatalogue } from "#app/features/catalogue/catalogue-caching.ts";
export type { CatalogueView } from "#app/features/catalogue/catalogue-view.ts";
export type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
export { catalogueSections } from "#app/features/catalogue/content/catalogue-sections.ts";
export { HOURLY_BOOKING, MULTI_DAY_RATE } from "#app/features/catalogue/content/hire-rates.ts";
export { discountedPrice, formatDiscount, formatRand, roundToCents } from "#app/features/catalogue/pricing.ts";
export { LIMITED_AVAILABILITY_TEXT, type PublicAvailability } from "#app/features/catalogue/public-availability.ts";
