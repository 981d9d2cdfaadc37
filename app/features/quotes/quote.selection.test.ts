// The quote model's selection: reducer steps, totals, quote numbers, stored items and messages.
import { describe, expect, it } from "vitest";
import {
  KIND_LABELS,
  QUOTE_ITEMS_KEY,
  QUOTE_NUMBER_ALPHABET,
  SHOW_PRICES_KEY,
  addToQuote,
  clearQuote,
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
import { withHirePrice } from "#app/features/catalogue/hire-prices.server.ts";
import {
  speaker,
  mic,
  engineer,
  powerDuo,
  lightingPack,
  engineerAddOn,
} from "#app/features/quotes/quote.test-support.ts";

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
  it("is Q-YYMMDD-XXXX with the day in Johannesburg, the day its document is dated", () => {
    // 22:30 UTC on 14 March is half past midnight on the 15th in Sandton.
    expect(newQuoteNumber(new Date("2025-03-14T22:30:00Z"))).toMatch(/^Q-250315-[A-HJ-NP-Z2-9]{4}$/);
    expect(newQuoteNumber(new Date("2025-03-14T21:59:59Z"))).toMatch(/^Q-250314-[A-HJ-NP-Z2-9]{4}$/);
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
