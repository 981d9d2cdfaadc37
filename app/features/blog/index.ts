// Public entry of this feature: what other features use, safe in the browser.
// Kept small and free of .server modules: an island that imports it bundles what it re-exports.
export { blogPostSlugs } from "#app/features/blog/content/post-slugs.ts";
export { blogCategories, blogTags } from "#app/features/blog/content/taxonomy.ts";
