import type { Route } from "./+types/catalogue-personnel";
import { CatalogueSectionPage } from "~/components/catalogue/catalogue-section-page";
import { pageMeta } from "~/components/seo/page-meta";
import { personnel } from "~/content/catalogue";
import { sitePageHandle } from "~/lib/route-handle";

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

export default function CataloguePersonnel() {
  return (
    <CatalogueSectionPage
      title="Event Personnel"
      intro="Equipment is only half the job. Our technicians set up, run and pack down your sound so you can look after your guests."
      path={path}
      searchLabel="Search event personnel..."
      kind="personnel"
      items={personnel}
    />
  );
}
