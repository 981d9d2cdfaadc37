// Search on a catalogue list page (event personnel, promotions, add-ons, a
// product category): the search box, the results heading and count, and the
// grid of item cards, each with Add to Quote and Share. The server renders the
// view for the URL's ?q=; in the browser the results follow the search box as
// the visitor types, computed from the page's items (the island's props) by
// the section's own rules, and the query is kept in the URL. The count sits
// in a polite live region, so it is read out; focus stays in the search box.
import { useMemo } from "react";
import { BackLink, type BackLinkProps } from "#app/features/catalogue/back-link.tsx";
import { ItemCardGrid } from "#app/features/catalogue/item-card-grid.tsx";
import { SearchBox } from "#app/features/catalogue/search-box.tsx";
import {
  noResultsText,
  resultCountText,
  searchAddOns,
  searchPersonnel,
  searchProducts,
  searchPromotions,
} from "#app/features/catalogue/catalogue-search.ts";
import type { CatalogueRecord, PricedProduct } from "#app/features/quotes/index.ts";
import { island } from "#app/platform/islands/island.tsx";
import { QUERY_PARAMS, queryParams, useTypedQuery, useUrlState } from "#app/features/catalogue/live-search.ts";

export type CatalogueListKind = "product" | "personnel" | "promotion" | "add-on";

export type CatalogueSectionProps = {
  kind: CatalogueListKind;
  /** Every item the page lists (products: those in the category). */
  items: CatalogueRecord[];
  /** The search the page was rendered for (?q=). */
  query: string;
  siteUrl: string;
  /** The page's own path, where its search form goes. */
  path: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The link beside the search box. */
  back: BackLinkProps;
  /** The results heading's id (the page's section is labelled by it) and its text when not searching. */
  headingId: string;
  listHeading: string;
};

interface ListRules {
  /** What a search shows, by the section's rules (spec section 2). */
  search: (items: readonly CatalogueRecord[], query: string) => CatalogueRecord[];
  /** Products link to their own page and show their type; other items are anchors on this page. */
  card: (record: CatalogueRecord) => { href?: string; meta?: string };
  /** 'panel': the spec's empty state under the count; 'line': the count line says there are none. */
  empty: "panel" | "line";
}

const whenSearching =
  (rule: (items: readonly CatalogueRecord[], query: string) => CatalogueRecord[]) =>
  (items: readonly CatalogueRecord[], query: string) => (query ? rule(items, query) : [...items]);

const RULES: Record<CatalogueListKind, ListRules> = {
  product: {
    search: (items, query) => searchProducts(items as readonly PricedProduct[], query),
    card: (record) => ({ href: `/catalogue/product/${record.id}`, meta: (record as PricedProduct).type }),
    empty: "line",
  },
  personnel: { search: whenSearching(searchPersonnel), card: () => ({}), empty: "panel" },
  promotion: { search: whenSearching(searchPromotions), card: () => ({}), empty: "panel" },
  "add-on": { search: whenSearching(searchAddOns), card: () => ({}), empty: "panel" },
};

export default function CatalogueSection({
  kind,
  items,
  query: initialQuery,
  siteUrl,
  path,
  searchLabel,
  searchPlaceholder,
  back,
  headingId,
  listHeading,
}: CatalogueSectionProps) {
  const [query, setQuery] = useUrlState(initialQuery, QUERY_PARAMS, queryParams);
  const search = useTypedQuery(query, setQuery);
  const rules = RULES[kind];
  const searched = query.trim();
  const shown = useMemo(() => rules.search(items, searched), [rules, items, searched]);

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <BackLink {...back} />
        <div className="w-full sm:max-w-sm">
          <SearchBox
            id="catalogue-search"
            label={searchLabel}
            placeholder={searchPlaceholder}
            action={path}
            value={search.text}
            onValueChange={search.setText}
            onSubmit={search.onSubmit}
            inputRef={search.inputRef}
          />
        </div>
      </div>
      <div className="mt-8" aria-live="polite">
        <h2 id={headingId} className={searched ? "text-2xl font-extrabold text-navy" : "sr-only"}>
          {searched ? "Search Results" : listHeading}
        </h2>
        {searched ? (
          <p className="mt-1 text-muted">
            {rules.empty === "line" && shown.length === 0
              ? noResultsText(searched)
              : resultCountText(shown.length, searched)}
          </p>
        ) : null}
      </div>
      {shown.length > 0 || rules.empty === "line" ? (
        <ItemCardGrid
          kind={kind}
          records={shown}
          siteUrl={siteUrl}
          cardProps={rules.card}
          className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        />
      ) : (
        <div className="mt-8 rounded-2xl bg-lavender p-10 text-center">
          <p className="text-lg font-bold text-navy">{noResultsText(searched)}</p>
          <p className="mt-2 text-muted">Try different keywords, or browse the whole catalogue.</p>
        </div>
      )}
    </>
  );
}

/** Hydrated at once: the list and its Add to Quote buttons are the page's main job. */
export const CatalogueSectionIsland = island("catalogue-section", CatalogueSection, { hydrate: "load" });

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
