import { useSearchParams } from "react-router";
import type { Route } from "./+types/catalogue-bundles";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/components/seo/page-meta";
import { BundleBrowserIsland } from "~/islands/bundle-browser";
import { bundleFiltersFromSearchParams } from "~/lib/bundle-filters";
import { useSiteUrl } from "~/root";
import { sitePageHandle } from "~/lib/route-handle";
import { withHirePrices } from "~/server/catalogue/hire-prices.server";
import { mainPhotosFor } from "~/server/catalogue/photo-context.server";
import { seedCatalogue } from "~/content/catalogue-data";
import { withCataloguePhotos } from "~/content/catalogue-photos";

const path = "/catalogue/bundles";

export const handle = sitePageHandle;

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

/** The bundles with their hire prices: cost prices stay on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const { bundles } = withCataloguePhotos(seedCatalogue, await mainPhotosFor(context));
  return { bundles: withHirePrices("bundle", bundles) };
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
