// @vitest-environment jsdom
// The visitor's quote shared by every island: restored from and saved to
// local storage under the spec's keys, totals, quote numbers, the spec's
// toasts (through sonner), the hook's server snapshot, and other tabs.
import { act, cleanup, renderHook, screen, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { toast } from "sonner";
import { mountPageToaster, unmountIslands } from "#app/ui/island-page.test-support.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint } from "#app/platform/islands/scheduling.ts";
import {
  getQuote,
  quoteActions,
  resetQuoteStoreForTests,
  subscribeToQuote,
  useQuote,
} from "#app/features/quotes/builder/quote-store.ts";
import { products as sourceProducts } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { addOns, personnel, products } from "#app/features/catalogue/content/priced-catalogue.test-support.ts";

const speaker = products.find((product) => product.id === "powered-speaker-12-premium")!;
const engineer = personnel.find((person) => person.id === "sound-engineer")!;
const micUpgrade = addOns.find((addOn) => addOn.id === "wireless-mic-upgrade")!;

const storedSpeakers = [
  {
    id: speaker.id,
    name: speaker.name,
    type: "product",
    quantity: 2,
    price: 375,
    originalItem: speaker,
    hourlyRate: false,
  },
];

async function renderToaster() {
  await mountPageToaster();
}

beforeEach(async () => {
  localStorage.clear();
  resetQuoteStoreForTests();
  // A change's toast follows the paint that shows it: let the last test's arrive before dismissing it.
  // (After that paint the toaster may still be loading: give it a moment.)
  await new Promise<void>((resolve) => afterNextPaint(() => setTimeout(resolve, 100)));
  // Sonner keeps its toasts between tests and shows a new Toaster the ones still open.
  toast.dismiss();
  await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).toBeNull());
});
afterEach(() => {
  unmountIslands();
  cleanup();
  vi.restoreAllMocks();
});

describe("quote store", () => {
  it("restores items and showPrices from local storage and saves changes", () => {
    localStorage.setItem("quoteItems", JSON.stringify(storedSpeakers));
    localStorage.setItem("showPrices", "true");
    expect(getQuote().loaded).toBe(true);
    expect(getQuote().totalItems).toBe(2);
    expect(getQuote().totalPrice).toBe(750);
    expect(getQuote().showPrices).toBe(true);
    expect(getQuote().quoteNumber).toMatch(/^Q-\d{6}-[A-Z2-9]{4}$/);

    act(() => quoteActions.add("product", speaker));
    expect(getQuote().totalItems).toBe(3);
    expect(JSON.parse(localStorage.getItem("quoteItems") ?? "[]")[0].quantity).toBe(3);
    expect(localStorage.getItem("showPrices")).toBe("true");
  });

  it("keeps prices off until they are turned on, and stores the switch as the text true or false", () => {
    expect(getQuote().showPrices).toBe(false);
    quoteActions.setShowPrices(true);
    expect(getQuote().showPrices).toBe(true);
    expect(localStorage.getItem("showPrices")).toBe("true");
    quoteActions.setShowPrices(false);
    expect(localStorage.getItem("showPrices")).toBe("false");
  });

  it("totals hourly and discounted lines by the spec's rules", () => {
    quoteActions.add("personnel", engineer);
    quoteActions.add("add-on", micUpgrade);
    quoteActions.setQuantity(micUpgrade.id, 2);
    const quote = getQuote();
    expect(quote.items.map((item) => [item.id, item.quantity, item.hourlyRate, item.hours])).toEqual([
      ["sound-engineer", 1, true, 4],
      ["wireless-mic-upgrade", 2, false, undefined],
    ]);
    // R2500 an hour for the engineer, one person for 4 hours to start with; the add-on at 5% of R4400 (R220),
    // twice, less its 5% discount.
    expect(quote.totalItems).toBe(3);
    expect(quote.totalPrice).toBe(2500 * 4 + 440 - 22);
    expect(quote.totalDiscount).toBe(22);
  });

  it("books hourly personnel as people × hours, and keeps the hours with the quote", () => {
    quoteActions.add("personnel", engineer);
    quoteActions.setQuantity(engineer.id, 2);
    quoteActions.setHours(engineer.id, 5);
    expect(getQuote().totalPrice).toBe(2 * 5 * 2500);
    expect(JSON.parse(localStorage.getItem("quoteItems") ?? "[]")).toMatchObject([{ quantity: 2, hours: 5 }]);
    // Hours outside 1 to 24, or on a line not charged by the hour, change nothing.
    quoteActions.setHours(engineer.id, 30);
    expect(getQuote().items[0]?.hours).toBe(5);
  });

  it("reads an hourly line kept before people × hours as one person for its quantity in hours", () => {
    localStorage.setItem(
      "quoteItems",
      JSON.stringify([
        {
          id: engineer.id,
          name: engineer.name,
          type: "personnel",
          quantity: 6,
          price: 2500,
          originalItem: engineer,
          hourlyRate: true,
        },
      ]),
    );
    expect(getQuote().items[0]).toMatchObject({ quantity: 1, hours: 6 });
    expect(getQuote().totalPrice).toBe(6 * 2500);
  });

  it("loads a returning visitor's quote kept with cost prices, and saves it again without them (issue 21)", () => {
    const source = sourceProducts.find((product) => product.id === speaker.id)!;
    // Before issue 21 each line kept the whole source record, cost price and all.
    localStorage.setItem("quoteItems", JSON.stringify([{ ...storedSpeakers[0], originalItem: source }]));
    expect(localStorage.getItem("quoteItems")).toContain('"costPrice":7500');
    expect(getQuote().totalItems).toBe(2);
    expect(getQuote().totalPrice).toBe(750);
    expect(getQuote().items[0]?.originalItem).not.toHaveProperty("costPrice");
    expect(localStorage.getItem("quoteItems")).not.toContain("costPrice");
    act(() => quoteActions.add("product", speaker));
    expect(localStorage.getItem("quoteItems")).not.toContain("costPrice");
    expect(getQuote().totalItems).toBe(3);
  });

  it("ignores unreadable stored items with a console error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("quoteItems", "{not json");
    expect(getQuote().items).toEqual([]);
    expect(error.mock.calls.some((call) => String(call[0]).includes("Stored quote items could not be read"))).toBe(
      true,
    );
  });

  it("tells subscribers after every change, until they unsubscribe", () => {
    const seen: number[] = [];
    const unsubscribe = subscribeToQuote(() => seen.push(getQuote().totalItems));
    quoteActions.add("product", speaker);
    quoteActions.add("product", speaker);
    unsubscribe();
    quoteActions.add("product", speaker);
    expect(seen).toEqual([1, 2]);
  });

  it("toasts the spec's messages for each change", async () => {
    await renderToaster();
    act(() => quoteActions.add("product", speaker));
    expect(await screen.findByText("Item Added")).toBeTruthy();
    act(() => quoteActions.add("product", speaker));
    expect(await screen.findByText("Item Updated")).toBeTruthy();
    act(() => quoteActions.setQuantity(speaker.id, 5));
    expect(await screen.findByText("Quantity Updated")).toBeTruthy();
    expect(getQuote().totalItems).toBe(5);
    act(() => quoteActions.remove(speaker.id));
    expect(await screen.findByText("Item Removed")).toBeTruthy();
    act(() => {
      quoteActions.add("product", speaker);
      quoteActions.clear();
    });
    expect(await screen.findByText("Quote Cleared")).toBeTruthy();
  });

  it("removes an item whose quantity goes below 1", async () => {
    await renderToaster();
    act(() => quoteActions.add("product", speaker));
    act(() => quoteActions.setQuantity(speaker.id, 0));
    expect(getQuote().items).toEqual([]);
    expect(await screen.findByText("Item Removed")).toBeTruthy();
  });

  it("adds several entries at once with one 'Item Added' toast", async () => {
    await renderToaster();
    act(() =>
      quoteActions.addMany([
        { kind: "product", record: speaker },
        { kind: "personnel", record: engineer },
        { kind: "product", record: speaker },
      ]),
    );
    expect(getQuote().items.map((item) => [item.id, item.quantity])).toEqual([
      [speaker.id, 2],
      [engineer.id, 1],
    ]);
    expect(await screen.findAllByText("Item Added")).toHaveLength(1);
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
    await renderToaster();
    act(() => quoteActions.add("product", speaker));
    await screen.findByText("Item Added");
    act(() => quoteActions.reset());
    expect(getQuote().items).toEqual([]);
    expect(localStorage.getItem("quoteItems")).toBe("[]");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText("Quote Cleared")).toBeNull();
  });
});

describe("useQuote", () => {
  it("renders the empty, not yet loaded quote on the server, whatever is stored", () => {
    localStorage.setItem("quoteItems", JSON.stringify(storedSpeakers));
    function Probe() {
      const quote = useQuote();
      return `${quote.loaded}:${quote.totalItems}`;
    }
    expect(renderToString(createElement(Probe))).toBe("false:0");
  });

  it("gives the stored quote in the browser and re-renders on every change", () => {
    localStorage.setItem("quoteItems", JSON.stringify(storedSpeakers));
    const { result } = renderHook(() => useQuote());
    expect(result.current.loaded).toBe(true);
    expect(result.current.totalItems).toBe(2);
    act(() => quoteActions.add("personnel", engineer));
    expect(result.current.totalItems).toBe(3);
    expect(result.current.items.map((item) => item.id)).toEqual([speaker.id, engineer.id]);
  });

  it("follows a change another tab makes, keeping this page's quote number", () => {
    const { result } = renderHook(() => useQuote());
    const quoteNumber = result.current.quoteNumber;
    expect(result.current.totalItems).toBe(0);
    localStorage.setItem("quoteItems", JSON.stringify(storedSpeakers));
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "quoteItems" }));
    });
    expect(result.current.totalItems).toBe(2);
    expect(result.current.quoteNumber).toBe(quoteNumber);
  });
});
