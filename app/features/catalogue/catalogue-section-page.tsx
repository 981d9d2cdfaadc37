// The shared layout of the personnel, promotions and add-ons pages: the hero
// and breadcrumbs, then the list with its search (an island: results follow
// the search box as the visitor types, and the server answers ?q= on its own).
import { useSearchParams } from "react-router";
import { BACK_TO_CATALOGUE } from "#app/features/catalogue/back-link.tsx";
import { Breadcrumbs, PageHero } from "#app/features/site/components.tsx";
import { CatalogueSectionIsland } from "#app/features/catalogue/catalogue-section.island.tsx";
import type { CatalogueRecord } from "#app/features/quotes/index.ts";
import { useSiteUrl } from "#app/root.tsx";

export function CatalogueSectionPage({
  title,
  intro,
  path,
  searchLabel,
  kind,
  items,
}: {
  title: string;
  intro: string;
  path: string;
  searchLabel: string;
  kind: "personnel" | "promotion" | "add-on";
  items: CatalogueRecord[];
}) {
  const siteUrl = useSiteUrl();
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHero eyebrow="Catalogue" title={title} intro={intro} />
      <Breadcrumbs
        trail={[
          { name: "Catalogue", path: "/catalogue" },
          { name: title, path },
        ]}
      />
      <section aria-labelledby="items-heading" className="py-10 sm:py-14">
        <div className="container-page">
          <CatalogueSectionIsland
            kind={kind}
            items={items}
            query={searchParams.get("q") ?? ""}
            siteUrl={siteUrl}
            path={path}
            searchLabel={searchLabel}
            searchPlaceholder={searchLabel}
            back={BACK_TO_CATALOGUE}
            headingId="items-heading"
            listHeading={`All ${title}`}
          />
        </div>
      </section>
    </>
  );
}
