// @vitest-environment jsdom
// Search on the catalogue landing as an island: the section cards, replaced
// by results once a query is typed (and back when it is cleared), the query
// in the URL, the heading and count in a polite live region, focus kept.
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { catalogueSearchEntries } from "#app/features/catalogue/content/catalogue-index.ts";
import { catalogueSections } from "#app/features/catalogue/content/catalogue-sections.ts";
import { formatRand } from "#app/features/catalogue/pricing.ts";
import { hirePriceOf, withHirePricesAll } from "#app/features/catalogue/hire-prices.server.ts";
import CatalogueSearch, { CatalogueSearchIsland } from "#app/features/catalogue/catalogue-search.island.tsx";
import { hydrateIsland, unmountIslands } from "#app/ui/island-page.test-support.tsx";
import { TYPING_DELAY_MS } from "#app/features/catalogue/live-search.ts";

const entries = catalogueSearchEntries(withHirePricesAll(seedCatalogue));

async function renderSearch(path = "/catalogue") {
  history.replaceState(null, "", path);
  const query = new URL(path, "https://example.test").searchParams.get("q") ?? "";
  await hydrateIsland(CatalogueSearchIsland, CatalogueSearch, { entries, query });
  return screen.getByRole<HTMLInputElement>("searchbox", { name: "Search the catalogue" });
}

async function type(box: HTMLInputElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  await act(() => new Promise((resolve) => setTimeout(resolve, TYPING_DELAY_MS + 50)));
}

const sectionLinks = () =>
  catalogueSections.map((section) => screen.queryByRole("link", { name: new RegExp(`^${section.name}`) }));
const liveRegion = () => document.getElementById("catalogue-heading")?.parentElement as HTMLElement;

afterEach(() => {
  unmountIslands();
  cleanup();
  document.body.replaceChildren();
});

describe("catalogue landing search island", () => {
  it("is rendered by the server with the section cards and a GET search form, to hydrate when idle", () => {
    document.body.innerHTML = renderToString(<CatalogueSearchIsland entries={entries} query="" />);
    expect(document.querySelector<HTMLElement>("[data-island=catalogue-search]")?.dataset.hydrate).toBe("idle");
    const form = screen.getByRole("search");
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/catalogue");
    expect(screen.getByPlaceholderText("Search speakers, microphones, bundles...")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Catalogue sections" }).className).toContain("sr-only");
    for (const section of catalogueSections) {
      expect(screen.getByRole("link", { name: new RegExp(`^${section.name}`) }).getAttribute("href")).toBe(
        section.route,
      );
    }
    expect(screen.getByRole("link", { name: "Request a Call Back" }).getAttribute("href")).toBe("/call-me-back");
  });

  it("renders the results for the URL's query on the server", () => {
    document.body.innerHTML = renderToString(<CatalogueSearchIsland entries={entries} query="microphone" />);
    expect(screen.getByRole("heading", { name: "Search Results" })).toBeTruthy();
    expect(screen.getByText(/results? found for "microphone"/)).toBeTruthy();
    expect(sectionLinks().every((link) => link === null)).toBe(true);
  });

  it("replaces the cards with results as the visitor types, case-insensitively, and brings them back when cleared", async () => {
    const box = await renderSearch();
    const region = liveRegion();
    expect(region.getAttribute("aria-live")).toBe("polite");
    box.focus();
    await type(box, "WIRELESS");
    expect(screen.getByRole("heading", { name: "Search Results" })).toBeTruthy();
    expect(screen.getByText(/results? found for "WIRELESS"/)).toBeTruthy();
    const result = screen.getByRole("link", { name: /Wireless Handheld Microphone/ });
    expect(result.getAttribute("href")).toBe("/catalogue/product/wireless-handheld-microphone");
    expect(result.textContent).toContain("Product");
    const microphone = seedCatalogue.products.find((product) => product.id === "wireless-handheld-microphone");
    expect(result.querySelector("[data-result-price]")?.textContent).toBe(
      `${formatRand(hirePriceOf("product", microphone!)!)}excl. VAT`,
    );
    expect(sectionLinks().every((link) => link === null)).toBe(true);
    expect(location.search).toBe("?q=WIRELESS");
    expect(liveRegion()).toBe(region);
    expect(document.activeElement).toBe(box);

    await type(box, "");
    expect(screen.getByRole("heading", { name: "Catalogue sections" })).toBeTruthy();
    expect(sectionLinks().every((link) => link !== null)).toBe(true);
    expect(location.search).toBe("");
  });

  it("finds catalogue sections by their title", async () => {
    const box = await renderSearch();
    await type(box, "event personnel");
    expect(screen.getByRole("link", { name: /Catalogue section\s*Event Personnel/ }).getAttribute("href")).toBe(
      "/catalogue/personnel",
    );
  });

  it("says when nothing is found and keeps the cards to browse", async () => {
    const box = await renderSearch("/catalogue?q=microphone");
    expect(box.value).toBe("microphone");
    await type(box, "theremin");
    await waitFor(() => expect(screen.getByText('No results found for "theremin"')).toBeTruthy());
    expect(screen.getByText("Try different keywords, or browse the sections below.")).toBeTruthy();
    expect(sectionLinks().every((link) => link !== null)).toBe(true);
    expect(location.search).toBe("?q=theremin");
  });
});
