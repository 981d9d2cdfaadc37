// Search on the catalogue landing: the search box, then either the catalogue's
// section cards or, when there is a query, the results in their place (spec:
// 'When a query is typed, search results replace the cards'). The server
// renders the view for ?q=; in the browser results follow the search box as
// the visitor types, found among the entries in the island's props, and the
// query is kept in the URL. An item's result shows its photo (or drawing) and
// the price its card shows. The results heading and count sit in a polite live
// region; focus stays in the search box.
import { ArrowRight, PhoneCall } from "lucide-react";
import { SearchBox } from "#app/features/catalogue/search-box.tsx";
import { CataloguePicture } from "#app/features/catalogue/catalogue-picture.tsx";
import { Illustration } from "#app/ui/illustration.tsx";
import { callBackLink } from "#app/features/site/index.ts";
import {
  type SearchEntry,
  noResultsText,
  resultCountText,
  searchEntries,
} from "#app/features/catalogue/catalogue-search.ts";
import { KIND_LABELS, PRICE_ON_REQUEST } from "#app/features/quotes/index.ts";
import { island } from "#app/platform/islands/island.tsx";
import { QUERY_PARAMS, queryParams, useTypedQuery, useUrlState } from "#app/features/catalogue/live-search.ts";

export type CatalogueSearchProps = {
  /** Everything the landing page can find (catalogueSearchEntries); its sections are the cards. */
  entries: SearchEntry[];
  /** The search the page was rendered for (?q=). */
  query: string;
};

const kindLabel = (kind: SearchEntry["kind"]) =>
  kind === "section" ? "Catalogue section" : kind === "category" ? "Product category" : KIND_LABELS[kind];

function ResultList({ results }: { results: readonly SearchEntry[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {results.map((entry) => (
        <li key={`${entry.kind}-${entry.id}`}>
          <a
            href={entry.href}
            className="flex h-full items-center gap-4 rounded-2xl border border-line p-4 hover:border-brand hover:bg-lavender"
          >
            <CataloguePicture
              record={entry}
              layout="thumbnail"
              alt=""
              width={96}
              height={72}
              className="w-24 shrink-0 rounded-lg bg-lavender"
            />
            <span>
              <span className="block text-xs font-bold uppercase tracking-wider text-brand">
                {kindLabel(entry.kind)}
              </span>
              <span className="block font-bold text-navy">{entry.name ?? entry.title}</span>
              {entry.price === undefined ? null : (
                <span className="mt-1 block font-extrabold text-navy" data-result-price>
                  {entry.price}
                  {entry.price === PRICE_ON_REQUEST ? null : (
                    <span className="ml-2 align-middle text-xs font-semibold text-muted">excl. VAT</span>
                  )}
                </span>
              )}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function SectionCards({ sections }: { sections: readonly SearchEntry[] }) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {sections.map((section, index) => {
        const name = section.title ?? section.name ?? "";
        return (
          <li key={section.id}>
            <a
              href={section.href}
              className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm hover:border-brand"
            >
              {/* The first row is in view on arrival (on a phone, the first card is the largest paint). */}
              <Illustration
                name={section.image}
                alt=""
                width={480}
                height={360}
                priority={index < 3}
                className="w-full bg-lavender"
              />
              <span className="flex flex-1 flex-col p-5">
                <span className="text-xl font-bold text-navy group-hover:text-brand">{name}</span>
                <span className="mt-2 flex-1 text-sm leading-relaxed text-muted">{section.description}</span>
                <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand">
                  Browse {name.toLowerCase()}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </span>
              </span>
            </a>
          </li>
        );
      })}
      <li className="flex flex-col justify-center rounded-2xl bg-navy p-6 text-white">
        <PhoneCall className="size-8 text-amber" aria-hidden="true" />
        <p className="mt-3 text-xl font-bold">Not sure what you need?</p>
        <p className="mt-2 text-slate-200">
          Tell us the venue and the guest count and one of our sound specialists will put the right system together for
          you.
        </p>
        <a href={callBackLink.to} className="mt-4 font-semibold text-amber-light hover:underline">
          {callBackLink.label}
        </a>
      </li>
    </ul>
  );
}

export default function CatalogueSearch({ entries, query: initialQuery }: CatalogueSearchProps) {
  const [query, setQuery] = useUrlState(initialQuery, QUERY_PARAMS, queryParams);
  const search = useTypedQuery(query, setQuery);
  const searched = query.trim();
  const results = searchEntries(entries, searched);

  return (
    <>
      <div className="max-w-2xl">
        <SearchBox
          id="catalogue-search"
          label="Search the catalogue"
          placeholder="Search speakers, microphones, bundles..."
          action="/catalogue"
          value={search.text}
          onValueChange={search.setText}
          onSubmit={search.onSubmit}
          inputRef={search.inputRef}
        />
      </div>
      <div aria-live="polite">
        {searched ? (
          <>
            <h2 id="catalogue-heading" className="mt-8 text-2xl font-extrabold text-navy">
              Search Results
            </h2>
            <p className="mt-1 text-muted">
              {results.length > 0 ? resultCountText(results.length, searched) : noResultsText(searched)}
            </p>
          </>
        ) : (
          <h2 id="catalogue-heading" className="sr-only">
            Catalogue sections
          </h2>
        )}
      </div>
      {searched && results.length > 0 ? <ResultList results={results} /> : null}
      {searched && results.length === 0 ? (
        <p className="mt-4 text-muted">Try different keywords, or browse the sections below.</p>
      ) : null}
      {!searched || results.length === 0 ? (
        <SectionCards sections={entries.filter((entry) => entry.kind === "section")} />
      ) : null}
    </>
  );
}

/** Hydrated when the browser is idle: the cards are links that work before it. */
export const CatalogueSearchIsland = island("catalogue-search", CatalogueSearch, { hydrate: "idle" });

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
