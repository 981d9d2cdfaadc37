import { describe, expect, it } from "vitest";
import type { AddOn, Bundle, Personnel, Product, Promotion } from "#app/features/site/index.ts";
import {
  KIND_LABELS,
  QUOTE_ITEMS_KEY,
  QUOTE_NUMBER_ALPHABET,
  SHOW_PRICES_KEY,
  addToQuote,
  clearQuote,
  displayPrice,
  formatPrice,
  listPrice,
  newQuoteNumber,
  parseShowPrices,
  parseStoredQuoteItems,
  quoteTotals,
  removeFromQuote,
  serializeQuoteItems,
  serializeShowPrices,
  toQuoteItem,
  updateQuantity,
  type QuoteItem,
} from "#app/features/quotes/quote.ts";
import { hirePriceOf, withHirePrice } from "#app/features/catalogue/hire-prices.server.ts";

// Small fixtures with the spec's numbers; the real catalogue lives elsewhere.
const features = ["Feature one here", "Feature two here", "Feature three here", "Feature four here"];
const description = "A description long enough for the schema, repeated to pass the minimum length. ".repeat(2);

const speaker: Product = {
  id: "powered-speaker-12-premium",
  name: "Premium 12-inch Powered Speaker",
  description,
  image: "speaker",
  categories: ["speakers", "powered-speakers"],
  type: "Powered Speaker",
  costPrice: 7500,
  keyFeatures: features,
};
const mic: Product = {
  ...speaker,
  id: "wired-vocal-microphone",
  name: "Wired Vocal Microphone",
  type: "Microphone",
  costPrice: 350,
};
const bundle: Bundle = {
  id: "small-corporate-event",
  name: "Small Corporate Event",
  description,
  image: "bundle",
  costPrice: 12000,
  type: "corporate",
  capacity: 50,
  popularity: 3,
  items: [{ productId: speaker.id, quantity: 2 }],
  keyFeatures: features,
};
const engineer: Personnel = {
  id: "sound-engineer",
  name: "Sound Engineer",
  description,
  image: "engineer",
  costPrice: 1500,
  hourlyRate: true,
  keyFeatures: features,
};
const siteAssessment: Personnel = {
  ...engineer,
  id: "site-assessment",
  name: "Site Assessment",
  costPrice: 950,
  hourlyRate: false,
};
const powerDuo: Promotion = {
  id: "speaker-power-duo",
  name: "Speaker Power Duo",
  description,
  image: "promo",
  category: "speakers",
  costPrice: 22500,
  discountPercentage: 0.15,
  capacity: 150,
  items: [{ type: "product", id: speaker.id, quantity: 2 }],
};
const addOn = (id: string, costPrice: number, discountPercentage?: number): AddOn => ({
  id,
  name: id,
  description,
  image: "add-on",
  costPrice,
  ...(discountPercentage === undefined ? {} : { discountPercentage }),
  items: [{ id: mic.id, quantity: 1 }],
  keyFeatures: features,
});
const wirelessMicUpgrade = addOn("wireless-mic-upgrade", 4400, 0.05);
const lightingPack = addOn("atmospheric-lighting-pack", 6200, 0.08);
const engineerAddOn = addOn("sound-engineer-add-on", 2500);
const subwooferEnhancement = addOn("subwoofer-enhancement", 4000);

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

describe("quote reducer steps", () => {
  const speakerLine = toQuoteItem("product", withHirePrice("product", speaker));
  const micLine = toQuoteItem("product", withHirePrice("product", mic));

  it("appends a new item with quantity 1 and says it was added", () => {
    const result = addToQuote([speakerLine], { ...micLine, quantity: 7 });
    expect(result.toast).toBe("Item Added");
    expect(result.items.map((item) => [item.id, item.quantity])).toEqual([
      [speaker.id, 1],
      [mic.id, 1],
    ]);
  });

  it("adds one to an item already on the quote and says it was updated", () => {
    const result = addToQuote([speakerLine, micLine], speakerLine);
    expect(result.toast).toBe("Item Updated");
    expect(result.items.map((item) => item.quantity)).toEqual([2, 1]);
  });

  it("does not change the list it was given", () => {
    const items = [speakerLine];
    addToQuote(items, speakerLine);
    updateQuantity(items, speaker.id, 5);
    removeFromQuote(items, speaker.id);
    expect(items).toEqual([speakerLine]);
  });

  it("sets a quantity, flooring fractions", () => {
    expect(updateQuantity([speakerLine, micLine], mic.id, 4)).toEqual({
      items: [speakerLine, { ...micLine, quantity: 4 }],
      toast: "Quantity Updated",
    });
    expect(updateQuantity([speakerLine], speaker.id, 2.9).items[0]?.quantity).toBe(2);
  });

  it("removes the item when the quantity drops below 1", () => {
    expect(updateQuantity([speakerLine, micLine], speaker.id, 0)).toEqual({ items: [micLine], toast: "Item Removed" });
    expect(updateQuantity([speakerLine], speaker.id, 0.5)).toEqual({ items: [], toast: "Item Removed" });
    expect(updateQuantity([speakerLine], speaker.id, -3).items).toEqual([]);
  });

  it("changes nothing for an unknown id or a quantity that is not a number", () => {
    expect(updateQuantity([speakerLine], "nope", 3)).toEqual({ items: [speakerLine], toast: null });
    expect(updateQuantity([speakerLine], speaker.id, Number.NaN)).toEqual({ items: [speakerLine], toast: null });
    expect(removeFromQuote([speakerLine], "nope")).toEqual({ items: [speakerLine], toast: null });
  });

  it("removes an item", () => {
    expect(removeFromQuote([speakerLine, micLine], speaker.id)).toEqual({ items: [micLine], toast: "Item Removed" });
  });

  it("clears the quote", () => {
    expect(clearQuote()).toEqual({ items: [], toast: "Quote Cleared" });
  });
});

describe("quoteTotals", () => {
  it("sums price x quantity and counts units", () => {
    const items = [
      { ...toQuoteItem("product", withHirePrice("product", speaker)), quantity: 2 },
      toQuoteItem("product", withHirePrice("product", mic)),
    ];
    expect(quoteTotals(items)).toEqual({ totalItems: 3, totalPrice: 785, totalDiscount: 0 });
  });

  it("applies a promotion's discount once", () => {
    expect(quoteTotals([toQuoteItem("promotion", withHirePrice("promotion", powerDuo))])).toEqual({
      totalItems: 1,
      totalPrice: 956.25,
      totalDiscount: 168.75,
    });
  });

  it("mixes discounted and full-price lines, rounding money to cents", () => {
    const items = [
      { ...toQuoteItem("promotion", withHirePrice("promotion", powerDuo)), quantity: 2 },
      toQuoteItem("add-on", withHirePrice("add-on", lightingPack)),
      toQuoteItem("add-on", withHirePrice("add-on", engineerAddOn)),
      { ...toQuoteItem("personnel", withHirePrice("personnel", engineer)), quantity: 1, hours: 4 },
    ];
    // 2250 x 0.85 + 310 x 0.92 + 125 + 1 person x 4 hours x 1500
    expect(quoteTotals(items)).toEqual({ totalItems: 5, totalPrice: 8322.7, totalDiscount: 362.3 });
  });

  it("is zero for an empty quote", () => {
    expect(quoteTotals([])).toEqual({ totalItems: 0, totalPrice: 0, totalDiscount: 0 });
  });
});

describe("newQuoteNumber", () => {
  it("is Q-YYMMDD-XXXX with the UTC date", () => {
    const number = newQuoteNumber(new Date("2025-03-14T23:30:00-02:00"));
    expect(number).toMatch(/^Q-250315-[A-HJ-NP-Z2-9]{4}$/);
  });

  it("is deterministic for a given random source", () => {
    const date = new Date(Date.UTC(2026, 0, 5));
    expect(newQuoteNumber(date, () => 0)).toBe("Q-260105-AAAA");
    expect(newQuoteNumber(date, () => 0.999999)).toBe("Q-260105-9999");
    const values = [0, 0.25, 0.5, 0.75];
    let call = 0;
    expect(newQuoteNumber(date, () => values[call++ % values.length] ?? 0)).toBe("Q-260105-AJS2");
  });

  it("never uses the look-alike characters 0, O, 1 or I", () => {
    expect(QUOTE_NUMBER_ALPHABET).toHaveLength(32);
    expect(QUOTE_NUMBER_ALPHABET).not.toMatch(/[0O1I]/);
    for (let step = 0; step < 32; step++) {
      const suffix = newQuoteNumber(new Date(0), () => step / 32).slice(-4);
      expect(suffix).not.toMatch(/[0O1I]/);
    }
  });
});

describe("stored quote items", () => {
  const lines: QuoteItem[] = [
    { ...toQuoteItem("product", withHirePrice("product", speaker)), quantity: 2 },
    toQuoteItem("promotion", withHirePrice("promotion", powerDuo)),
    toQuoteItem("personnel", withHirePrice("personnel", engineer)),
  ];

  it("uses the spec's storage keys", () => {
    expect(QUOTE_ITEMS_KEY).toBe("quoteItems");
    expect(SHOW_PRICES_KEY).toBe("showPrices");
  });

  it("round-trips through JSON", () => {
    expect(parseStoredQuoteItems(serializeQuoteItems(lines))).toEqual({ items: lines });
  });

  it("stores hire prices only: no line carries a cost price (issue 21)", () => {
    const stored = serializeQuoteItems(lines);
    expect(stored).not.toContain("costPrice");
    expect(lines.map((line) => line.originalItem.hirePrice)).toEqual([375, 1125, 1500]);
  });

  it("reads a quote kept before issue 21, dropping the cost price its lines carried", () => {
    // The old shape: each line's originalItem was the whole source record, cost price and all.
    const old = JSON.stringify([
      {
        id: speaker.id,
        name: speaker.name,
        type: "product",
        quantity: 2,
        price: 375,
        originalItem: speaker,
        hourlyRate: false,
      },
      { ...toQuoteItem("promotion", withHirePrice("promotion", powerDuo)), originalItem: powerDuo },
    ]);
    expect(old).toContain('"costPrice":7500');
    const { items, error } = parseStoredQuoteItems(old);
    expect(error).toBeUndefined();
    expect(items.map((item) => [item.id, item.quantity, item.price])).toEqual([
      [speaker.id, 2, 375],
      [powerDuo.id, 1, 1125],
    ]);
    expect(items[0]?.originalItem).toEqual({ ...speaker, costPrice: undefined });
    expect(serializeQuoteItems(items)).not.toContain("costPrice");
    expect(quoteTotals(items)).toEqual({ totalItems: 3, totalPrice: 1706.25, totalDiscount: 168.75 });
  });

  it("starts empty when nothing is stored", () => {
    expect(parseStoredQuoteItems(null)).toEqual({ items: [] });
    expect(parseStoredQuoteItems("")).toEqual({ items: [] });
  });

  it("starts empty with an error when the text is not a JSON array", () => {
    expect(parseStoredQuoteItems("{not json")).toEqual({ items: [], error: "Stored quote items could not be read" });
    expect(parseStoredQuoteItems('{"id":"x"}')).toEqual({ items: [], error: "Stored quote items could not be read" });
  });

  it("drops entries with the wrong shape and reports them", () => {
    const good = lines[0];
    const stored = JSON.stringify([
      good,
      { ...good, id: 7 },
      { ...good, type: "service" },
      { ...good, quantity: 0 },
      { ...good, quantity: 1.5 },
      { ...good, price: -1 },
      { ...good, hourlyRate: "yes" },
      { ...good, discountPercentage: 1.5 },
      { ...good, originalItem: null },
      "a string",
    ]);
    expect(parseStoredQuoteItems(stored)).toEqual({
      items: [good],
      error: "Stored quote items could not be read: dropped 9 of 10 entries",
    });
  });

  it("stores the Show prices switch as 'true' or 'false'", () => {
    expect(serializeShowPrices(true)).toBe("true");
    expect(serializeShowPrices(false)).toBe("false");
    expect(parseShowPrices("true")).toBe(true);
    expect(parseShowPrices("false")).toBe(false);
    expect(parseShowPrices(null)).toBe(false);
    expect(parseShowPrices("TRUE")).toBe(false);
  });
});

describe("labels and messages", () => {
  it("names each kind as the catalogue does", () => {
    expect(KIND_LABELS).toEqual({
      product: "Product",
      bundle: "Bundle",
      personnel: "Personnel",
      promotion: "Promotion",
      "add-on": "Add-On",
    });
  });
});
