// The sound bundles page's search, Sort menu and Filter panel, the count and
// the grid of bundles. Two GET forms the server answers on its own (without
// script, Apply submits the filters); in the browser every change applies at
// once (typing once it pauses), the grid is computed from the bundles in the
// island's props, and the view is kept in the URL. The count sits in a polite
// live region; focus stays where the visitor is, or goes to the search box
// when the link they used goes away with the results.
import { useCallback, useDeferredValue, useMemo, useState, type MouseEvent } from "react";
import { BackToCatalogue } from "#app/features/catalogue/back-link.tsx";
import { BundleFilterForm } from "#app/features/catalogue/bundle-filter-form.tsx";
import { ItemCardGrid } from "#app/features/catalogue/item-card-grid.tsx";
import { SearchBox } from "#app/features/catalogue/search-box.tsx";
import { Button } from "#app/ui/button.tsx";
import type { PricedBundle } from "#app/features/quotes/index.ts";
import {
  type BundleFilters,
  activeFilterCount,
  bundleFiltersToSearchParams,
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

/** The grid of bundles, or what to do when none is left. One element, so the cards' generated ids stay as they were. */
function BundleResults(props: {
  shown: PricedBundle[];
  siteUrl: string;
  onClearFilters: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  if (props.shown.length > 0) {
    return (
      <ItemCardGrid
        kind="bundle"
        records={props.shown}
        siteUrl={props.siteUrl}
        cardProps={bundleCardProps}
        className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
      />
    );
  }
  return (
    <div className="mt-6 rounded-2xl bg-lavender p-10 text-center">
      <p className="text-lg font-bold text-navy">No bundles found</p>
      <p className="mt-2 text-muted">Try changing your search or filter criteria</p>
      <Button asChild variant="brand" className="mt-5">
        <a href={linkTo(resetBundleView())} onClick={props.onClearFilters}>
          Clear filters
        </a>
      </Button>
    </div>
  );
}

export default function BundleBrowser({ bundles, filters: initialFilters, siteUrl }: BundleBrowserProps) {
  const [filters, setFilters] = useUrlState(initialFilters, BUNDLE_PARAMS, bundleFiltersToSearchParams);
  const applyQuery = useCallback((query: string) => setFilters({ ...filters, query }), [filters, setFilters]);
  const search = useTypedQuery(filters.query, applyQuery);
  const [panelOpen, setPanelOpen] = useState(() => activeFilterCount(initialFilters) > 0);

  // The control the visitor touched paints first; the count and the grid follow in a render React can
  // interrupt (issue 35: a filter change paints within 100 ms on a slow phone).
  const shownFilters = useDeferredValue(filters);
  const shown = useMemo(() => filterBundles(bundles, shownFilters), [bundles, shownFilters]);
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
        <BundleFilterForm
          action={PATH}
          filters={filters}
          current={current}
          onChange={change}
          linkTo={linkTo}
          onFollowLink={(event, next) => followLink(event, next, false)}
          panelOpen={panelOpen}
          onPanelToggle={setPanelOpen}
        />
      </div>
      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {shown.length} {shown.length === 1 ? "bundle" : "bundles"}
      </p>
      <BundleResults
        shown={shown}
        siteUrl={siteUrl}
        onClearFilters={(event) => followLink(event, resetBundleView(), true)}
      />
    </>
  );
}

/** Hydrated at once: the bundles and their Add to Quote buttons are the page's main job. */
export const BundleBrowserIsland = island("bundle-browser", BundleBrowser, { hydrate: "load" });

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
