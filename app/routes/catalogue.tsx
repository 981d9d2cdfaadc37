import { useSearchParams } from "react-router";
import type { Route } from "./+types/catalogue";
import { LandingLinks } from "~/components/sections/landing-links";
import { LANDING_LINKS } from "~/content/landing/slugs";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/components/seo/page-meta";
import { catalogueSearchEntries } from "~/content/catalogue-index";
import { assistantCatalogueData } from "~/lib/assistant";
import { CatalogueSearchIsland } from "~/islands/catalogue-search";
import { EquipmentAssistantIsland } from "~/islands/equipment-assistant";
import { useRetentionPolicy } from "~/components/forms/use-retention-policy";
import { sitePageHandle } from "~/lib/route-handle";
import { catalogueFrom } from "~/server/catalogue/catalogue-context.server";
import { withHirePricesAll } from "~/server/catalogue/hire-prices.server";

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
