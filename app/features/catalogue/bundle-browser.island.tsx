// The sound bundles page's search, Sort menu and Filter panel, the count and
// the grid of bundles. Two GET forms the server answers on its own (without
// script, Apply submits the filters); in the browser every change applies at
// once (typing once it pauses), the grid is computed from the bundles in the
// island's props, and the view is kept in the URL. The count sits in a polite
// live region; focus stays where the visitor is, or goes to the search box
// when the link they used goes away with the results.
import { SlidersHorizontal } from "lucide-react";
import { useCallback, useMemo, useState, type MouseEvent } from "react";
import { BackToCatalogue } from "#app/features/catalogue/back-link.tsx";
import { ItemCardGrid } from "#app/features/catalogue/item-card-grid.tsx";
import { SearchBox } from "#app/features/catalogue/search-box.tsx";
import { Button } from "#app/ui/button.tsx";
import type { PricedBundle } from "#app/features/quotes/index.ts";
import {
  AUDIENCE_SIZE_OPTIONS,
  type BundleFilters,
  EVENT_TYPE_FILTER_OPTIONS,
  SORT_OPTIONS,
  activeFilterCount,
  bundleFiltersToSearchParams,
  clearBundleFilters,
  filterBundles,
  resetBundleView,
} from "#app/features/catalogue/bundle-filters.ts";
import { island } from "#app/platform/islands/island.tsx";
import { isPlainClick, useTypedQuery, useUrlState } from "#app/features/catalogue/live-search.ts";

export type BundleBrowserProps = {
  bundles: PricedBundle[];
  /** The view the page was rendered for (from its query string). */
  filters: BundleFilters;
  siteUrl: string;
};

const PATH = "/catalogue/bundles";
const BUNDLE_PARAMS = ["q", "type", "size", "sort"] as const;

const BUNDLE_TYPE_LABELS: Record<string, string> = {
  wedding: "Wedding",
  corporate: "Corporate",
  dj: "DJ",
  party: "Party",
};

/** A link to this page with the given filters (also works without JavaScript). */
function linkTo(filters: BundleFilters): string {
  const query = bundleFiltersToSearchParams(filters).toString();
  return query ? `${PATH}?${query}` : PATH;
}

function bundleCardProps(bundle: PricedBundle): { meta: string } {
  const type = BUNDLE_TYPE_LABELS[bundle.type] ?? bundle.type;
  return { meta: bundle.capacity ? `${type} · up to ${bundle.capacity} guests` : type };
}

export default function BundleBrowser({ bundles, filters: initialFilters, siteUrl }: BundleBrowserProps) {
  const [filters, setFilters] = useUrlState(initialFilters, BUNDLE_PARAMS, bundleFiltersToSearchParams);
  const applyQuery = useCallback((query: string) => setFilters({ ...filters, query }), [filters, setFilters]);
  const search = useTypedQuery(filters.query, applyQuery);
  const [panelOpen, setPanelOpen] = useState(() => activeFilterCount(initialFilters) > 0);

  const shown = useMemo(() => filterBundles(bundles, filters), [bundles, filters]);
  const activeCount = activeFilterCount(filters);
  /** The filters with what is in the search box now, typed or not yet applied. */
  const current = { ...filters, query: search.text };

  // The search form carries the filters, the filter form the search, for the server without script.
  const searchCarried = [...bundleFiltersToSearchParams({ ...filters, query: "" })];

  function change(next: BundleFilters) {
    setFilters(next);
    if (next.query !== search.text) search.setText(next.query);
  }

  function followLink(event: MouseEvent<HTMLAnchorElement>, next: BundleFilters, refocus: boolean) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    change(next);
    // The link goes away with the results it stood for: the search box takes focus.
    if (refocus) search.inputRef.current?.focus();
  }

  return (
    <>
      <BackToCatalogue />
      <h2 id="bundles-heading" className="sr-only">
        Bundles
      </h2>
      <div className="mt-6 grid gap-4 lg:grid-cols-[1fr_auto] lg:items-start">
        <SearchBox
          id="catalogue-search"
          label="Search bundles"
          placeholder="Search bundles..."
          action={PATH}
          value={search.text}
          onValueChange={search.setText}
          onSubmit={search.onSubmit}
          carried={searchCarried}
          inputRef={search.inputRef}
        />
        {/* One GET form: without JavaScript "Apply" submits it; with it every change applies at once. */}
        <form
          method="get"
          action={PATH}
          className="flex flex-wrap items-start gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            change(current);
          }}
        >
          {filters.query ? <input type="hidden" name="q" value={filters.query} /> : null}
          <div>
            <label htmlFor="bundle-sort" className="sr-only">
              Sort
            </label>
            <select
              id="bundle-sort"
              name="sort"
              value={filters.sort}
              onChange={(event) => change({ ...current, sort: event.target.value as BundleFilters["sort"] })}
              className="h-12 rounded-xl border border-slate-400 bg-white px-3 text-base"
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <details
            className="group relative"
            open={panelOpen}
            onToggle={(event) => setPanelOpen(event.currentTarget.open)}
          >
            <summary className="inline-flex h-12 cursor-pointer list-none items-center gap-2 rounded-xl border border-slate-400 bg-white px-4 font-semibold text-ink hover:bg-lavender [&::-webkit-details-marker]:hidden">
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              Filter{" "}
              {activeCount > 0 ? (
                <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">
                  {activeCount}
                  <span className="sr-only"> active</span>
                </span>
              ) : null}
            </summary>
            <div className="mt-2 grid gap-5 rounded-xl border border-line bg-white p-5 shadow-lg sm:grid-cols-2 lg:absolute lg:right-0 lg:z-30 lg:w-[28rem]">
              <fieldset>
                <legend className="font-bold text-navy">Event Type</legend>
                <div className="mt-2 grid gap-1.5">
                  {EVENT_TYPE_FILTER_OPTIONS.map((option) => (
                    <label key={option.label} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="type"
                        value={option.value ?? ""}
                        checked={filters.eventType === option.value}
                        onChange={() => change({ ...current, eventType: option.value })}
                        className="size-4 accent-brand"
                      />
                      {option.label}
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset>
                <legend className="font-bold text-navy">Audience Size</legend>
                <div className="mt-2 grid gap-1.5">
                  {AUDIENCE_SIZE_OPTIONS.map((option) => (
                    <label key={option.label} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name="size"
                        value={option.value ?? ""}
                        checked={filters.capacity === option.value}
                        onChange={() => change({ ...current, capacity: option.value })}
                        className="size-4 accent-brand"
                      />
                      {option.label}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="flex gap-2 sm:col-span-2">
                <Button asChild variant="outline" size="sm">
                  <a
                    href={linkTo(clearBundleFilters(filters))}
                    onClick={(event) => followLink(event, clearBundleFilters(current), false)}
                  >
                    Clear all
                  </a>
                </Button>
                <noscript>
                  <Button type="submit" size="sm" formNoValidate>
                    Apply
                  </Button>
                </noscript>
              </div>
            </div>
          </details>
        </form>
      </div>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {shown.length} {shown.length === 1 ? "bundle" : "bundles"}
      </p>
      {shown.length > 0 ? (
        <ItemCardGrid
          kind="bundle"
          records={shown}
          siteUrl={siteUrl}
          cardProps={bundleCardProps}
          className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
        />
      ) : (
        <div className="mt-6 rounded-2xl bg-lavender p-10 text-center">
          <p className="text-lg font-bold text-navy">No bundles found</p>
          <p className="mt-2 text-muted">Try changing your search or filter criteria</p>
          <Button asChild variant="brand" className="mt-5">
            <a href={linkTo(resetBundleView())} onClick={(event) => followLink(event, resetBundleView(), true)}>
              Clear filters
            </a>
          </Button>
        </div>
      )}
    </>
  );
}

/** Hydrated at once: the bundles and their Add to Quote buttons are the page's main job. */
export const BundleBrowserIsland = island("bundle-browser", BundleBrowser, { hydrate: "load" });

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
