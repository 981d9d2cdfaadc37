import { useSearchParams } from "react-router";
import type { Route } from "./+types/catalogue-bundles";
import { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { BundleBrowserIsland } from "#app/features/catalogue/bundle-browser.island.tsx";
import { bundleFiltersFromSearchParams } from "#app/features/catalogue/bundle-filters.ts";
import { useSiteUrl } from "#app/root.tsx";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { withHirePrices } from "#app/features/catalogue/hire-prices.server.ts";

const path = "/catalogue/bundles";

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sound Bundles",
    description:
      "Matched sound hire bundles for weddings, corporate events, DJs and parties in Gauteng, sized for 50 to 200 guests. Filter, compare and add to your quote.",
    breadcrumbs: [
      { name: "Catalogue", path: "/catalogue" },
      { name: "Sound Bundles", path },
    ],
  });

/** The bundles with their hire prices: cost prices stay on the server. */
export function loader({ context }: Route.LoaderArgs) {
  return { bundles: withHirePrices("bundle", catalogueFrom(context).data.bundles) };
}

export default function CatalogueBundles({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  const [searchParams] = useSearchParams();
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
          <BundleBrowserIsland
            bundles={loaderData.bundles}
            filters={bundleFiltersFromSearchParams(searchParams)}
            siteUrl={siteUrl}
          />
        </div>
      </section>
    </>
  );
}
