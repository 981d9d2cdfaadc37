import { describe, expect, it } from "vitest";
import { formatRand } from "#app/features/catalogue/pricing.ts";
import { PRICE_ON_REQUEST } from "#app/features/quotes/index.ts";
import { hirePriceOf, withHirePricesAll } from "#app/features/catalogue/hire-prices.server.ts";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { catalogueSearchEntries } from "#app/features/catalogue/content/catalogue-index.ts";

const entryOf = (data: CatalogueData, kind: string, id: string) =>
  catalogueSearchEntries(withHirePricesAll(data)).find((entry) => entry.kind === kind && entry.id === id);

describe("search entries' prices", () => {
  it("give every item the price its card shows, and sections and categories none", () => {
    const entries = catalogueSearchEntries(withHirePricesAll(seedCatalogue));
    for (const entry of entries) {
      if (entry.kind === "section" || entry.kind === "category") expect(entry.price).toBeUndefined();
      else expect(entry.price).toMatch(/^R[\d,]+\.\d\d(\/hr)?$|^Contact for Pricing$/);
    }
    const speaker = seedCatalogue.products.find((product) => product.id === "powered-speaker-12-standard")!;
    expect(entryOf(seedCatalogue, "product", speaker.id)?.price).toBe(formatRand(hirePriceOf("product", speaker)!));
  });

  it("show a price staff set in place of the rule's, an hourly rate per hour, and no cost price", () => {
    const staffPriced: CatalogueData = {
      ...seedCatalogue,
      products: seedCatalogue.products.map((product) =>
        product.id === "powered-speaker-12-standard" ? { ...product, hirePriceOverrideCents: 33_300 } : product,
      ),
    };
    expect(entryOf(staffPriced, "product", "powered-speaker-12-standard")?.price).toBe("R333.00");

    const hourly = seedCatalogue.personnel.find((person) => person.hourlyRate === true)!;
    expect(entryOf(seedCatalogue, "personnel", hourly.id)?.price).toBe(
      `${formatRand(hirePriceOf("personnel", hourly)!)}/hr`,
    );
    const entries = catalogueSearchEntries(withHirePricesAll(seedCatalogue));
    expect(JSON.stringify(entries)).not.toMatch(/costPrice|hirePriceOverride/);
  });

  it("say 'Contact for Pricing' for an item without a price", () => {
    const unpriced: CatalogueData = {
      ...seedCatalogue,
      products: seedCatalogue.products.map((product) =>
        product.id === "powered-speaker-12-standard" ? { ...product, costPrice: 0 } : product,
      ),
    };
    expect(entryOf(unpriced, "product", "powered-speaker-12-standard")?.price).toBe(PRICE_ON_REQUEST);
  });
});
