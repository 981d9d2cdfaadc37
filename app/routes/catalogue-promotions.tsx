import type { Route } from "./+types/catalogue-promotions";
import { CatalogueSectionPage } from "#app/features/catalogue/catalogue-section-page.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { withHirePrices } from "#app/features/catalogue/hire-prices.server.ts";

const path = "/catalogue/promotions";

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Special Promotions",
    description:
      "Current sound hire specials in Gauteng: discounted speaker packages, a wedding season deal and a complete corporate sound solution with crew.",
    breadcrumbs: [
      { name: "Catalogue", path: "/catalogue" },
      { name: "Special Promotions", path },
    ],
  });

/** The page's items with their hire prices: cost prices stay on the server. */
export function loader({ context }: Route.LoaderArgs) {
  return { items: withHirePrices("promotion", catalogueFrom(context).data.promotions) };
}

export default function CataloguePromotions({ loaderData }: Route.ComponentProps) {
  return (
    <CatalogueSectionPage
      title="Special Promotions"
      intro="Matched packages at a reduced hire rate, put together from the equipment and crew our clients book most often."
      path={path}
      searchLabel="Search promotions..."
      kind="promotion"
      items={loaderData.items}
    />
  );
}
