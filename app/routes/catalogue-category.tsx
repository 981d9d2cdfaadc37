import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/catalogue-category";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/components/seo/page-meta";
import { Button } from "~/components/ui/button";
import { getProductCategory, productsInCategory } from "~/content/catalogue";
import { seedCatalogue } from "~/content/catalogue-data";
import { withCataloguePhotos } from "~/content/catalogue-photos";
import { CatalogueSectionIsland } from "~/islands/catalogue-section";
import { useSiteUrl } from "~/root";
import { sitePageHandle } from "~/lib/route-handle";
import { withHirePrices } from "~/server/catalogue/hire-prices.server";
import { mainPhotosFor } from "~/server/catalogue/photo-context.server";

export const handle = sitePageHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  // Category badges link with the id lowercased.
  const category = getProductCategory(params.categoryId.toLowerCase());
  if (!category) return data({ category: null, products: [] }, { status: 404 });
  const parent = category.parentId ? (getProductCategory(category.parentId) ?? null) : null;
  const { products } = withCataloguePhotos(seedCatalogue, await mainPhotosFor(context));
  const inCategory = new Set(productsInCategory(category.id).map((product) => product.id));
  return {
    category,
    parent,
    products: withHirePrices(
      "product",
      products.filter((product) => inCategory.has(product.id)),
    ),
  };
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
