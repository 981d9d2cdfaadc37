import { describe, expect, it } from "vitest";
import { prerenderPaths, publicPages } from "~/content/site-pages";
import { renderRobots, renderSitemap } from "./sitemap";

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
  it("lists every service page and prerenders everything it lists", () => {
    const paths = publicPages().map((page) => page.path);
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
    expect(prerenderPaths()).toEqual(expect.arrayContaining(paths));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
