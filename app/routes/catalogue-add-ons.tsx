import type { Route } from "./+types/catalogue-add-ons";
import { CatalogueSectionPage } from "~/components/catalogue/catalogue-section-page";
import { pageMeta } from "~/components/seo/page-meta";
import { addOns } from "~/content/catalogue";
import { sitePageHandle } from "~/lib/route-handle";

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

export default function CatalogueAddOns() {
  return (
    <CatalogueSectionPage
      title="Equipment Add-Ons"
      intro="Extras that slot into any booking, priced to add on rather than to hire on their own."
      path={path}
      searchLabel="Search add-ons..."
      kind="add-on"
      items={addOns}
    />
  );
}
