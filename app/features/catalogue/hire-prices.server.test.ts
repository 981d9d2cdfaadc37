// Hire prices from cost prices on the server, and the records that leave it:
// the spec's numbers (section 9), and the whole catalogue priced exactly as
// the cost-price rules price it, with no cost price left in any record.
import { describe, expect, it } from "vitest";
import {
  addOns,
  bundles,
  personnel,
  products,
  promotions,
} from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { addOnPrice, discountedPrice, estimatedHirePrice, promotionPrice } from "#app/features/catalogue/pricing.ts";
import {
  type CatalogueItemKind,
  type SourceRecord,
  displayPrice,
  listPrice,
  toQuoteItem,
} from "#app/features/quotes/quote.ts";
import {
  hirePriceOf,
  hirePriceSource,
  withHirePrice,
  withHirePrices,
} from "#app/features/catalogue/hire-prices.server.ts";

const catalogue: [CatalogueItemKind, readonly SourceRecord[]][] = [
  ["product", products],
  ["bundle", bundles],
  ["personnel", personnel],
  ["promotion", promotions],
  ["add-on", addOns],
];

const speaker = products.find((product) => product.id === "powered-speaker-12-premium")!;

describe("withHirePrice", () => {
  it("replaces the cost price by the hire price: the speaker that costs R7,500 hires at R375", () => {
    expect(speaker.costPrice).toBe(7500);
    const priced = withHirePrice("product", speaker);
    expect(priced.hirePrice).toBe(375);
    expect(priced).not.toHaveProperty("costPrice");
    expect(priced).toEqual({ ...speaker, costPrice: undefined, hirePrice: 375 });
  });

  it("leaves no cost price in any record of the catalogue, or in a quote line made from one", () => {
    for (const [kind, records] of catalogue) {
      const priced = withHirePrices(kind, records);
      expect(JSON.stringify(priced)).not.toContain("costPrice");
      for (const record of priced) expect(JSON.stringify(toQuoteItem(kind, record))).not.toContain("costPrice");
    }
  });

  it("prices every record as the cost-price rules do: list and card prices alike", () => {
    for (const [kind, records] of catalogue) {
      for (const record of records) {
        const priced = withHirePrice(kind, record);
        const cost = record.costPrice;
        const discount = (record as { discountPercentage?: number }).discountPercentage;
        expect(listPrice(kind, priced), record.id).toBe(hirePriceOf(kind, record));
        const override = (record as { hirePriceOverrideCents?: number }).hirePriceOverrideCents;
        const card =
          override !== undefined
            ? discountedPrice(override / 100, discount)
            : kind === "promotion"
              ? promotionPrice(cost, discount ?? 0)
              : kind === "add-on"
                ? addOnPrice(cost, discount)
                : kind === "personnel"
                  ? cost
                  : estimatedHirePrice(cost);
        expect(displayPrice(kind, priced), record.id).toBe(card);
      }
    }
  });
});

describe("hirePriceOf", () => {
  it("takes 10% of cost below R2,000 and 5% from R2,000 for products and bundles", () => {
    expect(hirePriceOf("product", { ...speaker, costPrice: 1999 })).toBe(199.9);
    expect(hirePriceOf("product", { ...speaker, costPrice: 2000 })).toBe(100);
  });

  it("is undefined without a positive cost price (priced on request)", () => {
    expect(hirePriceOf("product", { ...speaker, costPrice: 0 })).toBeUndefined();
    expect(withHirePrice("product", { ...speaker, costPrice: 0 })).not.toHaveProperty("hirePrice");
  });
});

describe("a hire price set by staff", () => {
  const engineer = personnel.find((person) => person.id === "sound-engineer")!;
  const engineerAddOn = addOns.find((addOn) => addOn.id === "sound-engineer-add-on")!;

  it("overrides the rule: the R7,500 speaker set to R420 hires at R420, and clearing it goes back to R375", () => {
    const set = { ...speaker, hirePriceOverrideCents: 42_000 };
    expect(hirePriceOf("product", set)).toBe(420);
    expect(hirePriceSource(set)).toBe("staff");
    expect(hirePriceOf("product", { ...set, hirePriceOverrideCents: undefined })).toBe(375);
    expect(hirePriceSource(speaker)).toBe("rule");
  });

  it("leaves the record with the hire price only: neither the cost nor the staff price travels", () => {
    const priced = withHirePrice("product", { ...speaker, hirePriceOverrideCents: 42_000 });
    expect(priced.hirePrice).toBe(420);
    expect(priced).not.toHaveProperty("hirePriceOverrideCents");
  });

  it("prices the Sound Engineer add-on as one hour of the on-site engineer (R2,500), not 5% of R2,500 (R125)", () => {
    expect(engineer.costPrice).toBe(2500);
    expect(engineer.hourlyRate).toBe(true);
    expect(engineerAddOn.costPrice).toBe(2500);
    expect(addOnPrice(engineerAddOn.costPrice)).toBe(125);
    expect(hirePriceSource(engineerAddOn)).toBe("staff");
    expect(hirePriceOf("add-on", engineerAddOn)).toBe(hirePriceOf("personnel", engineer));
    expect(withHirePrice("add-on", engineerAddOn).hirePrice).toBe(2500);
  });

  it("is still discounted once by the quote when the item has a discount", () => {
    const upgrade = addOns.find((addOn) => addOn.id === "wireless-mic-upgrade")!;
    const priced = withHirePrice("add-on", { ...upgrade, hirePriceOverrideCents: 30_000 });
    expect(listPrice("add-on", priced)).toBe(300);
    expect(displayPrice("add-on", priced)).toBe(285);
  });
});
