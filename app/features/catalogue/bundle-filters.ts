// The sound bundles page's search, filters and sort (spec sections 2 and 4),
// and their URL form so a filtered view can be shared.
import type { Bundle, BundleType } from "#app/features/site/index.ts";
import { matchesQuery } from "#app/features/catalogue/catalogue-search.ts";

/** Audience size as 'min-max'; a max of 0 means no upper bound. */
export type CapacityRange = "0-50" | "50-150" | "150-0";
export type BundleSort = "recommended" | "popular";

export interface BundleFilters {
  query: string;
  eventType: BundleType | null;
  capacity: CapacityRange | null;
  sort: BundleSort;
}

export const DEFAULT_BUNDLE_FILTERS: Readonly<BundleFilters> = Object.freeze({
  query: "",
  eventType: null,
  capacity: null,
  sort: "recommended",
});

// Local copies (type-checked to be complete) so this module does not pull zod into the browser.
const BUNDLE_TYPE_SET: Record<BundleType, true> = { wedding: true, corporate: true, dj: true, party: true };
const CAPACITY_BOUNDS: Record<CapacityRange, { min: number; max: number | null }> = {
  "0-50": { min: 0, max: 50 },
  "50-150": { min: 50, max: 150 },
  "150-0": { min: 150, max: null },
};

/** Whether a guest count falls in a range; both bounds are inclusive. */
export function capacityInRange(capacity: number, range: CapacityRange): boolean {
  const { min, max } = CAPACITY_BOUNDS[range];
  return capacity >= min && (max === null || capacity <= max);
}

type FilterableBundle = Pick<Bundle, "name" | "description" | "type" | "capacity" | "popularity">;

/**
 * The bundles to show: matching the query (name, description or type), of the
 * chosen event type, in the chosen audience size (bundles without a capacity
 * drop out when a size is set), then sorted. 'Most Popular' sorts by popularity,
 * highest first, keeping ties in order; 'Recommended' keeps the catalogue order.
 */
export function filterBundles<T extends FilterableBundle>(bundles: readonly T[], filters: BundleFilters): T[] {
  const { query, eventType, capacity } = filters;
  const matching = bundles.filter((bundle) => {
    if (!matchesQuery([bundle.name, bundle.description, bundle.type], query)) return false;
    if (eventType !== null && bundle.type !== eventType) return false;
    if (capacity !== null && (bundle.capacity === undefined || !capacityInRange(bundle.capacity, capacity)))
      return false;
    return true;
  });
  return filters.sort === "popular" ? matching.toSorted((a, b) => b.popularity - a.popularity) : matching;
}

/** How many of event type and audience size are set: the badge on the Filter toggle. */
export function activeFilterCount(filters: BundleFilters): number {
  return (filters.eventType === null ? 0 : 1) + (filters.capacity === null ? 0 : 1);
}

/** 'Clear all' in the filter panel: no event type, no size, recommended order; the search stays. */
export function clearBundleFilters(filters: BundleFilters): BundleFilters {
  return { ...filters, eventType: null, capacity: null, sort: "recommended" };
}

/** 'Clear filters' in the empty state: back to the full list, search included. */
export function resetBundleView(): BundleFilters {
  return { ...DEFAULT_BUNDLE_FILTERS };
}

// ---------------------------------------------------------------------------
// URL state: ?q=…&type=…&size=…&sort=popular

function isBundleType(value: string | null): value is BundleType {
  return value !== null && Object.hasOwn(BUNDLE_TYPE_SET, value);
}

function capacityFromParam(value: string | null): CapacityRange | null {
  if (value === "150+") return "150-0";
  return value !== null && Object.hasOwn(CAPACITY_BOUNDS, value) ? (value as CapacityRange) : null;
}

/** Filters from the page's query string; anything unknown falls back to the default. */
export function bundleFiltersFromSearchParams(params: URLSearchParams): BundleFilters {
  const type = params.get("type");
  return {
    query: params.get("q") ?? "",
    eventType: isBundleType(type) ? type : null,
    capacity: capacityFromParam(params.get("size")),
    sort: params.get("sort") === "popular" ? "popular" : "recommended",
  };
}

/** The query string for a filtered view, holding only what differs from the defaults. */
export function bundleFiltersToSearchParams(filters: BundleFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query.trim() !== "") params.set("q", filters.query);
  if (filters.eventType !== null) params.set("type", filters.eventType);
  if (filters.capacity !== null) params.set("size", filters.capacity);
  if (filters.sort !== DEFAULT_BUNDLE_FILTERS.sort) params.set("sort", filters.sort);
  return params;
}

// ---------------------------------------------------------------------------
// Option labels for the filter panel and sort menu.

export interface FilterOption<T> {
  value: T;
  label: string;
}

export const EVENT_TYPE_FILTER_OPTIONS: readonly FilterOption<BundleType | null>[] = [
  { value: null, label: "All" },
  { value: "wedding", label: "Wedding" },
  { value: "corporate", label: "Corporate" },
  { value: "dj", label: "DJ" },
  { value: "party", label: "Party" },
];

export const AUDIENCE_SIZE_OPTIONS: readonly FilterOption<CapacityRange | null>[] = [
  { value: null, label: "All" },
  { value: "0-50", label: "Up to 50" },
  { value: "50-150", label: "50-150" },
  { value: "150-0", label: "150+" },
];

export const SORT_OPTIONS: readonly FilterOption<BundleSort>[] = [
  { value: "recommended", label: "Recommended" },
  { value: "popular", label: "Most Popular" },
];

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
