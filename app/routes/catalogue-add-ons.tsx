import type { Route } from "./+types/catalogue-add-ons";
import { CatalogueSectionPage } from "#app/features/catalogue/catalogue-section-page.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { withHirePrices } from "#app/features/catalogue/hire-prices.server.ts";

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
export function loader({ context }: Route.LoaderArgs) {
  return { items: withHirePrices("add-on", catalogueFrom(context).data.addOns) };
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
