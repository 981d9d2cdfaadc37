// @vitest-environment jsdom
// The quote drawer and the Add to Quote buttons in a browser-like DOM: the
// markup is the components' server-rendered HTML, as on a catalogue page; the
// quote comes from local storage.
import { fireEvent, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readAddToQuotePayload, setUpAddToQuote } from "./add-to-quote";
import { setUpQuoteDrawer } from "./quote-drawer";
import { quoteActions, resetQuoteStoreForTests } from "./quote-store";
import { AddToQuoteButton } from "~/components/catalogue/add-to-quote-button";
import { QuoteDrawer } from "~/components/quote/quote-drawer";
import type { AddOn, Personnel, Product } from "~/content/schemas";

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

const stops: (() => void)[] = [];

function renderPage(extra: React.ReactNode = null) {
  const Stub = createRoutesStub([
    {
      path: "/catalogue/product/:slug",
      Component: () => (
        <>
          <AddToQuoteButton kind="product" record={speaker} />
          {extra}
          <QuoteDrawer />
        </>
      ),
    },
  ]);
  document.body.innerHTML = renderToString(<Stub initialEntries={["/catalogue/product/powered-speaker-12-premium"]} />);
  stops.push(setUpQuoteDrawer(), setUpAddToQuote());
  const drawer = document.querySelector<HTMLDialogElement>("#quote-drawer");
  if (!drawer) throw new Error("no drawer rendered");
  // Opening it is the shell script's; here it is simply open, so its content is in the accessibility tree.
  drawer.setAttribute("open", "");
  return { drawer, count: document.querySelector<HTMLElement>("[data-quote-count]") };
}

beforeEach(() => {
  localStorage.clear();
  resetQuoteStoreForTests();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("Add to Quote", () => {
  it("keeps the accessible name and adds the item the button carries, with the spec's toasts", async () => {
    renderPage();
    const button = screen.getByRole("button", { name: "Add to Quote: Premium 12-Inch Powered Speaker" });
    fireEvent.click(button);
    expect(await screen.findByText("Item Added")).toBeTruthy();
    // A click on the icon inside the button counts too.
    fireEvent.click(button.querySelector("svg") as Element);
    expect(await screen.findByText("Item Updated")).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem("quoteItems") ?? "[]");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: speaker.id, name: speaker.name, type: "product", quantity: 2, price: 375 });
  });

  it("refuses a button whose data is not an item, with a console error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderPage();
    const button = screen.getByRole("button", { name: /^Add to Quote/ });
    button.dataset.addToQuote = JSON.stringify({ kind: "spaceship", record: { id: "x", name: "X" } });
    expect(readAddToQuotePayload(button)).toBeNull();
    fireEvent.click(button);
    expect(localStorage.getItem("quoteItems")).toBeNull();
    expect(error).toHaveBeenCalled();
    button.dataset.addToQuote = "{broken";
    expect(readAddToQuotePayload(button)).toBeNull();
  });
});

describe("quote drawer", () => {
  it("starts as the server rendered it: 0 items and the empty state", () => {
    const { drawer, count } = renderPage();
    expect(count?.textContent).toBe("0");
    expect(count?.getAttribute("aria-label")).toBe("0 items");
    expect(within(drawer).getByText("Your quote is empty")).toBeTruthy();
    expect(drawer.querySelector<HTMLElement>("[data-quote-lines]")?.hidden).toBe(true);
    expect(drawer.querySelector<HTMLElement>("[data-quote-clear]")?.hidden).toBe(true);
  });

  it("draws the stored quote: count, lines with labelled controls, 'Request Quote' while prices are hidden", () => {
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
    const { drawer, count } = renderPage();
    expect(count?.textContent).toBe("2");
    expect(count?.getAttribute("aria-label")).toBe("2 items");
    const line = drawer.querySelector<HTMLElement>('[data-quote-line="powered-speaker-12-premium"]');
    expect(line?.querySelector("[data-line-name]")?.textContent).toBe(speaker.name);
    expect(line?.querySelector("[data-quantity]")?.textContent).toBe("2");
    expect(line?.textContent).toContain("Request Quote");
    expect(within(drawer).getByRole("group", { name: `Quantity of ${speaker.name}` })).toBeTruthy();
    expect(drawer.querySelector("[data-total-items]")?.textContent).toBe("2");
    expect(drawer.querySelector<HTMLElement>("[data-total-price-row]")?.hidden).toBe(true);
    expect(drawer.querySelector<HTMLElement>("[data-quote-empty]")?.hidden).toBe(true);
  });

  it("changes quantities in place, keeping the focused button, and removes a line below 1", async () => {
    const { drawer } = renderPage();
    quoteActions.add("product", speaker);
    const increase = within(drawer).getByRole("button", { name: `Increase quantity of ${speaker.name}` });
    increase.focus();
    fireEvent.click(increase);
    expect(await screen.findByText("Quantity Updated")).toBeTruthy();
    expect(drawer.querySelector("[data-quantity]")?.textContent).toBe("2");
    expect(document.activeElement).toBe(increase);
    expect(drawer.querySelector("[data-total-items]")?.textContent).toBe("2");

    const decrease = within(drawer).getByRole("button", { name: `Decrease quantity of ${speaker.name}` });
    fireEvent.click(decrease);
    fireEvent.click(decrease);
    expect(await screen.findByText("Item Removed")).toBeTruthy();
    expect(drawer.querySelectorAll("[data-quote-line]")).toHaveLength(0);
    expect(within(drawer).getByText("Your quote is empty")).toBeTruthy();
    expect(document.querySelector("[data-quote-count]")?.textContent).toBe("0");
  });

  it("removes a line, then clears the quote with the spec's toasts", async () => {
    const engineer = {
      id: "sound-engineer",
      name: "On-Site Sound Engineer",
      description: "Runs the mix.",
      image: "personnel-sound-engineer",
      costPrice: 4000,
      hourlyRate: true,
    } as Personnel;
    const { drawer } = renderPage();
    quoteActions.add("product", speaker);
    quoteActions.add("personnel", engineer);
    expect(drawer.querySelectorAll("[data-quote-line]")).toHaveLength(2);
    const engineerLine = drawer.querySelector<HTMLElement>('[data-quote-line="sound-engineer"]');
    expect(engineerLine?.querySelector<HTMLElement>("[data-line-hourly]")?.hidden).toBe(false);

    fireEvent.click(within(drawer).getByRole("button", { name: `Remove ${speaker.name}` }));
    expect(await screen.findByText("Item Removed")).toBeTruthy();
    expect(drawer.querySelectorAll("[data-quote-line]")).toHaveLength(1);

    const clear = within(drawer).getByRole("button", { name: "Clear quote" });
    fireEvent.click(clear);
    expect(await screen.findByText("Quote Cleared")).toBeTruthy();
    expect(clear.hidden).toBe(true);
    expect(localStorage.getItem("quoteItems")).toBe("[]");
  });

  it("shows prices, discounts and the total once prices are on", () => {
    const addOn = {
      id: "extra-wireless-mic",
      name: "Extra Wireless Microphone",
      description: "One more handheld.",
      image: "addon-wireless-mic",
      costPrice: 3000,
      discountPercentage: 0.1,
    } as AddOn;
    const { drawer } = renderPage();
    quoteActions.add("add-on", addOn);
    quoteActions.setShowPrices(true);
    const line = drawer.querySelector<HTMLElement>('[data-quote-line="extra-wireless-mic"]');
    expect(line?.querySelector("[data-line-price]")?.textContent).toMatch(/^R[\d,]+\.\d\d$/);
    expect(line?.querySelector<HTMLElement>("[data-line-discount]")?.hidden).toBe(false);
    expect(drawer.querySelector<HTMLElement>("[data-total-price-row]")?.hidden).toBe(false);
    expect(drawer.querySelector("[data-total-price]")?.textContent).toMatch(/^R[\d,]+\.\d\d$/);
  });
});
