// Every landing page offers equipment from the catalogue (issue 35): each id
// its content names is an item of that kind in the catalogue, and each page's
// "see all" link is a catalogue page.
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { catalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { LANDING_EQUIPMENT } from "#app/features/landing/content/equipment.ts";
import { LANDING_SLUGS } from "#app/features/landing/content/slugs.ts";

const catalogue = catalogueView(seedCatalogue, "seed");

describe("the landing pages' equipment", () => {
  it("is chosen for each of the thirteen pages", () => {
    expect(Object.keys(LANDING_EQUIPMENT).sort()).toEqual([...LANDING_SLUGS].sort());
  });

  it("names only items the catalogue has, of their kind, each once, three or four a page", () => {
    for (const slug of LANDING_SLUGS) {
      const { items } = LANDING_EQUIPMENT[slug];
      expect(items.length, slug).toBeGreaterThanOrEqual(3);
      expect(items.length, slug).toBeLessThanOrEqual(4);
      expect(new Set(items.map((item) => `${item.kind}:${item.id}`)).size, slug).toBe(items.length);
      for (const { kind, id } of items) expect(catalogue.record(kind, id), `${slug}: ${kind} ${id}`).toBeDefined();
      // Each page leads with what its search is about, a bundle or a product, not a person.
      expect(items[0]?.kind, slug).not.toBe("personnel");
    }
  });

  it("leads to a catalogue page that lists more of the same", () => {
    const categories = new Set(seedCatalogue.productCategories.map((category) => category.id));
    for (const slug of LANDING_SLUGS) {
      const { to, label } = LANDING_EQUIPMENT[slug].seeAll;
      expect(label, slug).toMatch(/^See all /);
      const url = new URL(to, "https://example.invalid");
      const category = /^\/catalogue\/products\/([a-z-]+)$/.exec(url.pathname)?.[1];
      if (category) expect(categories.has(category), `${slug}: ${to}`).toBe(true);
      else expect(["/catalogue/bundles", "/catalogue/products"], `${slug}: ${to}`).toContain(url.pathname);
      const type = url.searchParams.get("type");
      if (type)
        expect(
          seedCatalogue.bundles.some((bundle) => bundle.type === type),
          `${slug}: ${to}`,
        ).toBe(true);
    }
  });
});
