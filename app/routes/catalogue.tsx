import { useSearchParams } from "react-router";
import type { Route } from "./+types/catalogue";
import { LandingLinks } from "#app/features/landing/landing-links.tsx";
import { LANDING_LINKS } from "#app/features/landing/content/slugs.ts";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { catalogueSearchEntries } from "#app/features/catalogue/content/catalogue-index.ts";
import { assistantCatalogueData } from "#app/features/assistant/assistant.ts";
import { CatalogueSearchIsland } from "#app/features/catalogue/catalogue-search.island.tsx";
import { EquipmentAssistantIsland } from "#app/features/assistant/equipment-assistant.island.tsx";
import { useRetentionPolicy } from "#app/features/privacy/use-retention-policy.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { withHirePricesAll } from "#app/features/catalogue/hire-prices.server.ts";

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Rental Catalogue",
    description:
      "Browse our sound hire catalogue: powered speakers, subwoofers, microphones, mixers, lighting, bundles, technicians and add-ons for events across Gauteng.",
    breadcrumbs: [{ name: "Catalogue", path: "/catalogue" }],
  });

export function loader({ context }: Route.LoaderArgs) {
  const priced = withHirePricesAll(catalogueFrom(context).data);
  return {
    entries: catalogueSearchEntries(priced),
    /** Only the records and fields the assistant's rules read go into the page, with hire prices, never costs. */
    assistantCatalogue: assistantCatalogueData(priced),
  };
}

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const retention = useRetentionPolicy();
  const [searchParams] = useSearchParams();
  const { entries, assistantCatalogue } = loaderData;

  return (
    <>
      <PageHero
        eyebrow="Rental catalogue"
        title="Sound and lighting equipment to hire"
        intro="Pick individual items, a ready-made bundle or the crew to run it. Add what you need to your quote and we will confirm availability and delivery."
      />
      <section aria-labelledby="catalogue-heading" className="py-10 sm:py-14">
        <div className="container-page">
          <CatalogueSearchIsland entries={entries} query={searchParams.get("q") ?? ""} />
        </div>
      </section>
      <LandingLinks slugs={LANDING_LINKS.catalogue} title="Equipment hire guides" id="guides-heading" />
      <div className="bg-lavender py-12 sm:py-16">
        <div className="container-page max-w-3xl">
          <EquipmentAssistantIsland catalogue={assistantCatalogue} retention={retention} />
        </div>
      </div>
    </>
  );
}
