import { describe, expect, it } from "vitest";
import {
  BASKET_MESSAGES,
  type BasketLine,
  addToBasket,
  basketItemCount,
  parseBasketLines,
  removeFromBasket,
  serializeBasketLines,
  setBasketLine,
} from "#app/features/quotes/basket/quote-basket.ts";

const speaker = { type: "product", id: "jbl-eon" } as const;
const engineer = { type: "personnel", id: "sound-engineer" } as const;

function lines(count: number): BasketLine[] {
  return Array.from({ length: count }, (_, index) => ({ type: "product", id: `item-${index}`, quantity: 1 }));
}

describe("the quote basket", () => {
  it("adds a new line with one unit, and one more of a line it holds", () => {
    const first = addToBasket([], speaker);
    expect(first).toEqual({ ok: true, lines: [{ ...speaker, quantity: 1 }] });
    const second = addToBasket(first.ok ? first.lines : [], speaker);
    expect(second).toEqual({ ok: true, lines: [{ ...speaker, quantity: 2 }] });
  });

  it("keeps the hours of a line charged by the hour", () => {
    expect(addToBasket([], { ...engineer, hours: 5 })).toEqual({
      ok: true,
      lines: [{ ...engineer, quantity: 1, hours: 5 }],
    });
  });

  it("holds at most 200 lines, as the quote request does", () => {
    expect(addToBasket(lines(199), speaker).ok).toBe(true);
    expect(addToBasket(lines(200), speaker)).toEqual({ ok: false, message: BASKET_MESSAGES.full });
    // One more of a line already held is still allowed at the cap.
    expect(addToBasket(lines(200), { type: "product", id: "item-3" }).ok).toBe(true);
  });

  it("never goes past 999 of a line", () => {
    const full = [{ ...speaker, quantity: 999 }];
    expect(addToBasket(full, speaker)).toEqual({ ok: true, lines: full });
    expect(setBasketLine([{ ...speaker, quantity: 2 }], speaker, { quantity: 5000 })).toEqual(full);
  });

  it("sets a quantity as a whole number, and removes the line below one", () => {
    const basket = [{ ...speaker, quantity: 2 }];
    expect(setBasketLine(basket, speaker, { quantity: 4.7 })).toEqual([{ ...speaker, quantity: 4 }]);
    expect(setBasketLine(basket, speaker, { quantity: 0 })).toEqual([]);
    expect(setBasketLine(basket, speaker, { quantity: Number.NaN })).toEqual(basket);
  });

  it("sets hours from 1 to 24 on a line charged by the hour only", () => {
    const basket: BasketLine[] = [
      { ...engineer, quantity: 1, hours: 5 },
      { ...speaker, quantity: 1 },
    ];
    expect(setBasketLine(basket, engineer, { quantity: 2, hours: 40 })[0]).toEqual({
      ...engineer,
      quantity: 2,
      hours: 24,
    });
    expect(setBasketLine(basket, speaker, { quantity: 1, hours: 3 })[1]).toEqual({ ...speaker, quantity: 1 });
  });

  it("removes a line", () => {
    expect(removeFromBasket([{ ...speaker, quantity: 3 }], speaker)).toEqual([]);
  });

  it("reads back what it stored, dropping lines the caps refuse", () => {
    const basket: BasketLine[] = [
      { ...speaker, quantity: 3 },
      { ...engineer, quantity: 1, hours: 6 },
    ];
    expect(parseBasketLines(serializeBasketLines(basket))).toEqual(basket);
    expect(
      parseBasketLines(
        JSON.stringify([
          { type: "product", id: "a", quantity: 1000 },
          { type: "tent", id: "b", quantity: 1 },
          { type: "personnel", id: "c", quantity: 1, hours: 25 },
          { type: "bundle", id: "d", quantity: 2 },
        ]),
      ),
    ).toEqual([{ type: "bundle", id: "d", quantity: 2 }]);
    expect(parseBasketLines("not json")).toEqual([]);
    expect(parseBasketLines(JSON.stringify(lines(250)))).toHaveLength(200);
  });

  it("counts units, not lines", () => {
    expect(
      basketItemCount([
        { ...speaker, quantity: 3 },
        { ...engineer, quantity: 2, hours: 4 },
      ]),
    ).toBe(5);
  });
});
