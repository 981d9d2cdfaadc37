import { describe, expect, it } from "vitest";
import { resolveCatalogueItem } from "#app/features/catalogue/content/catalogue-resolver.server.ts";
import { QUOTE_PRICING_MESSAGES, type RequestedQuoteItem, priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { readRequestedItems } from "#app/features/quotes/request/quote-request-schema.ts";

const price = (items: RequestedQuoteItem[], days = 1) => priceQuote(items, resolveCatalogueItem, days);

describe("priceQuote (spec section 9 numbers)", () => {
  it("prices two premium speakers at 5% of R7,500 each", () => {
    expect(price([{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }])).toEqual({
      ok: true,
      lines: [
        {
          id: "powered-speaker-12-premium",
          type: "product",
          name: "Premium 12-Inch Powered Speaker",
          quantity: 2,
          unitPriceCents: 37_500,
          hourlyRate: false,
          lineTotalCents: 75_000,
          vatCents: 11_250,
        },
      ],
      totalItems: 2,
      totalDiscountCents: 0,
    });
  });

  it("takes the Speaker Power Duo's 15% off its R1,125 list price once", () => {
    const result = price([{ type: "promotion", id: "speaker-power-duo", quantity: 1 }]);
    expect(result).toMatchObject({ ok: true, totalItems: 1, totalDiscountCents: 16_875 });
    if (!result.ok) throw new Error("expected a priced quote");
    expect(result.lines[0]).toMatchObject({
      unitPriceCents: 112_500,
      discountPercentage: 0.15,
      lineTotalCents: 95_625,
      vatCents: 14_344,
      hourlyRate: false,
    });
  });

  it("prices a sound engineer booked without hours (a page from before people x hours) as one person for that many hours", () => {
    const result = price([{ type: "personnel", id: "sound-engineer", quantity: 4 }]);
    expect(result).toMatchObject({ ok: true, totalItems: 1, totalDiscountCents: 0 });
    if (!result.ok) throw new Error("expected a priced quote");
    expect(result.lines[0]).toMatchObject({
      name: "On-Site Sound Engineer",
      quantity: 1,
      hours: 4,
      unitPriceCents: 250_000,
      hourlyRate: true,
      lineTotalCents: 1_000_000,
    });
  });

  it("prices 2 setup technicians x 5 hours at R1,500.00/hr as R15,000.00, and a 3-day hire at 2 day rates", () => {
    const result = price(
      [
        { type: "personnel", id: "setup-technician", quantity: 2, hours: 5 },
        { type: "product", id: "powered-speaker-12-premium", quantity: 2, hours: 9 },
      ],
      3,
    );
    if (!result.ok) throw new Error("expected a priced quote");
    expect(result.lines).toEqual([
      {
        id: "setup-technician",
        type: "personnel",
        name: "Setup Technician",
        quantity: 2,
        hours: 5,
        unitPriceCents: 150_000,
        hourlyRate: true,
        lineTotalCents: 1_500_000,
        vatCents: 225_000,
      },
      {
        id: "powered-speaker-12-premium",
        type: "product",
        name: "Premium 12-Inch Powered Speaker",
        quantity: 2,
        unitPriceCents: 37_500,
        hourlyRate: false,
        lineTotalCents: 150_000,
        vatCents: 22_500,
      },
    ]);
    expect(result.totalItems).toBe(4);
  });

  it("refuses hours that are not whole numbers from 1 to 24", () => {
    for (const hours of [0, 25, 2.5, Number.NaN])
      expect(price([{ type: "personnel", id: "setup-technician", quantity: 1, hours }]), String(hours)).toEqual({
        ok: false,
        errors: [{ field: "items[0].hours", message: "Hours must be a whole number from 1 to 24" }],
      });
  });

  it("adds the lines up", () => {
    const result = price([
      { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
      { type: "promotion", id: "speaker-power-duo", quantity: 1 },
      { type: "personnel", id: "sound-engineer", quantity: 4 },
    ]);
    expect(result).toMatchObject({ ok: true, totalItems: 4, totalDiscountCents: 16_875 });
    if (!result.ok) throw new Error("expected a priced quote");
    expect(result.lines.reduce((sum, line) => sum + line.lineTotalCents, 0)).toBe(1_170_625);
  });

  it("ignores a tampered price, name or discount in the input", () => {
    const tampered = readRequestedItems([
      {
        type: "product",
        id: "powered-speaker-12-premium",
        quantity: 2,
        price: 1,
        name: "Free speaker",
        discountPercentage: 0.99,
        lineTotal: 0,
      },
    ]);
    if (!tampered.ok) throw new Error("expected items");
    expect(tampered.items).toEqual([{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }]);
    expect(price(tampered.items)).toMatchObject({
      ok: true,
      lines: [{ name: "Premium 12-Inch Powered Speaker", unitPriceCents: 37_500, lineTotalCents: 75_000 }],
    });
  });

  it("merges lines of the same type and id by adding quantities", () => {
    const result = price([
      { type: "product", id: "powered-speaker-12-premium", quantity: 1 },
      { type: "personnel", id: "sound-engineer", quantity: 2, hours: 1 },
      { type: "product", id: "powered-speaker-12-premium", quantity: 3 },
    ]);
    if (!result.ok) throw new Error("expected a priced quote");
    expect(result.lines.map((line) => [line.id, line.quantity, line.lineTotalCents])).toEqual([
      ["powered-speaker-12-premium", 4, 150_000],
      ["sound-engineer", 2, 500_000],
    ]);
    expect(result.totalItems).toBe(6);
  });

  it("keeps the same id under different kinds apart", () => {
    // The sound engineer exists as personnel (R2,500 per hour) and as an add-on priced as
    // one hour of the engineer (a staff price, decision 041; 5% of cost would be R125).
    const result = price([
      { type: "personnel", id: "sound-engineer", quantity: 1, hours: 1 },
      { type: "add-on", id: "sound-engineer-add-on", quantity: 1 },
    ]);
    if (!result.ok) throw new Error("expected a priced quote");
    expect(result.lines.map((line) => [line.type, line.id, line.lineTotalCents])).toEqual([
      ["personnel", "sound-engineer", 250_000],
      ["add-on", "sound-engineer-add-on", 250_000],
    ]);
  });
});

describe("priceQuote refusals", () => {
  it("refuses an empty quote", () => {
    expect(price([])).toEqual({ ok: false, errors: [{ field: "items", message: "Your quote has no items" }] });
  });

  it("names an item that is not in the catalogue by its index", () => {
    expect(
      price([
        { type: "product", id: "powered-speaker-12-premium", quantity: 1 },
        { type: "bundle", id: "powered-speaker-12-premium", quantity: 1 },
        { type: "product", id: "gramophone", quantity: 1 },
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { field: "items[1].id", message: "This item is no longer in our catalogue" },
        { field: "items[2].id", message: "This item is no longer in our catalogue" },
      ],
    });
  });

  it("refuses quantities that are not whole numbers from 1 to 999", () => {
    for (const quantity of [0, -1, 1.5, 1000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(price([{ type: "product", id: "cable-ramp", quantity }]), String(quantity)).toEqual({
        ok: false,
        errors: [{ field: "items[0].quantity", message: "Quantity must be a whole number from 1 to 999" }],
      });
    }
    expect(price([{ type: "product", id: "cable-ramp", quantity: 999 }])).toMatchObject({ ok: true, totalItems: 999 });
  });

  it("refuses merged lines that add up to more than 999", () => {
    expect(
      price([
        { type: "product", id: "cable-ramp", quantity: 500 },
        { type: "product", id: "cable-ramp", quantity: 500 },
      ]),
    ).toEqual({ ok: false, errors: [{ field: "items[0].quantity", message: QUOTE_PRICING_MESSAGES.quantity }] });
  });
});

describe("readRequestedItems", () => {
  it("names entries of the wrong shape", () => {
    expect(readRequestedItems(undefined)).toEqual({
      ok: false,
      errors: [{ field: "items", message: "Your quote has no items" }],
    });
    expect(readRequestedItems("speakers")).toMatchObject({ ok: false, errors: [{ field: "items" }] });
    expect(readRequestedItems([null, { type: "gift", id: "x", quantity: 1 }])).toEqual({
      ok: false,
      errors: [
        { field: "items[0]", message: QUOTE_PRICING_MESSAGES.notAnItem },
        { field: "items[1].type", message: QUOTE_PRICING_MESSAGES.type },
      ],
    });
  });

  it("turns a quantity that is not a number into one priceQuote refuses", () => {
    const read = readRequestedItems([{ type: "product", id: "cable-ramp", quantity: "2" }]);
    if (!read.ok) throw new Error("expected items");
    expect(price(read.items)).toEqual({
      ok: false,
      errors: [{ field: "items[0].quantity", message: QUOTE_PRICING_MESSAGES.quantity }],
    });
  });

  it("refuses more than 200 lines", () => {
    const many = Array.from({ length: 201 }, () => ({ type: "product", id: "cable-ramp", quantity: 1 }));
    expect(readRequestedItems(many)).toEqual({
      ok: false,
      errors: [{ field: "items", message: "A quote can hold at most 200 lines" }],
    });
  });
});
