import { describe, expect, it } from "vitest";
import {
  MAX_CATALOGUE_REFRESH_SECONDS,
  catalogueCacheControl,
  catalogueEtag,
  servedFromCatalogue,
  worstCaseSecondsToVisible,
} from "#app/features/catalogue/catalogue-caching.ts";

describe("catalogue page caching", () => {
  it("shows a saved change within a minute at the longest refresh interval allowed", () => {
    expect(worstCaseSecondsToVisible(MAX_CATALOGUE_REFRESH_SECONDS)).toBeLessThanOrEqual(60);
  });

  it("lets only the visitor's browser keep a page (it carries a nonce), and any cache keep data", () => {
    expect(catalogueCacheControl("html")).toBe("private, max-age=10, stale-while-revalidate=20");
    expect(catalogueCacheControl("other")).toBe("public, max-age=10, stale-while-revalidate=20");
  });

  it("knows the pages built from the catalogue and their route data", () => {
    for (const path of [
      "/",
      "/_root.data",
      "/catalogue",
      "/catalogue.data",
      "/catalogue/product/mixer-16-channel",
      "/catalogue/product/mixer-16-channel.data",
      "/catalogue/products/mixers",
      "/catalogue/bundles",
      "/quote-request",
      "/quote-request.data",
      "/sitemap.xml",
    ])
      expect(servedFromCatalogue(path), path).toBe(true);
    for (const path of [
      "/about",
      "/about.data",
      "/catalogues",
      "/blog",
      "/api/quotes",
      "/robots.txt",
      "/admin/catalogue",
    ])
      expect(servedFromCatalogue(path), path).toBe(false);
  });

  it("makes a weak ETag that changes with the build and with the catalogue's revision", () => {
    const etag = catalogueEtag("abc123", "rev-1");
    expect(etag).toBe('W/"abc123.rev-1"');
    expect(catalogueEtag("abc123", "rev-2")).not.toBe(etag);
    expect(catalogueEtag("def456", "rev-1")).not.toBe(etag);
    expect(catalogueEtag("abc123", 'a"b c')).toBe('W/"abc123.a%22b%20c"');
  });
});
