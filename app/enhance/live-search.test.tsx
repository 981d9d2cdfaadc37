// @vitest-environment jsdom
// Live search over server-rendered pages: the search box (SearchBox) and a
// filter form, with a stand-in for the server that answers each URL.
import { fireEvent } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setUpLiveSearch, urlForForm } from "./live-search";
import { SearchBox } from "~/components/catalogue/search-box";

/** What the server would render for a URL: a status line and the results. */
function serverPage(url: string): string {
  const params = new URL(url, "https://example.test").searchParams;
  const query = params.get("q") ?? "";
  const size = params.get("size") ?? "any";
  return `<html><body>
    <p aria-live="polite" data-live-results="status">${query ? `Results for "${query}"` : "All"} (${size})</p>
    <div data-live-results="items"><a href="/catalogue/bundles" data-live-link>Clear filters</a><ul><li>${query}-${size}</li></ul></div>
  </body></html>`;
}

const stops: (() => void)[] = [];
let fetched: string[] = [];

function renderPage(path: string) {
  history.replaceState(null, "", path);
  const Page = () => (
    <>
      <SearchBox label="Search bundles" placeholder="Search bundles..." />
      <form method="get" data-live-search="">
        <select name="sort" defaultValue="recommended" aria-label="Sort">
          <option value="recommended">Recommended</option>
          <option value="popular">Most Popular</option>
        </select>
        <label>
          <input type="radio" name="size" value="" defaultChecked /> Any
        </label>
        <label>
          <input type="radio" name="size" value="0-50" /> Up to 50
        </label>
      </form>
      <p aria-live="polite" data-live-results="status">
        All
      </p>
      <div data-live-results="items"></div>
    </>
  );
  const Stub = createRoutesStub([{ path: "/catalogue/bundles", Component: Page }]);
  document.body.innerHTML = renderToString(<Stub initialEntries={[path]} />);
  const afterSwap = vi.fn();
  stops.push(
    setUpLiveSearch({
      afterSwap,
      fetchPage: async (url) => {
        fetched.push(url);
        return serverPage(url);
      },
    }),
  );
  return { afterSwap, search: document.querySelector<HTMLInputElement>("input[type=search]") as HTMLInputElement };
}

beforeEach(() => {
  fetched = [];
  vi.useFakeTimers();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe("live search", () => {
  it("fetches the page for what was typed once typing pauses, swaps the results and keeps the URL and focus", async () => {
    const { search, afterSwap } = renderPage("/catalogue/bundles");
    const status = document.querySelector("[data-live-results=status]");
    search.focus();
    fireEvent.input(search, { target: { value: "wed" } });
    fireEvent.input(search, { target: { value: "wedding" } });
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(fetched).toEqual(["/catalogue/bundles?q=wedding"]);
    expect(location.search).toBe("?q=wedding");
    // The live region itself stays, so the new text is announced.
    expect(document.querySelector("[data-live-results=status]")).toBe(status);
    expect(status?.textContent).toBe('Results for "wedding" (any)');
    expect(document.querySelector("[data-live-results=items] li")?.textContent).toBe("wedding-any");
    expect(document.activeElement).toBe(search);
    expect(afterSwap).toHaveBeenCalledTimes(2);
  });

  it("applies a filter at once, keeps the query, and carries the filter in the search form", async () => {
    const { search } = renderPage("/catalogue/bundles?q=dj");
    expect(search.value).toBe("dj");
    const upTo50 = document.querySelector<HTMLInputElement>('input[name=size][value="0-50"]') as HTMLInputElement;
    upTo50.checked = true;
    fireEvent.change(upTo50);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched).toEqual(["/catalogue/bundles?q=dj&size=0-50"]);
    expect(location.search).toBe("?q=dj&size=0-50");
    const carried = [...document.querySelectorAll<HTMLInputElement>("form[role=search] input[data-carried]")].map(
      (input) => [input.name, input.value],
    );
    expect(carried).toEqual([["size", "0-50"]]);
    // A search from the box now keeps the filter.
    expect(urlForForm(search.form as HTMLFormElement, new URL(location.href)).search).toBe("?size=0-50&q=dj");
  });

  it("follows a live link in place and puts every form back in step with its URL", async () => {
    renderPage("/catalogue/bundles");
    const select = document.querySelector<HTMLSelectElement>("select[name=sort]") as HTMLSelectElement;
    select.value = "popular";
    fireEvent.change(select);
    await vi.advanceTimersByTimeAsync(0);
    expect(location.search).toBe("?sort=popular");
    const upTo50 = document.querySelector<HTMLInputElement>('input[name=size][value="0-50"]') as HTMLInputElement;
    upTo50.checked = true;
    fireEvent.change(upTo50);
    await vi.advanceTimersByTimeAsync(0);
    expect(location.search).toBe("?sort=popular&size=0-50");
    const link = document.querySelector<HTMLAnchorElement>(
      "[data-live-results=items] a[data-live-link]",
    ) as HTMLAnchorElement;
    fireEvent.click(link);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched.at(-1)).toBe("/catalogue/bundles");
    expect(location.pathname + location.search).toBe("/catalogue/bundles");
    expect(select.value).toBe("recommended");
    expect(document.querySelector<HTMLInputElement>('input[name=size][value=""]')?.checked).toBe(true);
    expect(document.querySelectorAll("form[role=search] input[data-carried]")).toHaveLength(0);
  });
});
