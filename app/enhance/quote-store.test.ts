// @vitest-environment jsdom
// The visitor's quote without React (what QuoteProvider did): restored from and
// saved to local storage under the spec's keys, totals, quote numbers and the
// spec's toasts.
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type QuoteSnapshot, getQuote, quoteActions, resetQuoteStoreForTests, subscribeToQuote } from "./quote-store";
import type { Product } from "~/content/schemas";

const speaker: Product = {
  id: "powered-speaker-12-premium",
  name: "Premium 12-Inch Powered Speaker",
  description: "A compact two-way speaker voiced for speech.",
  image: "product-powered-speaker-12-premium",
  categories: ["speakers", "powered-speakers"],
  type: "Powered Speaker",
  capacity: 50,
  costPrice: 7500,
  keyFeatures: ["12-inch woofer", "1-inch compression driver", "Class-D amplifier", "Pole mount"],
};

beforeEach(() => {
  localStorage.clear();
  resetQuoteStoreForTests();
});
afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("quote store", () => {
  it("restores items and showPrices from local storage and saves changes", () => {
    localStorage.setItem(
      "quoteItems",
      JSON.stringify([
        {
          id: speaker.id,
          name: speaker.name,
          type: "product",
          quantity: 2,
          price: 375,
          originalItem: speaker,
          hourlyRate: false,
        },
      ]),
    );
    localStorage.setItem("showPrices", "true");
    expect(getQuote().totalItems).toBe(2);
    expect(getQuote().totalPrice).toBe(750);
    expect(getQuote().quoteNumber).toMatch(/^Q-\d{6}-[A-Z2-9]{4}$/);

    quoteActions.add("product", speaker);
    expect(getQuote().totalItems).toBe(3);
    expect(JSON.parse(localStorage.getItem("quoteItems") ?? "[]")[0].quantity).toBe(3);
    expect(localStorage.getItem("showPrices")).toBe("true");
  });

  it("ignores unreadable stored items with a console error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("quoteItems", "{not json");
    expect(getQuote().items).toEqual([]);
    expect(error.mock.calls.some((call) => String(call[0]).includes("Stored quote items could not be read"))).toBe(
      true,
    );
  });

  it("tells subscribers at once and after every change, until they unsubscribe", () => {
    const seen: QuoteSnapshot[] = [];
    const unsubscribe = subscribeToQuote((quote) => seen.push(quote));
    quoteActions.add("product", speaker);
    unsubscribe();
    quoteActions.add("product", speaker);
    expect(seen.map((quote) => quote.totalItems)).toEqual([0, 1]);
  });

  it("toasts the spec's messages for each change", async () => {
    quoteActions.add("product", speaker);
    expect(await screen.findByText("Item Added")).toBeTruthy();
    quoteActions.add("product", speaker);
    expect(await screen.findByText("Item Updated")).toBeTruthy();
    quoteActions.setQuantity(speaker.id, 5);
    expect(await screen.findByText("Quantity Updated")).toBeTruthy();
    expect(getQuote().totalItems).toBe(5);
    quoteActions.remove(speaker.id);
    expect(await screen.findByText("Item Removed")).toBeTruthy();
    quoteActions.add("product", speaker);
    quoteActions.clear();
    expect(await screen.findByText("Quote Cleared")).toBeTruthy();
  });

  it("issues a new quote number when cleared", () => {
    quoteActions.add("product", speaker);
    const before = getQuote().quoteNumber;
    // Quote numbers carry four random characters; make the next one differ.
    const random = vi.spyOn(Math, "random").mockReturnValue(0.999);
    quoteActions.clear();
    random.mockRestore();
    expect(getQuote().totalItems).toBe(0);
    expect(getQuote().quoteNumber).not.toBe(before);
    expect(localStorage.getItem("quoteItems")).toBe("[]");
  });

  it("empties the quote after sending without the Quote Cleared toast", async () => {
    quoteActions.add("product", speaker);
    await screen.findByText("Item Added");
    quoteActions.reset();
    expect(getQuote().items).toEqual([]);
    expect(localStorage.getItem("quoteItems")).toBe("[]");
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.queryByText("Quote Cleared")).toBeNull();
  });
});
