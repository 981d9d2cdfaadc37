import { describe, expect, it } from "vitest";
import type { BundleType } from "#app/features/site/index.ts";
import {
  AUDIENCE_SIZE_OPTIONS,
  DEFAULT_BUNDLE_FILTERS,
  EVENT_TYPE_FILTER_OPTIONS,
  SORT_OPTIONS,
  activeFilterCount,
  bundleFiltersFromSearchParams,
  bundleFiltersToSearchParams,
  clearBundleFilters,
  filterBundles,
  resetBundleView,
  type BundleFilters,
  type CapacityRange,
} from "#app/features/catalogue/bundle-filters.ts";

// The spec's five bundles, reduced to the fields the filters read.
interface BundleFixture {
  id: string;
  name: string;
  description: string;
  type: BundleType;
  capacity?: number;
  popularity: number;
}
const bundles: BundleFixture[] = [
  {
    id: "small-corporate-event",
    name: "Small Corporate Event",
    description: "Speeches and background music",
    type: "corporate",
    capacity: 50,
    popularity: 3,
  },
  {
    id: "wedding-ceremony-sound",
    name: "Wedding Ceremony Sound",
    description: "Vows heard clearly",
    type: "wedding",
    capacity: 80,
    popularity: 5,
  },
  {
    id: "dj-starter-kit",
    name: "DJ Starter Kit",
    description: "Speakers and a subwoofer for a DJ set",
    type: "dj",
    capacity: 150,
    popularity: 4,
  },
  {
    id: "small-party-lighting",
    name: "Small Party Lighting",
    description: "Colour for a party",
    type: "party",
    popularity: 5,
  },
  {
    id: "complete-event-solution",
    name: "Complete Event Solution",
    description: "Everything for a big event",
    type: "corporate",
    capacity: 200,
    popularity: 2,
  },
];
const ids = (list: readonly BundleFixture[]) => list.map((bundle) => bundle.id);
const withFilters = (overrides: Partial<BundleFilters>): BundleFilters => ({ ...DEFAULT_BUNDLE_FILTERS, ...overrides });

describe("filterBundles", () => {
  it("shows every bundle in catalogue order by default", () => {
    expect(ids(filterBundles(bundles, DEFAULT_BUNDLE_FILTERS))).toEqual(ids(bundles));
  });

  it("matches the query against name, description or type, ignoring case", () => {
    expect(ids(filterBundles(bundles, withFilters({ query: "WEDDING" })))).toEqual(["wedding-ceremony-sound"]);
    expect(ids(filterBundles(bundles, withFilters({ query: "subwoofer" })))).toEqual(["dj-starter-kit"]);
    expect(ids(filterBundles(bundles, withFilters({ query: "party" })))).toEqual(["small-party-lighting"]);
    expect(ids(filterBundles(bundles, withFilters({ query: " corporate " })))).toEqual([
      "small-corporate-event",
      "complete-event-solution",
    ]);
  });

  it("keeps only the chosen event type", () => {
    expect(ids(filterBundles(bundles, withFilters({ eventType: "corporate" })))).toEqual([
      "small-corporate-event",
      "complete-event-solution",
    ]);
    expect(ids(filterBundles(bundles, withFilters({ eventType: "dj" })))).toEqual(["dj-starter-kit"]);
  });

  it.each<[CapacityRange, string[]]>([
    ["0-50", ["small-corporate-event"]],
    ["50-150", ["small-corporate-event", "wedding-ceremony-sound", "dj-starter-kit"]],
    ["150-0", ["dj-starter-kit", "complete-event-solution"]],
  ])("keeps capacities inside %s, bounds included, and drops bundles without a capacity", (capacity, expected) => {
    expect(ids(filterBundles(bundles, withFilters({ capacity })))).toEqual(expected);
  });

  it("combines query, event type and size", () => {
    expect(
      ids(filterBundles(bundles, withFilters({ query: "event", eventType: "corporate", capacity: "150-0" }))),
    ).toEqual(["complete-event-solution"]);
    expect(filterBundles(bundles, withFilters({ eventType: "wedding", capacity: "0-50" }))).toEqual([]);
  });

  it("sorts by popularity, highest first, keeping ties in catalogue order", () => {
    expect(ids(filterBundles(bundles, withFilters({ sort: "popular" })))).toEqual([
      "wedding-ceremony-sound",
      "small-party-lighting",
      "dj-starter-kit",
      "small-corporate-event",
      "complete-event-solution",
    ]);
  });

  it("does not reorder the list it was given", () => {
    const copy = [...bundles];
    filterBundles(copy, withFilters({ sort: "popular" }));
    expect(copy).toEqual(bundles);
  });
});

describe("filter state", () => {
  it("counts the set filters for the Filter badge", () => {
    expect(activeFilterCount(DEFAULT_BUNDLE_FILTERS)).toBe(0);
    expect(activeFilterCount(withFilters({ eventType: "dj", query: "kit", sort: "popular" }))).toBe(1);
    expect(activeFilterCount(withFilters({ eventType: "dj", capacity: "0-50" }))).toBe(2);
  });

  it("clears event type, size and sort but keeps the search", () => {
    expect(clearBundleFilters({ query: "dj", eventType: "dj", capacity: "150-0", sort: "popular" })).toEqual({
      query: "dj",
      eventType: null,
      capacity: null,
      sort: "recommended",
    });
  });

  it("resets the whole view, search included", () => {
    const view = resetBundleView();
    expect(view).toEqual({ query: "", eventType: null, capacity: null, sort: "recommended" });
    view.query = "changed";
    expect(DEFAULT_BUNDLE_FILTERS.query).toBe("");
  });
});

describe("URL state", () => {
  it("reads query, type, size and sort", () => {
    expect(bundleFiltersFromSearchParams(new URLSearchParams("q=kit&type=dj&size=50-150&sort=popular"))).toEqual({
      query: "kit",
      eventType: "dj",
      capacity: "50-150",
      sort: "popular",
    });
  });

  it("accepts 150+ as the open-ended size", () => {
    expect(bundleFiltersFromSearchParams(new URLSearchParams({ size: "150+" })).capacity).toBe("150-0");
    expect(bundleFiltersFromSearchParams(new URLSearchParams("size=150-0")).capacity).toBe("150-0");
  });

  it("falls back to the defaults for missing or unknown values", () => {
    expect(bundleFiltersFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_BUNDLE_FILTERS);
    expect(bundleFiltersFromSearchParams(new URLSearchParams("type=concert&size=10-20&sort=cheapest"))).toEqual(
      DEFAULT_BUNDLE_FILTERS,
    );
    expect(bundleFiltersFromSearchParams(new URLSearchParams("type=toString&size=constructor")).eventType).toBeNull();
  });

  it("writes only what differs from the defaults", () => {
    expect(bundleFiltersToSearchParams(DEFAULT_BUNDLE_FILTERS).toString()).toBe("");
    expect(bundleFiltersToSearchParams(withFilters({ query: "  " })).toString()).toBe("");
    expect(bundleFiltersToSearchParams(withFilters({ eventType: "wedding", sort: "popular" })).toString()).toBe(
      "type=wedding&sort=popular",
    );
  });

  it("round-trips every filter", () => {
    const filters: BundleFilters = { query: "dj kit & more", eventType: "party", capacity: "150-0", sort: "popular" };
    expect(bundleFiltersFromSearchParams(bundleFiltersToSearchParams(filters))).toEqual(filters);
    for (const option of AUDIENCE_SIZE_OPTIONS) {
      const sized = withFilters({ capacity: option.value });
      expect(bundleFiltersFromSearchParams(bundleFiltersToSearchParams(sized))).toEqual(sized);
    }
  });
});

describe("option labels", () => {
  it("offers the spec's event types, sizes and sorts", () => {
    expect(EVENT_TYPE_FILTER_OPTIONS).toEqual([
      { value: null, label: "All" },
      { value: "wedding", label: "Wedding" },
      { value: "corporate", label: "Corporate" },
      { value: "dj", label: "DJ" },
      { value: "party", label: "Party" },
    ]);
    expect(AUDIENCE_SIZE_OPTIONS.map((option) => option.label)).toEqual(["All", "Up to 50", "50-150", "150+"]);
    expect(SORT_OPTIONS).toEqual([
      { value: "recommended", label: "Recommended" },
      { value: "popular", label: "Most Popular" },
    ]);
  });
});
