import type { Route } from "./+types/catalogue-personnel";
import { CatalogueSectionPage } from "#app/features/catalogue/catalogue-section-page.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { withHirePrices } from "#app/features/catalogue/hire-prices.server.ts";

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
export function loader({ context }: Route.LoaderArgs) {
  return { items: withHirePrices("personnel", catalogueFrom(context).data.personnel) };
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
