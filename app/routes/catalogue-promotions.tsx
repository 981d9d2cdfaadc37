import type { Route } from "./+types/catalogue-promotions";
import { CatalogueSectionPage } from "~/components/catalogue/catalogue-section-page";
import { pageMeta } from "~/components/seo/page-meta";
import { promotions } from "~/content/promotions";
import { sitePageHandle } from "~/lib/route-handle";

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

export default function CataloguePromotions() {
  return (
    <CatalogueSectionPage
      title="Special Promotions"
      intro="Matched packages at a reduced hire rate, put together from the equipment and crew our clients book most often."
      path={path}
      searchLabel="Search promotions..."
      kind="promotion"
      items={promotions}
    />
  );
}
