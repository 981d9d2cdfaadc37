// @vitest-environment jsdom
// The header's quote count: nothing in the server's HTML (the server knows no
// quote), nothing for an empty quote, the number of items once there are
// some, following every change; read out as words inside the Request Quote link.
import { act, cleanup, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hydrateIsland, unmountIslands } from "#app/ui/island-page.test-support.tsx";
import QuoteCount, { QuoteCountIsland } from "#app/features/quotes/builder/quote-count.island.tsx";
import { quoteActions, resetQuoteStoreForTests } from "#app/features/quotes/builder/quote-store.ts";
import { products } from "#app/features/catalogue/content/priced-catalogue.test-support.ts";

const speaker = products.find((product) => product.id === "powered-speaker-12-premium")!;

function storeSpeakers(quantity: number) {
  localStorage.setItem(
    "quoteItems",
    JSON.stringify([
      {
        id: speaker.id,
        name: speaker.name,
        type: "product",
        quantity,
        price: 375,
        originalItem: speaker,
        hourlyRate: false,
      },
    ]),
  );
}

beforeEach(() => {
  localStorage.clear();
  resetQuoteStoreForTests();
  toast.dismiss();
});
afterEach(() => {
  unmountIslands();
  cleanup();
});

describe("header quote count", () => {
  it("renders nothing on the server, in a wrapper that may sit inside a link", async () => {
    storeSpeakers(3);
    const { serverHtml } = await hydrateIsland(QuoteCountIsland, QuoteCount, {});
    const page = document.createElement("div");
    page.innerHTML = serverHtml;
    const island = page.firstElementChild as HTMLElement;
    expect(island.tagName).toBe("SPAN");
    expect(island.dataset.island).toBe("quote-count");
    expect(island.dataset.hydrate).toBe("stored-quote");
    expect(island.textContent).toBe("");
  });

  it("shows no badge for an empty quote (0 items)", async () => {
    const { wrapper } = await hydrateIsland(QuoteCountIsland, QuoteCount, {});
    expect(wrapper.textContent).toBe("");
  });

  it("shows the stored count, read out as words, and follows every change", async () => {
    storeSpeakers(3);
    const { wrapper } = await hydrateIsland(QuoteCountIsland, QuoteCount, {});
    expect(within(wrapper).getByText("3", { selector: "[aria-hidden=true]" })).toBeTruthy();
    expect(within(wrapper).getByText("3 items").className).toContain("sr-only");
    expect(wrapper.querySelector("[aria-label]")).toBeNull();

    act(() => quoteActions.setQuantity(speaker.id, 1));
    expect(within(wrapper).getByText("1 item")).toBeTruthy();
    act(() => quoteActions.clear());
    expect(wrapper.textContent).toBe("");
  });

  it("gives the Request Quote link the count in its accessible name", async () => {
    storeSpeakers(2);
    // As SiteHeader renders it: the island inside the header's Request Quote link.
    await hydrateIsland(QuoteCountIsland, QuoteCount, {}, (island) => (
      <a href="/quote-request" className="relative">
        Request Quote {island}
      </a>
    ));
    expect(screen.getByRole("link", { name: "Request Quote 2 items" })).toBeTruthy();
  });
});
