// The quote model's prices: hire prices from cost prices, the shown and listed prices, and quote items.
import { describe, expect, it } from "vitest";
import { displayPrice, formatPrice, listPrice, toQuoteItem } from "#app/features/quotes/quote.ts";
import { hirePriceOf, withHirePrice } from "#app/features/catalogue/hire-prices.server.ts";
import {
  speaker,
  mic,
  bundle,
  engineer,
  siteAssessment,
  powerDuo,
  wirelessMicUpgrade,
  lightingPack,
  engineerAddOn,
  subwooferEnhancement,
} from "#app/features/quotes/quote.test-support.ts";

describe("hirePriceOf (server: hire prices from cost prices)", () => {
  it("uses the estimated hire price for products and bundles", () => {
    expect(hirePriceOf("product", speaker)).toBe(375);
    expect(hirePriceOf("product", mic)).toBe(35);
    expect(hirePriceOf("product", { ...mic, costPrice: 1999 })).toBe(199.9);
    expect(hirePriceOf("product", { ...mic, costPrice: 2000 })).toBe(100);
    expect(hirePriceOf("bundle", bundle)).toBe(600);
  });

  it("uses the rate itself for personnel", () => {
    expect(hirePriceOf("personnel", engineer)).toBe(1500);
    expect(hirePriceOf("personnel", siteAssessment)).toBe(950);
  });

  it("takes 5% of cost for promotions and add-ons, leaving the discount to the totals", () => {
    expect(hirePriceOf("promotion", powerDuo)).toBe(1125);
    expect(hirePriceOf("add-on", wirelessMicUpgrade)).toBe(220);
    expect(hirePriceOf("add-on", engineerAddOn)).toBe(125);
  });

  it("is undefined without a positive cost price", () => {
    expect(hirePriceOf("product", { ...speaker, costPrice: 0 })).toBeUndefined();
    expect(hirePriceOf("personnel", { ...engineer, costPrice: -5 })).toBeUndefined();
    expect(hirePriceOf("bundle", { ...bundle, costPrice: Number.NaN })).toBeUndefined();
  });
});

describe("displayPrice", () => {
  it("shows promotions and add-ons with their discount taken off", () => {
    expect(displayPrice("promotion", withHirePrice("promotion", powerDuo))).toBe(956.25);
    expect(displayPrice("add-on", withHirePrice("add-on", wirelessMicUpgrade))).toBe(209);
    expect(displayPrice("add-on", withHirePrice("add-on", lightingPack))).toBe(285.2);
    expect(displayPrice("add-on", withHirePrice("add-on", engineerAddOn))).toBe(125);
    expect(displayPrice("add-on", withHirePrice("add-on", subwooferEnhancement))).toBe(200);
  });

  it("matches the list price for products, bundles and personnel", () => {
    expect(displayPrice("product", withHirePrice("product", speaker))).toBe(375);
    expect(displayPrice("bundle", withHirePrice("bundle", bundle))).toBe(600);
    expect(displayPrice("personnel", withHirePrice("personnel", engineer))).toBe(1500);
  });

  it("is undefined without a hire price (priced on request)", () => {
    expect(displayPrice("promotion", withHirePrice("promotion", { ...powerDuo, costPrice: 0 }))).toBeUndefined();
  });
});

describe("formatPrice", () => {
  it("shows rand, with /hr for hourly rates", () => {
    expect(formatPrice(375, false)).toBe("R375.00");
    expect(formatPrice(1500, true)).toBe("R1,500.00/hr");
    expect(formatPrice(956.25, false)).toBe("R956.25");
  });

  it("asks visitors to get in touch when there is no price", () => {
    expect(formatPrice(undefined, false)).toBe("Contact for Pricing");
    expect(formatPrice(undefined, true)).toBe("Contact for Pricing");
  });
});

describe("listPrice", () => {
  it("is the hire price a record carries, undefined without one", () => {
    expect(listPrice("product", withHirePrice("product", speaker))).toBe(375);
    expect(listPrice("product", withHirePrice("product", { ...speaker, costPrice: 0 }))).toBeUndefined();
    expect(listPrice("product", { ...withHirePrice("product", speaker), hirePrice: Number.NaN })).toBeUndefined();
  });
});

describe("toQuoteItem", () => {
  it("makes a single-unit line with the list price and the source record", () => {
    expect(toQuoteItem("product", withHirePrice("product", speaker))).toEqual({
      id: speaker.id,
      name: speaker.name,
      type: "product",
      quantity: 1,
      price: 375,
      originalItem: withHirePrice("product", speaker),
      hourlyRate: false,
    });
  });

  it("marks hourly personnel only", () => {
    expect(toQuoteItem("personnel", withHirePrice("personnel", engineer)).hourlyRate).toBe(true);
    expect(toQuoteItem("personnel", withHirePrice("personnel", siteAssessment)).hourlyRate).toBe(false);
  });

  it("carries the discount of promotions and discounted add-ons", () => {
    expect(toQuoteItem("promotion", withHirePrice("promotion", powerDuo))).toMatchObject({
      price: 1125,
      discountPercentage: 0.15,
    });
    expect(toQuoteItem("add-on", withHirePrice("add-on", wirelessMicUpgrade))).toMatchObject({
      price: 220,
      discountPercentage: 0.05,
    });
    expect(toQuoteItem("add-on", withHirePrice("add-on", engineerAddOn))).not.toHaveProperty("discountPercentage");
  });

  it("prices an unpriced record at 0", () => {
    expect(toQuoteItem("product", withHirePrice("product", { ...speaker, costPrice: 0 })).price).toBe(0);
  });
});
