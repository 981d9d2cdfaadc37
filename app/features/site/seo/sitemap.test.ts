import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { prerenderPaths, publicPages, showsTimeSinceReading } from "#app/features/site/site-pages.ts";
import { servedFromCatalogue } from "#app/features/catalogue/index.ts";
import { renderRobots, renderSitemap } from "#app/features/site/seo/sitemap.ts";

describe("renderSitemap", () => {
  it("lists each path once as an absolute URL", () => {
    const xml = renderSitemap(
      [{ path: "/", priority: 1 }, { path: "/about", changefreq: "monthly" }, { path: "/about" }],
      "https://www.example.co.za",
    );
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://www.example.co.za/</loc>");
    expect(xml).toContain("<loc>https://www.example.co.za/about</loc>");
    expect(xml).toContain("<priority>1.0</priority>");
    expect(xml).toContain("<changefreq>monthly</changefreq>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
  it("escapes XML special characters", () => {
    expect(renderSitemap([{ path: "/a?b=1&c=2" }], "https://x.co.za")).toContain("/a?b=1&amp;c=2");
  });
});

describe("renderRobots", () => {
  it("points to the sitemap and disallows private paths", () => {
    const text = renderRobots("https://www.example.co.za", ["/api/"]);
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Sitemap: https://www.example.co.za/sitemap.xml");
  });
});

describe("site pages", () => {
  it("lists every service page and prerenders every page not built from the catalogue", () => {
    const paths = publicPages(seedCatalogue).map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/services",
        "/services/corporate-events",
        "/services/weddings",
        "/services/dj-events",
        "/services/bands",
        "/contact",
      ]),
    );
    const contentPaths = paths.filter((path) => !servedFromCatalogue(path) && !showsTimeSinceReading(path));
    expect(prerenderPaths()).toEqual(expect.arrayContaining(contentPaths));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("renders the pages built from the catalogue per request, so they follow staff edits", () => {
    const prerendered = prerenderPaths();
    for (const path of [
      "/",
      "/catalogue",
      "/catalogue/products",
      "/catalogue/product/powered-speaker-12-premium",
      "/quote-request",
      "/sitemap.xml",
    ]) {
      expect(prerendered, path).not.toContain(path);
    }
    expect(prerendered).toEqual(
      expect.arrayContaining(["/about", "/services/weddings", "/robots.txt", "/blog/rss.xml"]),
    );
  });

  it("renders blog pages per request, so 'about 2 hours ago' is true when read, and lists them in the sitemap", () => {
    const prerendered = prerenderPaths();
    const listed = publicPages(seedCatalogue).map((page) => page.path);
    for (const path of [
      "/blog",
      "/blog/audio-terms-explained",
      "/blog/category/event-planning",
      "/blog/tag/microphones",
    ]) {
      expect(showsTimeSinceReading(path), path).toBe(true);
      expect(prerendered, path).not.toContain(path);
    }
    expect(listed).toEqual(expect.arrayContaining(["/blog", "/blog/audio-terms-explained"]));
    expect(showsTimeSinceReading("/blog/rss.xml")).toBe(false);
    expect(showsTimeSinceReading("/blogging")).toBe(false);
  });

  it("lists the published catalogue's products and categories, and nothing it no longer holds", () => {
    const [kept, hidden] = seedCatalogue.products;
    const paths = publicPages({ ...seedCatalogue, products: [kept!] }).map((page) => page.path);
    expect(paths).toContain(`/catalogue/product/${kept!.id}`);
    expect(paths).not.toContain(`/catalogue/product/${hidden!.id}`);
    expect(paths).toContain(`/catalogue/products/${seedCatalogue.productCategories[0]!.id}`);
  });
});
