import { SlidersHorizontal } from "lucide-react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/catalogue-bundles";
import { BackToCatalogue } from "~/components/catalogue/catalogue-section-page";
import { ItemCard } from "~/components/catalogue/item-card";
import { SearchBox } from "~/components/catalogue/search-box";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/components/seo/page-meta";
import { Button } from "~/components/ui/button";
import { bundles } from "~/content/catalogue";
import {
  AUDIENCE_SIZE_OPTIONS,
  type BundleFilters,
  EVENT_TYPE_FILTER_OPTIONS,
  SORT_OPTIONS,
  activeFilterCount,
  bundleFiltersFromSearchParams,
  bundleFiltersToSearchParams,
  clearBundleFilters,
  filterBundles,
  resetBundleView,
} from "~/lib/bundle-filters";
import { useSiteUrl } from "~/root";
import { cataloguePageHandle } from "~/lib/hydration";

const path = "/catalogue/bundles";

export const handle = cataloguePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sound Bundles",
    description:
      "Matched sound hire bundles for weddings, corporate events, DJs and parties in Gauteng, sized by audience from 50 to 200 guests. Filter, compare and add to your quote.",
    breadcrumbs: [
      { name: "Catalogue", path: "/catalogue" },
      { name: "Sound Bundles", path },
    ],
  });

/** A link to this page with the given filters (also works without JavaScript). */
function linkTo(filters: BundleFilters): string {
  const query = bundleFiltersToSearchParams(filters).toString();
  return query ? `${path}?${query}` : path;
}

const bundleTypeLabels: Record<string, string> = {
  wedding: "Wedding",
  corporate: "Corporate",
  dj: "DJ",
  party: "Party",
};

export default function CatalogueBundles() {
  const siteUrl = useSiteUrl();
  const [searchParams] = useSearchParams();
  const filters = bundleFiltersFromSearchParams(searchParams);
  const shown = filterBundles(bundles, filters);
  const activeCount = activeFilterCount(filters);

  return (
    <>
      <PageHero
        eyebrow="Catalogue"
        title="Sound Bundles"
        intro="Everything a typical event needs, matched and tested together: speakers, subs, microphones and a mixer, sized for your guest count."
      />
      <Breadcrumbs
        trail={[
          { name: "Catalogue", path: "/catalogue" },
          { name: "Sound Bundles", path },
        ]}
      />
      <section aria-labelledby="bundles-heading" className="py-10 sm:py-14">
        <div className="container-page">
          <BackToCatalogue />
          <h2 id="bundles-heading" className="sr-only">
            Bundles
          </h2>
          <div className="mt-6 grid gap-4 lg:grid-cols-[1fr_auto] lg:items-start">
            <SearchBox label="Search bundles" placeholder="Search bundles..." />
            {/* One GET form: without JavaScript "Apply" submits it; with the catalogue script every change applies at once. */}
            <form method="get" action={path} className="flex flex-wrap items-start gap-3" data-live-search="">
              {filters.query ? <input type="hidden" name="q" value={filters.query} data-carried="" /> : null}
              <div>
                <label htmlFor="bundle-sort" className="sr-only">
                  Sort
                </label>
                <select
                  id="bundle-sort"
                  name="sort"
                  defaultValue={filters.sort}
                  className="h-12 rounded-xl border border-slate-400 bg-white px-3 text-base"
                >
                  {SORT_OPTIONS.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
              <details className="group relative" open={activeCount > 0 || undefined}>
                <summary className="inline-flex h-12 cursor-pointer list-none items-center gap-2 rounded-xl border border-slate-400 bg-white px-4 font-semibold text-ink hover:bg-lavender [&::-webkit-details-marker]:hidden">
                  <SlidersHorizontal className="size-4" aria-hidden="true" />
                  Filter
                  <span data-live-results="filter-count">
                    {activeCount > 0 ? (
                      <span
                        className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white"
                        aria-label={`${activeCount} active`}
                      >
                        {activeCount}
                      </span>
                    ) : null}
                  </span>
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
                            defaultChecked={filters.eventType === option.value}
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
                            defaultChecked={filters.capacity === option.value}
                            className="size-4 accent-brand"
                          />
                          {option.label}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                  <div className="flex gap-2 sm:col-span-2">
                    <span data-live-results="clear-all">
                      <Button asChild variant="outline" size="sm">
                        <a href={linkTo(clearBundleFilters(filters))} data-live-link="">
                          Clear all
                        </a>
                      </Button>
                    </span>
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

          <p className="mt-6 text-sm text-muted" aria-live="polite" data-live-results="status">
            {shown.length} {shown.length === 1 ? "bundle" : "bundles"}
          </p>
          <div data-live-results="items">
            {shown.length > 0 ? (
              <ul className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
                {shown.map((bundle) => (
                  <li key={bundle.id} className="flex">
                    <ItemCard
                      kind="bundle"
                      record={bundle}
                      siteUrl={siteUrl}
                      meta={`${bundleTypeLabels[bundle.type] ?? bundle.type}${bundle.capacity ? ` · up to ${bundle.capacity} guests` : ""}`}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-6 rounded-2xl bg-lavender p-10 text-center">
                <p className="text-lg font-bold text-navy">No bundles found</p>
                <p className="mt-2 text-muted">Try changing your search or filter criteria</p>
                <Button asChild variant="brand" className="mt-5">
                  <a href={linkTo(resetBundleView())} data-live-link="">
                    Clear filters
                  </a>
                </Button>
              </div>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
