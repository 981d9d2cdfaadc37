import { ArrowRight, PhoneCall } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/catalogue";
import { SearchBox } from "~/components/catalogue/search-box";
import { LandingLinks } from "~/components/sections/landing-links";
import { LANDING_LINKS } from "~/content/landing/slugs";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/components/seo/page-meta";
import { Illustration } from "~/components/ui/illustration";
import { bundles, personnel, products } from "~/content/catalogue";
import { catalogueSearchEntries } from "~/content/catalogue-index";
import { catalogueSections } from "~/content/catalogue-sections";
import { callBackLink } from "~/content/navigation";
import { noResultsText, resultCountText, searchEntries } from "~/lib/catalogue-search";
import { KIND_LABELS } from "~/lib/quote";
import { assistantCatalogueData } from "~/lib/assistant";
import { EquipmentAssistantIsland } from "~/islands/equipment-assistant";
import { cataloguePageHandle } from "~/lib/hydration";

export const handle = cataloguePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Rental Catalogue",
    description:
      "Browse our sound hire catalogue: powered speakers, subwoofers, microphones, mixers, lighting, bundles, technicians and add-ons for events across Gauteng.",
    breadcrumbs: [{ name: "Catalogue", path: "/catalogue" }],
  });

const entries = catalogueSearchEntries();
/** Only the records and fields the assistant's rules read go into the page. */
const assistantCatalogue = assistantCatalogueData({ bundles, products, personnel });
const kindLabel = (kind: (typeof entries)[number]["kind"]) =>
  kind === "section" ? "Catalogue section" : kind === "category" ? "Product category" : KIND_LABELS[kind];

export default function Catalogue() {
  const [searchParams] = useSearchParams();
  const query = (searchParams.get("q") ?? "").trim();
  const results = searchEntries(entries, query);

  return (
    <>
      <PageHero
        eyebrow="Rental catalogue"
        title="Sound and lighting equipment to hire"
        intro="Pick individual items, a ready-made bundle or the crew to run it. Add what you need to your quote and we will confirm availability and delivery."
      />
      <section aria-labelledby="catalogue-heading" className="py-10 sm:py-14">
        <div className="container-page">
          <div className="max-w-2xl">
            <SearchBox label="Search the catalogue" placeholder="Search speakers, microphones, bundles..." />
          </div>
          <div aria-live="polite" data-live-results="status">
            {query ? (
              <>
                <h2 id="catalogue-heading" className="mt-8 text-2xl font-extrabold text-navy">
                  Search Results
                </h2>
                <p className="mt-1 text-muted">
                  {results.length > 0 ? resultCountText(results.length, query) : noResultsText(query)}
                </p>
              </>
            ) : (
              <h2 id="catalogue-heading" className="sr-only">
                Catalogue sections
              </h2>
            )}
          </div>
          <div data-live-results="items">
            {query ? (
              results.length > 0 ? (
                <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {results.map((entry) => (
                    <li key={`${entry.kind}-${entry.id}`}>
                      <Link
                        to={entry.href}
                        className="flex h-full items-center gap-4 rounded-2xl border border-line p-4 hover:border-brand hover:bg-lavender"
                      >
                        <Illustration
                          name={entry.image}
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
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-4 text-muted">Try different keywords, or browse the sections below.</p>
              )
            ) : null}
            {!query || results.length === 0 ? (
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {catalogueSections.map((section, index) => (
                  <li key={section.id}>
                    <Link
                      to={section.route}
                      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm hover:border-brand"
                    >
                      {/* The first row is in view on arrival (on a phone, the first card is the largest paint). */}
                      <Illustration
                        name={section.image}
                        alt=""
                        width={480}
                        height={360}
                        priority={index < 3}
                        className="h-auto w-full bg-lavender"
                      />
                      <span className="flex flex-1 flex-col p-5">
                        <span className="text-xl font-bold text-navy group-hover:text-brand">{section.name}</span>
                        <span className="mt-2 flex-1 text-sm leading-relaxed text-muted">{section.description}</span>
                        <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand">
                          Browse {section.name.toLowerCase()}
                          <ArrowRight className="size-4" aria-hidden="true" />
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
                <li className="flex flex-col justify-center rounded-2xl bg-navy p-6 text-white">
                  <PhoneCall className="size-8 text-amber" aria-hidden="true" />
                  <p className="mt-3 text-xl font-bold">Not sure what you need?</p>
                  <p className="mt-2 text-slate-200">
                    Tell us the venue and the guest count and one of our sound specialists will put the right system
                    together for you.
                  </p>
                  <Link to={callBackLink.to} className="mt-4 font-semibold text-amber-light hover:underline">
                    {callBackLink.label}
                  </Link>
                </li>
              </ul>
            ) : null}
          </div>
        </div>
      </section>
      <LandingLinks slugs={LANDING_LINKS.catalogue} title="Equipment hire guides" id="guides-heading" />
      <div className="bg-lavender py-12 sm:py-16">
        <div className="container-page max-w-3xl">
          <EquipmentAssistantIsland catalogue={assistantCatalogue} />
        </div>
      </div>
    </>
  );
}
