import type { Route } from "./+types/catalogue-add-ons";
import { CatalogueSectionPage } from "~/components/catalogue/catalogue-section-page";
import { pageMeta } from "~/components/seo/page-meta";
import { sitePageHandle } from "~/lib/route-handle";
import { withHirePrices } from "~/server/catalogue/hire-prices.server";
import { mainPhotosFor } from "~/server/catalogue/photo-context.server";
import { seedCatalogue } from "~/content/catalogue-data";
import { withCataloguePhotos } from "~/content/catalogue-photos";

const path = "/catalogue/add-ons";

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Equipment Add-Ons",
    description:
      "Upgrade any sound hire booking with extra wireless microphones, atmospheric lighting, a sound engineer or more subwoofer power for your Gauteng event.",
    breadcrumbs: [
      { name: "Catalogue", path: "/catalogue" },
      { name: "Equipment Add-Ons", path },
    ],
  });

/** The page's items with their hire prices: cost prices stay on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const { addOns } = withCataloguePhotos(seedCatalogue, await mainPhotosFor(context));
  return { items: withHirePrices("add-on", addOns) };
}

export default function CatalogueAddOns({ loaderData }: Route.ComponentProps) {
  return (
    <CatalogueSectionPage
      title="Equipment Add-Ons"
      intro="Extras that slot into any booking, priced to add on rather than to hire on their own."
      path={path}
      searchLabel="Search add-ons..."
      kind="add-on"
      items={loaderData.items}
    />
  );
}
