// The public pages of the site. One list feeds the sitemap and the
// prerender configuration, so a new page can't be forgotten in either. Pages
// built from the catalogue follow staff edits (decision 042; the landing
// pages too, for their cards, decision 065): they are rendered per request
// (servedFromCatalogue), never prerendered, and the
// sitemap lists the products and categories of the published catalogue. Blog
// pages are rendered per request too: their post times are relative to the
// reading (decision 047).
import { type CatalogueData, catalogueSections, servedFromCatalogue } from "#app/features/catalogue/index.ts";
import type { SitemapEntry } from "#app/features/site/seo/sitemap.ts";
import { SERVICE_SLUGS } from "#app/features/site/seo/schemas.ts";
import { blogCategories, blogPostSlugs, blogTags } from "#app/features/blog/index.ts";
import { LANDING_SLUGS } from "#app/features/landing/index.ts";

/** Every public page, for the sitemap: the content pages and the published catalogue's. */
export function publicPages({
  productCategories,
  products,
}: Pick<CatalogueData, "productCategories" | "products">): SitemapEntry[] {
  return [
    { path: "/", changefreq: "weekly", priority: 1 },
    { path: "/about", changefreq: "monthly", priority: 0.7 },
    { path: "/services", changefreq: "monthly", priority: 0.9 },
    ...SERVICE_SLUGS.map((slug) => ({
      path: `/services/${slug}`,
      changefreq: "monthly" as const,
      priority: 0.8,
    })),
    { path: "/contact", changefreq: "monthly", priority: 0.8 },
    { path: "/call-me-back", changefreq: "yearly", priority: 0.6 },
    { path: "/catalogue", changefreq: "weekly", priority: 0.9 },
    ...catalogueSections.map((section) => ({ path: section.route, changefreq: "weekly" as const, priority: 0.8 })),
    ...productCategories.map((category) => ({
      path: `/catalogue/products/${category.id}`,
      changefreq: "monthly" as const,
      priority: 0.7,
    })),
    ...products.map((product) => ({
      path: `/catalogue/product/${product.id}`,
      changefreq: "monthly" as const,
      priority: 0.7,
    })),
    { path: "/partners", changefreq: "monthly", priority: 0.7 },
    { path: "/partners/business", changefreq: "monthly", priority: 0.6 },
    { path: "/partners/client", changefreq: "monthly", priority: 0.6 },
    { path: "/partners/apply/business", changefreq: "yearly", priority: 0.5 },
    { path: "/partners/apply/client", changefreq: "yearly", priority: 0.5 },
    { path: "/privacy", changefreq: "yearly", priority: 0.3 },
    { path: "/paia-manual", changefreq: "yearly", priority: 0.3 },
    { path: "/hire-terms", changefreq: "yearly", priority: 0.3 },
    ...LANDING_SLUGS.map((slug) => ({ path: `/${slug}`, changefreq: "monthly" as const, priority: 0.8 })),
    { path: "/blog", changefreq: "weekly", priority: 0.8 },
    ...blogPostSlugs().map((slug) => ({ path: `/blog/${slug}`, changefreq: "monthly" as const, priority: 0.7 })),
    ...blogCategories.map((category) => ({
      path: `/blog/category/${category.slug}`,
      changefreq: "weekly" as const,
      priority: 0.5,
    })),
    ...blogTags.map((tag) => ({ path: `/blog/tag/${tag.slug}`, changefreq: "weekly" as const, priority: 0.4 })),
  ];
}

/** Pages that exist but must not be indexed or listed (the quote page is built from the catalogue: not prerendered). */
export const unlistedPrerenderedPaths = ["/server-error", "/offline"] as const;

/** Paths search engines are asked not to crawl. */
export const robotsDisallow = ["/server-error", "/offline", "/api/", "/admin"] as const;

/** Blog pages (not the feed) show how long ago each post was published, as of the reading. */
export function showsTimeSinceReading(path: string): boolean {
  return (path === "/blog" || path.startsWith("/blog/")) && path !== "/blog/rss.xml";
}

/**
 * The pages each process renders once when it starts, with its settings (decision 060): every public page that is
 * neither built from the catalogue nor a blog page, and the crawlers' files.
 */
export function prerenderPaths(): string[] {
  const contentPages = publicPages({ productCategories: [], products: [] })
    .map((page) => page.path)
    .filter((path) => !servedFromCatalogue(path) && !showsTimeSinceReading(path));
  return [...contentPages, ...unlistedPrerenderedPaths, "/robots.txt", "/blog/rss.xml"];
}

/**
 * The pages the build renders, only to read them (scripts/finish-build.ts): that the islands are wired in, and what
 * the service worker precaches for the offline page. Their settings do not matter, and the build deletes them.
 */
export const pagesTheBuildInspects = ["/about", "/contact", "/offline"] as const;
