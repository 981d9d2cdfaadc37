// The shared layout of the personnel, promotions and add-ons pages: back link,
// search, a card grid, and the spec's search headings and empty state.
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { SearchBox } from "./search-box";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHero } from "~/components/sections/page-hero";
import { noResultsText, resultCountText } from "~/lib/catalogue-search";

export function BackToCatalogue() {
  return (
    <Link to="/catalogue" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Catalogue
    </Link>
  );
}

export function CatalogueSectionPage<T>({
  title,
  intro,
  path,
  searchLabel,
  all,
  search,
  renderItem,
}: {
  title: string;
  intro: string;
  path: string;
  searchLabel: string;
  all: readonly T[];
  search: (list: readonly T[], query: string) => T[];
  renderItem: (item: T) => ReactNode;
}) {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get("q") ?? "").trim();
  const shown = query ? search(all, query) : all;
  return (
    <>
      <PageHero eyebrow="Catalogue" title={title} intro={intro} />
      <Breadcrumbs
        trail={[
          { name: "Catalogue", path: "/catalogue" },
          { name: title, path },
        ]}
      />
      <section aria-labelledby="items-heading" className="py-10 sm:py-14">
        <div className="container-page">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <BackToCatalogue />
            <div className="w-full sm:max-w-sm">
              <SearchBox label={searchLabel} placeholder={searchLabel} />
            </div>
          </div>
          <div className="mt-8" aria-live="polite" data-live-results="status">
            <h2 id="items-heading" className={query ? "text-2xl font-extrabold text-navy" : "sr-only"}>
              {query ? "Search Results" : `All ${title}`}
            </h2>
            {query ? <p className="mt-1 text-muted">{resultCountText(shown.length, query)}</p> : null}
          </div>
          <div data-live-results="items">
            {shown.length > 0 ? (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((item, index) => (
                  <li key={index} className="flex">
                    {renderItem(item)}
                  </li>
                ))}
              </ul>
            ) : (
              <div className="mt-8 rounded-2xl bg-lavender p-10 text-center">
                <p className="text-lg font-bold text-navy">{noResultsText(query)}</p>
                <p className="mt-2 text-muted">Try different keywords, or browse the whole catalogue.</p>
              </div>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
