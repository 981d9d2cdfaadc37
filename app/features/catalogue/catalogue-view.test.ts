import { describe, expect, it } from "vitest";
import {
  getAddOn,
  getBundle,
  getPersonnel,
  getProduct,
  getProductCategory,
  getPromotionById,
  productsInCategory,
  seedCatalogue,
  subcategoriesOf,
  topLevelCategories,
} from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { catalogueView } from "#app/features/catalogue/catalogue-view.ts";

const view = catalogueView(seedCatalogue, "seed");

describe("catalogueView over the content files' catalogue", () => {
  it("finds every record as the content files' lookups do", () => {
    for (const product of seedCatalogue.products) expect(view.product(product.id)).toBe(getProduct(product.id));
    for (const category of seedCatalogue.productCategories)
      expect(view.productCategory(category.id)).toBe(getProductCategory(category.id));
    for (const bundle of seedCatalogue.bundles) expect(view.bundle(bundle.id)).toBe(getBundle(bundle.id));
    for (const person of seedCatalogue.personnel) expect(view.person(person.id)).toBe(getPersonnel(person.id));
    for (const addOn of seedCatalogue.addOns) expect(view.addOn(addOn.id)).toBe(getAddOn(addOn.id));
    for (const promotion of seedCatalogue.promotions)
      expect(view.promotion(promotion.id)).toBe(getPromotionById(promotion.id));
  });

  it("lists categories, sub-categories and their products in catalogue order", () => {
    expect(view.topLevelCategories()).toEqual(topLevelCategories());
    for (const category of seedCatalogue.productCategories) {
      expect(view.subcategoriesOf(category.id)).toEqual(subcategoriesOf(category.id));
      expect(view.productsInCategory(category.id)).toEqual(productsInCategory(category.id));
    }
  });

  it("finds a quote line's record by kind and id, and nothing for an unknown kind or id", () => {
    const [product] = seedCatalogue.products;
    const [addOn] = seedCatalogue.addOns;
    expect(view.record("product", product!.id)).toBe(product);
    expect(view.record("add-on", addOn!.id)).toBe(addOn);
    expect(view.record("bundle", product!.id)).toBeUndefined();
    expect(view.record("product", "no-such-item")).toBeUndefined();
    expect(view.record("__proto__" as never, "constructor")).toBeUndefined();
  });
});

describe("catalogueView over an edited catalogue", () => {
  it("drops a hidden product from its page lookup and its categories' lists", () => {
    const [hidden, ...rest] = seedCatalogue.products;
    const edited = catalogueView({ ...seedCatalogue, products: rest }, "edited");
    expect(edited.revision).toBe("edited");
    expect(edited.product(hidden!.id)).toBeUndefined();
    expect(edited.record("product", hidden!.id)).toBeUndefined();
    for (const category of hidden!.categories) expect(edited.productsInCategory(category)).not.toContain(hidden);
  });

  it("returns the renamed record, not the content files' one", () => {
    const [first, ...rest] = seedCatalogue.products;
    const renamed = { ...first!, name: "Renamed Speaker", costPrice: 9000 };
    const edited = catalogueView({ ...seedCatalogue, products: [renamed, ...rest] }, "renamed");
    expect(edited.product(first!.id)?.name).toBe("Renamed Speaker");
    expect(edited.productsInCategory(first!.categories[0]!)).toContain(renamed);
  });
});
