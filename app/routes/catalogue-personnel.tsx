import type { Route } from "./+types/catalogue-personnel";
import { CatalogueSectionPage } from "~/components/catalogue/catalogue-section-page";
import { pageMeta } from "~/components/seo/page-meta";
import { sitePageHandle } from "~/lib/route-handle";
import { withHirePrices } from "~/server/catalogue/hire-prices.server";
import { mainPhotosFor } from "~/server/catalogue/photo-context.server";
import { seedCatalogue } from "~/content/catalogue-data";
import { withCataloguePhotos } from "~/content/catalogue-photos";

const path = "/catalogue/personnel";

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Event Personnel",
    description:
      "Hire setup and teardown technicians, an on-site sound engineer or a pre-event site assessment for your Gauteng event, booked with your sound equipment.",
    breadcrumbs: [
      { name: "Catalogue", path: "/catalogue" },
      { name: "Event Personnel", path },
    ],
  });

/** The page's items with their hire prices: cost prices stay on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const { personnel } = withCataloguePhotos(seedCatalogue, await mainPhotosFor(context));
  return { items: withHirePrices("personnel", personnel) };
}

export default function CataloguePersonnel({ loaderData }: Route.ComponentProps) {
  return (
    <CatalogueSectionPage
      title="Event Personnel"
      intro="Equipment is only half the job. Our technicians set up, run and pack down your sound so you can look after your guests."
      path={path}
      searchLabel="Search event personnel..."
      kind="personnel"
      items={loaderData.items}
    />
  );
}
