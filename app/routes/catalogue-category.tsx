import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/catalogue-category";
import { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { Button } from "#app/ui/button.tsx";
import { CatalogueSectionIsland } from "#app/features/catalogue/catalogue-section.island.tsx";
import { useSiteUrl } from "#app/root.tsx";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { withHirePrices } from "#app/features/catalogue/hire-prices.server.ts";

export const handle = sitePageHandle;

export function loader({ params, context }: Route.LoaderArgs) {
  const catalogue = catalogueFrom(context);
  // Category badges link with the id lowercased.
  const category = catalogue.productCategory(params.categoryId.toLowerCase());
  if (!category) return data({ category: null, products: [] }, { status: 404 });
  const parent = category.parentId ? (catalogue.productCategory(category.parentId) ?? null) : null;
  return { category, parent, products: withHirePrices("product", catalogue.productsInCategory(category.id)) };
}

export const meta: Route.MetaFunction = (args) => {
  const category = args.loaderData?.category;
  if (!category) {
    return pageMeta(args, {
      title: "Category Not Found",
      description: "That product category does not exist. Browse all our sound hire product categories.",
      noindex: true,
    });
  }
  const path = `/catalogue/products/${category.id}`;
  return pageMeta(args, {
    title: `${category.name} for Hire`,
    description: category.description,
    path,
    breadcrumbs: [
      { name: "Catalogue", path: "/catalogue" },
      { name: "Products", path: "/catalogue/products" },
      { name: category.name, path },
    ],
  });
};

export default function CatalogueCategory({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  const [searchParams] = useSearchParams();
  if (!loaderData.category) {
    return (
      <section className="container-page py-24 text-center">
        <h1 className="text-4xl font-extrabold text-navy">Category Not Found</h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-muted">
          We don't have a product category by that name. It may have been renamed.
        </p>
        <Button asChild variant="brand" size="lg" className="mt-8">
          <Link to="/catalogue/products">Back to Products</Link>
        </Button>
      </section>
    );
  }
  const { category, parent, products } = loaderData;
  const path = `/catalogue/products/${category.id}`;
  return (
    <>
      <PageHero eyebrow={parent ? parent.name : "Products"} title={category.name} intro={category.description} />
      <Breadcrumbs
        trail={[
          { name: "Catalogue", path: "/catalogue" },
          { name: "Products", path: "/catalogue/products" },
          { name: category.name, path },
        ]}
      />
      <section aria-labelledby="products-heading" className="py-10 sm:py-14">
        <div className="container-page">
          <CatalogueSectionIsland
            kind="product"
            items={products}
            query={searchParams.get("q") ?? ""}
            siteUrl={siteUrl}
            path={path}
            searchLabel={`Search ${category.name.toLowerCase()}`}
            searchPlaceholder={`Search ${category.name.toLowerCase()}...`}
            back={{ href: "/catalogue/products", label: "All product categories" }}
            headingId="products-heading"
            listHeading={`${category.name} to hire`}
          />
        </div>
      </section>
    </>
  );
}
