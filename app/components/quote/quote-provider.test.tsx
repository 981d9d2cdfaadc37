// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QuoteProvider, useQuote } from "./quote-provider";
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

function Probe() {
  const quote = useQuote();
  return (
    <div>
      <span data-testid="count">{quote.totalItems}</span>
      <span data-testid="total">{quote.totalPrice}</span>
      <span data-testid="number">{quote.quoteNumber}</span>
      <button type="button" onClick={() => quote.add("product", speaker)}>
        add
      </button>
      <button type="button" onClick={() => quote.clear()}>
        clear
      </button>
    </div>
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("QuoteProvider", () => {
  it("refuses to be used outside its provider with the spec's error", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow("useQuote must be used within a QuoteProvider");
    spy.mockRestore();
  });

  it("restores items and showPrices from local storage and saves changes", async () => {
    localStorage.setItem(
      "quoteItems",
      JSON.stringify([{ id: speaker.id, name: speaker.name, type: "product", quantity: 2, price: 375, originalItem: speaker, hourlyRate: false }]),
    );
    localStorage.setItem("showPrices", "true");
    render(
      <QuoteProvider>
        <Probe />
      </QuoteProvider>,
    );
    expect(await screen.findByText("2")).toBeTruthy();
    expect(screen.getByTestId("total").textContent).toBe("750");
    expect(screen.getByTestId("number").textContent).toMatch(/^Q-\d{6}-[A-Z2-9]{4}$/);

    await act(async () => screen.getByText("add").click());
    expect(screen.getByTestId("count").textContent).toBe("3");
    expect(JSON.parse(localStorage.getItem("quoteItems") ?? "[]")[0].quantity).toBe(3);
    expect(localStorage.getItem("showPrices")).toBe("true");
  });

  it("issues a new quote number when cleared", async () => {
    render(
      <QuoteProvider>
        <Probe />
      </QuoteProvider>,
    );
    await act(async () => screen.getByText("add").click());
    const before = screen.getByTestId("number").textContent;
    // Quote numbers carry four random characters; make the next one differ.
    const random = vi.spyOn(Math, "random").mockReturnValue(0.999);
    await act(async () => screen.getByText("clear").click());
    random.mockRestore();
    expect(screen.getByTestId("count").textContent).toBe("0");
    expect(screen.getByTestId("number").textContent).not.toBe(before);
    expect(localStorage.getItem("quoteItems")).toBe("[]");
  });
});
