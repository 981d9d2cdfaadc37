// Public entry of this feature: what other features use, safe in the browser.
// Kept small and free of .server modules: an island that imports it bundles what it re-exports.
export { LANDING_SLUGS, type LandingSlug } from "#app/features/landing/content/slugs.ts";
