// @vitest-environment jsdom
// Search on the catalogue list pages as an island: the server's view for the
// URL, hydrated as on the page; results that follow the search box once
// typing pauses, the query kept in the URL, the count announced politely and
// focus left in the search box. Each section keeps its own rules.
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BACK_TO_CATALOGUE } from "#app/features/catalogue/back-link.tsx";
import {
  addOns,
  personnel,
  productsInCategory,
  promotions,
} from "#app/features/catalogue/content/priced-catalogue.test-support.ts";
import CatalogueSection, {
  type CatalogueSectionProps,
  CatalogueSectionIsland,
} from "#app/features/catalogue/catalogue-section.island.tsx";
import { hydrateIsland, unmountIslands } from "#app/ui/island-page.test-support.tsx";
import { TYPING_DELAY_MS } from "#app/features/catalogue/live-search.ts";
import { getQuote, resetQuoteStoreForTests } from "#app/features/quotes/builder/quote-store.ts";

const siteUrl = "https://www.sandtonsoundhire.co.za";

function personnelProps(query = ""): CatalogueSectionProps {
  return {
    kind: "personnel",
    items: personnel,
    query,
    siteUrl,
    path: "/catalogue/personnel",
    searchLabel: "Search event personnel...",
    searchPlaceholder: "Search event personnel...",
    back: BACK_TO_CATALOGUE,
    headingId: "items-heading",
    listHeading: "All Event Personnel",
  };
}

function categoryProps(query = ""): CatalogueSectionProps {
  return {
    kind: "product",
    items: productsInCategory("microphones"),
    query,
    siteUrl,
    path: "/catalogue/products/microphones",
    searchLabel: "Search microphones",
    searchPlaceholder: "Search microphones...",
    back: { href: "/catalogue/products", label: "All product categories" },
    headingId: "products-heading",
    listHeading: "Microphones to hire",
  };
}

async function renderSection(path: string, props: CatalogueSectionProps) {
  history.replaceState(null, "", path);
  await hydrateIsland(CatalogueSectionIsland, CatalogueSection, props);
  return screen.getByRole<HTMLInputElement>("searchbox");
}

const cards = () =>
  [...document.querySelectorAll("[data-item-card]")].map((card) => card.getAttribute("data-item-card"));
/** The live region: the results heading and the count under it. */
const status = () => document.querySelector("#items-heading, #products-heading")?.parentElement as HTMLElement;

async function type(box: HTMLInputElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  await act(() => new Promise((resolve) => setTimeout(resolve, TYPING_DELAY_MS + 50)));
}

beforeAll(() => {
  // Radix measures the Share popover and its button; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  localStorage.clear();
  resetQuoteStoreForTests();
});
afterEach(() => {
  unmountIslands();
  cleanup();
  document.body.replaceChildren();
});

describe("catalogue list search island", () => {
  it("is rendered by the server as a GET form with the whole list, to hydrate at once", () => {
    document.body.innerHTML = renderToString(<CatalogueSectionIsland {...personnelProps()} />);
    const wrapper = document.querySelector<HTMLElement>("[data-island=catalogue-section]");
    expect(wrapper?.dataset.hydrate).toBe("load");
    const form = screen.getByRole("search");
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/catalogue/personnel");
    expect(screen.getByLabelText("Search event personnel...").getAttribute("name")).toBe("q");
    expect(screen.getByRole("heading", { name: "All Event Personnel" }).className).toContain("sr-only");
    expect(cards()).toEqual(personnel.map((person) => person.id));
    expect(screen.getByRole("link", { name: "Back to Catalogue" }).getAttribute("href")).toBe("/catalogue");
    // The cards' Share buttons are part of this island, not islands of their own.
    expect(document.querySelectorAll("[data-island]")).toHaveLength(1);
    expect(screen.getAllByRole("button", { name: /^Share: / })).toHaveLength(personnel.length);
  });

  it("holds the cards' Add to Quote and Share as part of itself, live once it is hydrated", async () => {
    await renderSection("/catalogue/personnel", personnelProps());
    expect(document.querySelectorAll("[data-island]")).toHaveLength(1);
    const add = screen.getByRole<HTMLButtonElement>("button", { name: "Add to Quote: On-Site Sound Engineer" });
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    // Stored once the tap's frame is painted.
    await waitFor(() => expect(getQuote().items.map((item) => item.id)).toEqual(["sound-engineer"]));
    // Share is the browser's own popover: its button names it; Copy link is live with the island.
    const share = screen.getByRole("button", { name: "Share: On-Site Sound Engineer" });
    const popover = document.getElementById(share.getAttribute("popovertarget") ?? "");
    expect(popover?.getAttribute("aria-label")).toBe("Share On-Site Sound Engineer");
    expect(popover?.querySelector<HTMLButtonElement>("button")?.disabled).toBe(false);
  });

  it("renders the results for the URL's query on the server", () => {
    document.body.innerHTML = renderToString(<CatalogueSectionIsland {...personnelProps("technician")} />);
    expect(screen.getByRole("heading", { name: "Search Results" })).toBeTruthy();
    expect(screen.getByText('2 results found for "technician"')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("technician");
  });

  it("searches once typing pauses, keeps the query in the URL, the live region in place and focus in the box", async () => {
    const box = await renderSection("/catalogue/personnel", personnelProps());
    const region = status();
    expect(region.getAttribute("aria-live")).toBe("polite");
    box.focus();
    fireEvent.change(box, { target: { value: "tech" } });
    fireEvent.change(box, { target: { value: "technician" } });
    // Not before the pause.
    expect(screen.queryByText(/results found/)).toBeNull();
    expect(location.search).toBe("");
    await waitFor(() => expect(screen.getByText('2 results found for "technician"')).toBeTruthy());
    expect(screen.getByRole("heading", { name: "Search Results" })).toBeTruthy();
    expect(status()).toBe(region);
    expect(region.textContent).toContain('2 results found for "technician"');
    expect(location.pathname + location.search).toBe("/catalogue/personnel?q=technician");
    expect(document.activeElement).toBe(box);
    expect(cards()).toHaveLength(2);
  });

  it("applies the search at once on Enter", async () => {
    const box = await renderSection("/catalogue/personnel", personnelProps());
    fireEvent.change(box, { target: { value: "engineer" } });
    fireEvent.submit(box.form as HTMLFormElement);
    expect(screen.getByText('1 result found for "engineer"')).toBeTruthy();
    expect(location.search).toBe("?q=engineer");
  });

  it("keeps only hourly staff in personnel results and says when nothing is found", async () => {
    const box = await renderSection("/catalogue/personnel", personnelProps());
    await type(box, "assessment");
    expect(screen.getByText('No results found for "assessment"')).toBeTruthy();
    expect(screen.getByText("Try different keywords, or browse the whole catalogue.")).toBeTruthy();
    expect(cards()).toEqual([]);
    await type(box, "");
    expect(screen.getByRole("heading", { name: "All Event Personnel" })).toBeTruthy();
    expect(cards()).toHaveLength(personnel.length);
    expect(location.search).toBe("");
  });

  it("keeps any other parameter the URL holds", async () => {
    const box = await renderSection("/catalogue/personnel?utm_source=mail#top", personnelProps());
    await type(box, "technician");
    expect(location.search).toBe("?utm_source=mail&q=technician");
    expect(location.hash).toBe("#top");
  });

  it("applies each section's own rules", async () => {
    const promotionBox = await renderSection("/catalogue/promotions", {
      ...personnelProps(),
      kind: "promotion",
      items: promotions,
      path: "/catalogue/promotions",
    });
    await type(promotionBox, "wedding");
    expect(screen.getByText('1 result found for "wedding"')).toBeTruthy();
    unmountIslands();

    const addOnBox = await renderSection("/catalogue/add-ons", {
      ...personnelProps(),
      kind: "add-on",
      items: addOns,
      path: "/catalogue/add-ons",
    });
    await type(addOnBox, "lighting");
    expect(screen.getByText('1 result found for "lighting"')).toBeTruthy();
  });

  it("lists a category's products with links to their pages, and says on the count line when none match", async () => {
    const box = await renderSection("/catalogue/products/microphones", categoryProps());
    const microphones = productsInCategory("microphones");
    expect(cards()).toEqual(microphones.map((product) => product.id));
    const first = microphones[0]!;
    expect(screen.getByRole("link", { name: first.name }).getAttribute("href")).toBe(`/catalogue/product/${first.id}`);
    expect(screen.getByRole("link", { name: "All product categories" }).getAttribute("href")).toBe(
      "/catalogue/products",
    );
    await type(box, "WIRELESS");
    expect(screen.getByText(/results? found for "WIRELESS"/)).toBeTruthy();
    expect(cards().every((id) => microphones.some((product) => product.id === id))).toBe(true);
    await type(box, "theremin");
    expect(within(status()).getByText('No results found for "theremin"')).toBeTruthy();
    expect(cards()).toEqual([]);
  });

  it("picks up what was typed before it was hydrated", async () => {
    history.replaceState(null, "", "/catalogue/personnel");
    document.body.innerHTML = renderToString(<CatalogueSectionIsland {...personnelProps()} />);
    // Typed into the server's HTML before React took over.
    screen.getByRole<HTMLInputElement>("searchbox").value = "technician";
    const wrapper = document.querySelector<HTMLElement>("[data-island]") as HTMLElement;
    const root = await act(async () => hydrateRoot(wrapper, <CatalogueSection {...personnelProps()} />));
    expect(screen.getByRole<HTMLInputElement>("searchbox").value).toBe("technician");
    await waitFor(() => expect(screen.getByText('2 results found for "technician"')).toBeTruthy());
    expect(location.search).toBe("?q=technician");
    act(() => root.unmount());
  });
});
