import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { catalogueSearchEntries } from "#app/features/catalogue/content/catalogue-index.ts";
import { photoItems, withCataloguePhotos } from "#app/features/catalogue/content/catalogue-photos.ts";
import { withHirePricesAll } from "#app/features/catalogue/hire-prices.server.ts";

const photo = { hash: "a".repeat(32), width: 1600, height: 1200, widths: [320, 640, 960, 1280], alt: "Fog machine" };

describe("withCataloguePhotos", () => {
  it("puts an item's main photo on its record only, by kind and id", () => {
    const shown = withCataloguePhotos(seedCatalogue, new Map([["product/fog-machine", photo]]));
    expect(shown.products.find((product) => product.id === "fog-machine")?.photo).toEqual(photo);
    expect(shown.products.filter((product) => product.photo)).toHaveLength(1);
    // A bundle with the same id would not match a product's photo.
    expect(shown.bundles.some((bundle) => bundle.photo)).toBe(false);
    expect(shown.promotions).toBe(seedCatalogue.promotions);
  });

  it("takes a photo off a record when it is no longer the item's main photo", () => {
    const withPhoto = withCataloguePhotos(seedCatalogue, new Map([["bundle/dj-starter-kit", photo]]));
    const without = withCataloguePhotos(withPhoto, new Map());
    expect(without.bundles.some((bundle) => "photo" in bundle)).toBe(false);
  });
});

describe("search entries", () => {
  it("give search results of items their photo; sections and categories keep their drawings", () => {
    const entries = catalogueSearchEntries(
      withHirePricesAll(withCataloguePhotos(seedCatalogue, new Map([["product/fog-machine", photo]]))),
    );
    expect(entries.filter((entry) => entry.photo).map((entry) => `${entry.kind}/${entry.id}`)).toEqual([
      "product/fog-machine",
    ]);
  });
});

describe("photoItems", () => {
  it("lists every product, bundle, person and add-on of the catalogue", () => {
    const items = photoItems(seedCatalogue);
    expect(items.product).toHaveLength(seedCatalogue.products.length);
    expect(items["add-on"].map((item) => item.id)).toEqual(seedCatalogue.addOns.map((addOn) => addOn.id));
  });
});
