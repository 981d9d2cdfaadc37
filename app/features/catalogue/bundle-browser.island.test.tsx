// @vitest-environment jsdom
// The bundles page's search, sort and filters as an island: the server's view
// for the URL, hydrated as on the page; each change applies at once and goes
// into the URL, the search form carries the filters (and the filter form the
// search) for the server without script, and the count is announced politely.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { bundles } from "#app/features/catalogue/content/priced-catalogue.test-support.ts";
import {
  type BundleFilters,
  DEFAULT_BUNDLE_FILTERS,
  bundleFiltersFromSearchParams,
} from "#app/features/catalogue/bundle-filters.ts";
import BundleBrowser, { BundleBrowserIsland } from "#app/features/catalogue/bundle-browser.island.tsx";
import { hydrateIsland, unmountIslands } from "#app/ui/island-page.test-support.tsx";

const siteUrl = "https://www.sandtonsoundhire.co.za";
const catalogueOrder = bundles.map((bundle) => bundle.id);

function filtersFor(path: string): BundleFilters {
  return bundleFiltersFromSearchParams(new URL(path, "https://example.test").searchParams);
}

async function renderBundles(path = "/catalogue/bundles") {
  history.replaceState(null, "", path);
  await hydrateIsland(BundleBrowserIsland, BundleBrowser, { bundles, filters: filtersFor(path), siteUrl });
}

const cards = () =>
  [...document.querySelectorAll("[data-item-card]")].map((card) => card.getAttribute("data-item-card"));
const count = () => screen.getByText(/^\d+ bundles?$/);
const radio = (name: string) => screen.getByRole<HTMLInputElement>("radio", { name });
const searchBox = () => screen.getByRole<HTMLInputElement>("searchbox");
const carried = () =>
  [...screen.getByRole("search").querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => [
    input.name,
    input.value,
  ]);

afterEach(() => {
  unmountIslands();
  cleanup();
  document.body.replaceChildren();
});

describe("bundle browser island", () => {
  it("is rendered by the server for the URL's filters, with GET forms and an Apply button without script", () => {
    const path = "/catalogue/bundles?q=dj&sort=popular";
    document.body.innerHTML = renderToString(
      <BundleBrowserIsland bundles={bundles} filters={filtersFor(path)} siteUrl={siteUrl} />,
    );
    const wrapper = document.querySelector<HTMLElement>("[data-island=bundle-browser]");
    expect(wrapper?.dataset.hydrate).toBe("load");
    expect(JSON.parse(wrapper?.dataset.props ?? "").filters).toEqual({
      ...DEFAULT_BUNDLE_FILTERS,
      query: "dj",
      sort: "popular",
    });
    // The filters' forms; each card's Add to Quote is a post of its own to the quote page (decision 066).
    const forms = document.querySelectorAll('form:not([action="/quote-request"])');
    expect([...forms].map((form) => [form.getAttribute("method"), form.getAttribute("action")])).toEqual([
      ["get", "/catalogue/bundles"],
      ["get", "/catalogue/bundles"],
    ]);
    for (const form of document.querySelectorAll('form[action="/quote-request"]'))
      expect(form.getAttribute("method")).toBe("post");
    expect(searchBox().value).toBe("dj");
    expect(carried()).toEqual([["sort", "popular"]]);
    expect(forms[1]?.querySelector<HTMLInputElement>("input[type=hidden][name=q]")?.value).toBe("dj");
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort" }).value).toBe("popular");
    expect(document.querySelector("noscript")?.innerHTML).toContain("Apply");
    expect(screen.getByPlaceholderText("Search bundles...")).toBe(searchBox());
  });

  it("shows every bundle in catalogue order, the count and a closed filter panel", async () => {
    await renderBundles();
    expect(cards()).toEqual(catalogueOrder);
    expect(count().textContent).toBe("5 bundles");
    expect(count().getAttribute("aria-live")).toBe("polite");
    expect(document.querySelector("details")?.open).toBe(false);
    expect(document.querySelector("summary")?.textContent).toBe("Filter ");
    expect(screen.getByRole("link", { name: "Back to Catalogue" }).getAttribute("href")).toBe("/catalogue");
  });

  it("applies a filter at once, keeps the query, and carries the filter in the search form", async () => {
    await renderBundles("/catalogue/bundles?q=dj");
    expect(searchBox().value).toBe("dj");
    const liveCount = count();
    fireEvent.click(radio("Up to 50"));
    expect(location.search).toBe("?q=dj&size=0-50");
    expect(carried()).toEqual([["size", "0-50"]]);
    expect(count()).toBe(liveCount);
    expect(document.querySelector("summary")?.textContent).toBe("Filter 1 active");
  });

  it("filters by audience size and event type, counts active filters, and clears them from the empty state", async () => {
    await renderBundles();
    document.querySelector("summary")?.click();
    fireEvent.click(radio("Up to 50"));
    expect(location.search).toBe("?size=0-50");
    expect(cards()).toHaveLength(1);
    expect(count().textContent).toBe("1 bundle");

    fireEvent.click(radio("150+"));
    expect(cards()).toHaveLength(2);
    fireEvent.click(radio("Wedding"));
    expect(location.search).toBe("?type=wedding&size=150-0");
    expect(screen.getByText("No bundles found")).toBeTruthy();
    expect(screen.getByText("Try changing your search or filter criteria")).toBeTruthy();
    expect(document.querySelector("summary")?.textContent).toBe("Filter 2 active");

    const clear = screen.getByRole("link", { name: "Clear filters" });
    expect(clear.getAttribute("href")).toBe("/catalogue/bundles");
    clear.focus();
    fireEvent.click(clear);
    expect(cards()).toEqual(catalogueOrder);
    expect(location.pathname + location.search).toBe("/catalogue/bundles");
    // The link went away with the empty state: focus is in the search box.
    expect(document.activeElement).toBe(searchBox());
  });

  it("sorts by popularity and back", async () => {
    await renderBundles();
    const sort = screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort" });
    fireEvent.change(sort, { target: { value: "popular" } });
    expect(location.search).toBe("?sort=popular");
    const popular = [...bundles].sort((a, b) => b.popularity - a.popularity).map((bundle) => bundle.id);
    expect(cards()).toEqual(popular);
    expect(cards()).not.toEqual(catalogueOrder);
    fireEvent.change(sort, { target: { value: "recommended" } });
    expect(location.search).toBe("");
    expect(cards()).toEqual(catalogueOrder);
  });

  it("Clear all resets the filters and sort, keeps the search and focus, and puts the forms back in step", async () => {
    await renderBundles("/catalogue/bundles?q=event&type=corporate&size=150-0&sort=popular");
    expect(document.querySelector("details")?.open).toBe(true);
    expect(radio("Corporate").checked).toBe(true);
    const clearAll = screen.getByRole("link", { name: "Clear all" });
    expect(clearAll.getAttribute("href")).toBe("/catalogue/bundles?q=event");
    clearAll.focus();
    fireEvent.click(clearAll);
    expect(location.search).toBe("?q=event");
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort" }).value).toBe("recommended");
    expect(
      within(screen.getByRole("group", { name: "Event Type" })).getByRole<HTMLInputElement>("radio", { name: "All" })
        .checked,
    ).toBe(true);
    expect(
      within(screen.getByRole("group", { name: "Audience Size" })).getByRole<HTMLInputElement>("radio", { name: "All" })
        .checked,
    ).toBe(true);
    expect(carried()).toEqual([]);
    expect(searchBox().value).toBe("event");
    expect(document.activeElement).toBe(clearAll);
    expect(document.querySelector("details")?.open).toBe(true);
  });

  it("searches once typing pauses, within the filters", async () => {
    await renderBundles("/catalogue/bundles?sort=popular");
    searchBox().focus();
    fireEvent.change(searchBox(), { target: { value: "wedding" } });
    expect(location.search).toBe("?sort=popular");
    await waitFor(() => expect(location.search).toBe("?q=wedding&sort=popular"));
    // The grid follows the search box in a deferred render.
    await waitFor(() => expect(cards().length).toBeLessThan(bundles.length));
    expect(cards().length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(searchBox());
  });

  it("leaves a modified click on a link to the browser", async () => {
    await renderBundles("/catalogue/bundles?type=wedding&size=150-0");
    const clear = screen.getByRole("link", { name: "Clear filters" });
    let handledByPage = true;
    // Seen after the island's handler; jsdom cannot open a new tab, so the test stops it there.
    window.addEventListener(
      "click",
      (event) => {
        handledByPage = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(clear, { ctrlKey: true });
    expect(handledByPage).toBe(false);
    expect(location.search).toBe("?type=wedding&size=150-0");
  });
});
