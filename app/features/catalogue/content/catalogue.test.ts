import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectStrings, sentencesOf, wordCount } from "#app/features/site/copy-checks.ts";
import { generalSiteCopy } from "#app/features/site/content/site-copy.test-support.ts";
import { z } from "zod";
import {
  addOns,
  bundles,
  getAddOn,
  getBundle,
  getPersonnel,
  getProduct,
  getProductCategory,
  personnel,
  productCategories,
  products,
  productsInCategory,
  promotions,
  subcategoriesOf,
  topLevelCategories,
} from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { ADD_ON_IDS, BUNDLE_IDS, PERSONNEL_IDS, PRODUCT_IDS } from "#app/features/catalogue/content/catalogue-ids.ts";
import {
  AddOnSchema,
  BUNDLE_TYPES,
  BundleSchema,
  PRODUCT_CATEGORY_IDS,
  PersonnelSchema,
  ProductCategorySchema,
  ProductSchema,
} from "#app/features/site/seo/schemas.ts";

/** Sentences of a text, normalised for comparison. */

const productIds = products.map((product) => product.id);
const personnelIds = personnel.map((person) => person.id);
const bundleIds = bundles.map((bundle) => bundle.id);

const describedItems = [...productCategories, ...products, ...personnel, ...bundles, ...addOns];
const longDescriptions = [...products, ...personnel, ...bundles, ...addOns].map((item) => ({
  id: item.id,
  description: item.description,
}));

describe("catalogue records", () => {
  it("each parse with their schema", () => {
    z.array(ProductCategorySchema).parse(productCategories);
    z.array(ProductSchema).parse(products);
    z.array(PersonnelSchema).parse(personnel);
    z.array(BundleSchema).parse(bundles);
    z.array(AddOnSchema).parse(addOns);
  });

  it("use exactly the agreed ids, in order", () => {
    expect(productCategories.map((category) => category.id)).toEqual([...PRODUCT_CATEGORY_IDS]);
    expect(products.map((product) => product.id)).toEqual([...PRODUCT_IDS]);
    expect(personnel.map((person) => person.id)).toEqual([...PERSONNEL_IDS]);
    expect(bundles.map((bundle) => bundle.id)).toEqual([...BUNDLE_IDS]);
    expect(addOns.map((addOn) => addOn.id)).toEqual([...ADD_ON_IDS]);
  });

  it("have the spec's counts", () => {
    expect(products).toHaveLength(15);
    expect(productCategories).toHaveLength(14);
    expect(topLevelCategories()).toHaveLength(6);
    expect(productCategories.filter((category) => category.parentId !== undefined)).toHaveLength(8);
    expect(personnel).toHaveLength(4);
    expect(bundles).toHaveLength(5);
    expect(addOns).toHaveLength(4);
  });

  it("have no id used twice across products, personnel, bundles and add-ons", () => {
    const ids = [...products, ...personnel, ...bundles, ...addOns].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("spec numbers", () => {
  it.each([
    ["powered-speaker-12-premium", 7500, 50],
    ["powered-speaker-12-standard", 5400, 75],
    ["subwoofer-18-active", 7500, undefined],
    ["subwoofer-dual-18", 12500, undefined],
    ["subwoofer-18-professional", 9000, undefined],
    ["wired-vocal-microphone", 350, undefined],
    ["wired-speech-microphone", 350, undefined],
    ["wired-instrument-microphone", 350, undefined],
    ["wireless-handheld-microphone", 1250, undefined],
    ["mixer-16-channel", 11000, undefined],
    ["moving-head-light", 850, undefined],
    ["led-par-light", 250, undefined],
    ["microphone-stand", 250, undefined],
    ["fog-machine", 1800, undefined],
    ["cable-ramp", 245, undefined],
  ] as const)("product %s costs R%i with capacity %s", (id, costPrice, capacity) => {
    const product = getProduct(id);
    expect(product?.costPrice).toBe(costPrice);
    expect(product?.capacity).toBe(capacity);
  });

  it.each([
    ["powered-speaker-12-premium", ["speakers", "powered-speakers"]],
    ["powered-speaker-12-standard", ["speakers", "powered-speakers"]],
    ["subwoofer-18-active", ["speakers", "subwoofers"]],
    ["subwoofer-dual-18", ["speakers", "subwoofers"]],
    ["subwoofer-18-professional", ["speakers", "subwoofers"]],
    ["wired-vocal-microphone", ["microphones", "wired-microphones"]],
    ["wired-speech-microphone", ["microphones", "wired-microphones"]],
    ["wired-instrument-microphone", ["microphones", "wired-microphones"]],
    ["wireless-handheld-microphone", ["microphones", "wireless-microphones"]],
    ["mixer-16-channel", ["mixers"]],
    ["moving-head-light", ["lighting", "moving-lights"]],
    ["led-par-light", ["lighting", "static-lights"]],
    ["microphone-stand", ["accessories", "stands"]],
    ["fog-machine", ["effects"]],
    ["cable-ramp", ["accessories", "safety"]],
  ] as const)("product %s is filed under %j", (id, categories) => {
    expect(getProduct(id)?.categories).toEqual(categories);
  });

  it.each([
    ["setup-technician", 1500, true],
    ["teardown-technician", 1500, true],
    ["sound-engineer", 2500, true],
    ["site-assessment", 3000, false],
  ] as const)("personnel %s costs R%i, hourly: %s", (id, costPrice, hourlyRate) => {
    const person = getPersonnel(id);
    expect(person?.costPrice).toBe(costPrice);
    expect(person?.hourlyRate).toBe(hourlyRate);
  });

  it.each([
    ["small-corporate-event", 10000, 50],
    ["wedding-ceremony-sound", 8000, 80],
    ["dj-starter-kit", 11000, 150],
    ["small-party-lighting", 6400, undefined],
    ["complete-event-solution", 18000, 200],
  ] as const)("bundle %s costs R%i with capacity %s", (id, costPrice, capacity) => {
    const bundle = getBundle(id);
    expect(bundle?.costPrice).toBe(costPrice);
    expect(bundle?.capacity).toBe(capacity);
  });

  it.each([
    ["wireless-mic-upgrade", 4400, 0.05],
    ["atmospheric-lighting-pack", 6200, 0.08],
    ["sound-engineer-add-on", 2500, undefined],
    ["subwoofer-enhancement", 4000, undefined],
  ] as const)("add-on %s costs R%i with discount %s", (id, costPrice, discountPercentage) => {
    const addOn = getAddOn(id);
    expect(addOn?.costPrice).toBe(costPrice);
    expect(addOn?.discountPercentage).toBe(discountPercentage);
  });

  it("the sound engineer add-on is one sound engineer", () => {
    expect(getAddOn("sound-engineer-add-on")?.items).toEqual([{ id: "sound-engineer", quantity: 1 }]);
  });
});

describe("category tree", () => {
  it("lists the six top-level categories in order", () => {
    expect(topLevelCategories().map((category) => category.id)).toEqual([
      "speakers",
      "microphones",
      "mixers",
      "lighting",
      "effects",
      "accessories",
    ]);
  });

  it("hangs every sub-category under a top-level category", () => {
    const topLevel = topLevelCategories().map((category) => category.id);
    for (const category of productCategories) {
      if (category.parentId !== undefined) expect(topLevel, category.id).toContain(category.parentId);
    }
    expect(subcategoriesOf("speakers").map((category) => category.id)).toEqual(["powered-speakers", "subwoofers"]);
    expect(subcategoriesOf("microphones").map((category) => category.id)).toEqual([
      "wired-microphones",
      "wireless-microphones",
    ]);
    expect(subcategoriesOf("lighting").map((category) => category.id)).toEqual(["moving-lights", "static-lights"]);
    expect(subcategoriesOf("accessories").map((category) => category.id)).toEqual(["stands", "safety"]);
    expect(subcategoriesOf("mixers")).toEqual([]);
    expect(subcategoriesOf("effects")).toEqual([]);
  });

  it("files every product under a top-level category, then at most one of its sub-categories", () => {
    for (const product of products) {
      const [top, sub, ...rest] = product.categories;
      expect(rest, product.id).toEqual([]);
      expect(getProductCategory(top!)?.parentId, product.id).toBeUndefined();
      if (sub !== undefined) expect(getProductCategory(sub)?.parentId, product.id).toBe(top);
      else expect(subcategoriesOf(top!), `${product.id} should name its sub-category`).toEqual([]);
    }
  });

  it("puts both speakers and all three subwoofers under speakers", () => {
    expect(productsInCategory("speakers").map((product) => product.id)).toEqual([
      "powered-speaker-12-premium",
      "powered-speaker-12-standard",
      "subwoofer-18-active",
      "subwoofer-dual-18",
      "subwoofer-18-professional",
    ]);
    expect(productsInCategory("subwoofers").map((product) => product.id)).toEqual([
      "subwoofer-18-active",
      "subwoofer-dual-18",
      "subwoofer-18-professional",
    ]);
  });

  it("gives every category at least one product", () => {
    for (const category of productCategories) {
      expect(productsInCategory(category.id).length, category.id).toBeGreaterThan(0);
    }
  });

  it("returns nothing for an unknown category", () => {
    expect(productsInCategory("nope")).toEqual([]);
    expect(subcategoriesOf("nope")).toEqual([]);
  });
});

describe("references", () => {
  it("bundle items are existing products", () => {
    for (const bundle of bundles) {
      for (const item of bundle.items) expect(productIds, `${bundle.id}: ${item.productId}`).toContain(item.productId);
    }
  });

  it("add-on items are existing products or personnel", () => {
    for (const addOn of addOns) {
      for (const item of addOn.items) {
        expect([...productIds, ...personnelIds], `${addOn.id}: ${item.id}`).toContain(item.id);
      }
    }
  });

  it("promotion items are existing products, bundles or personnel", () => {
    const idsByType = { product: productIds, bundle: bundleIds, personnel: personnelIds };
    for (const promotion of promotions) {
      for (const item of promotion.items) {
        expect(idsByType[item.type], `${promotion.id}: ${item.id}`).toContain(item.id);
      }
    }
  });

  it("lookups find records and return undefined for unknown ids", () => {
    expect(getProduct("mixer-16-channel")?.name).toBe("16-Channel Mixer");
    expect(getProductCategory("stands")?.parentId).toBe("accessories");
    expect(getBundle("dj-starter-kit")?.type).toBe("dj");
    expect(getPersonnel("site-assessment")?.hourlyRate).toBe(false);
    expect(getAddOn("subwoofer-enhancement")?.items[0]?.id).toBe("subwoofer-18-active");
    for (const lookup of [getProduct, getProductCategory, getBundle, getPersonnel, getAddOn]) {
      expect(lookup("nope")).toBeUndefined();
    }
  });
});

describe("bundles", () => {
  it("have distinct popularity, so 'Most Popular' is a real order that differs from the listing", () => {
    const popularity = bundles.map((bundle) => bundle.popularity);
    expect(new Set(popularity).size).toBe(popularity.length);
    const mostPopular = [...bundles].sort((a, b) => b.popularity - a.popularity).map((bundle) => bundle.id);
    expect(mostPopular).not.toEqual(bundles.map((bundle) => bundle.id));
    expect(mostPopular[0]).toBe("wedding-ceremony-sound");
  });

  it("use each bundle type", () => {
    expect(new Set(bundles.map((bundle) => bundle.type))).toEqual(new Set(BUNDLE_TYPES));
  });

  it("carry speakers that cover the bundle's capacity", () => {
    for (const bundle of bundles) {
      if (bundle.capacity === undefined) continue;
      const covered = bundle.items.reduce(
        (sum, item) => sum + (getProduct(item.productId)?.capacity ?? 0) * item.quantity,
        0,
      );
      expect(covered, bundle.id).toBeGreaterThanOrEqual(bundle.capacity);
    }
  });

  it("cost less than their contents bought separately", () => {
    for (const bundle of bundles) {
      const contents = bundle.items.reduce(
        (sum, item) => sum + (getProduct(item.productId)?.costPrice ?? 0) * item.quantity,
        0,
      );
      expect(bundle.costPrice, bundle.id).toBeLessThan(contents);
    }
  });
});

describe("images", () => {
  it("follow the naming scheme", () => {
    for (const category of productCategories) {
      if (category.parentId === undefined) expect(category.image).toBe(`category-${category.id}`);
      else expect(category.image, category.id).toMatch(/^product-/);
    }
    for (const product of products) expect(product.image).toBe(`product-${product.id}`);
    for (const person of personnel) expect(person.image).toBe(`personnel-${person.id}`);
    for (const bundle of bundles) expect(bundle.image).toBe(`bundle-${bundle.id}`);
    for (const addOn of addOns) expect(addOn.image).toBe(`addon-${addOn.id}`);
  });

  it("sub-categories reuse the image of one of their own products", () => {
    for (const category of productCategories.filter((candidate) => candidate.parentId !== undefined)) {
      const images = productsInCategory(category.id).map((product) => product.image);
      expect(images, category.id).toContain(category.image);
    }
  });

  // Fails until the illustrations for the catalogue have been drawn.
  it("each have an SVG in app/assets/illustrations", () => {
    const missing = [...new Set(describedItems.map((item) => item.image))].filter(
      (image) => !existsSync(fileURLToPath(new URL(`../../../assets/illustrations/${image}.svg`, import.meta.url))),
    );
    expect(missing).toEqual([]);
  });
});

describe("copy", () => {
  it("gives every description two to four sentences", () => {
    for (const { id, description } of longDescriptions) {
      const sentences = description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, id).toBeGreaterThanOrEqual(2);
      expect(sentences.length, id).toBeLessThanOrEqual(4);
    }
  });

  it("never repeats a description", () => {
    const descriptions = describedItems.map((item) => item.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("shares no sentence of ten or more words between two descriptions", () => {
    const owners = new Map<string, string[]>();
    for (const item of describedItems) {
      for (const sentence of new Set(sentencesOf(item.description))) {
        if (wordCount(sentence) >= 10) owners.set(sentence, [...(owners.get(sentence) ?? []), item.id]);
      }
    }
    expect([...owners].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });

  it("shares no sentence longer than eight words with the rest of the site", () => {
    const elsewhere = new Set(collectStrings(generalSiteCopy).flatMap(sentencesOf));
    const ours = collectStrings(describedItems).flatMap(sentencesOf);
    expect(ours.filter((sentence) => wordCount(sentence) > 8 && elsewhere.has(sentence))).toEqual([]);
  });

  it("states no prices, which derive from costPrice in app/features/catalogue/pricing.ts", () => {
    for (const text of collectStrings(describedItems)) {
      expect(text).not.toMatch(/\bR\s?\d|\brand\b|\d+\s?%/i);
    }
  });

  it("contains no placeholder text", () => {
    for (const text of collectStrings(describedItems)) {
      expect(text).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|placeholder|xxx/i);
    }
  });
});
