import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/catalogue-category";
import { ItemCard } from "~/components/catalogue/item-card";
import { SearchBox } from "~/components/catalogue/search-box";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/components/seo/page-meta";
import { Button } from "~/components/ui/button";
import { getProductCategory, productsInCategory } from "~/content/catalogue";
import { noResultsText, resultCountText, searchProducts } from "~/lib/catalogue-search";
import { useSiteUrl } from "~/root";
import { cataloguePageHandle } from "~/lib/hydration";

export const handle = cataloguePageHandle;

export function loader({ params }: Route.LoaderArgs) {
  // Category badges link with the id lowercased.
  const category = getProductCategory(params.categoryId.toLowerCase());
  if (!category) return data({ category: null, products: [] }, { status: 404 });
  const parent = category.parentId ? (getProductCategory(category.parentId) ?? null) : null;
  return { category, parent, products: productsInCategory(category.id) };
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
  const query = (searchParams.get("q") ?? "").trim();
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
  const shown = searchProducts(products, query);
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
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <Link to="/catalogue/products" className="text-sm font-semibold text-brand hover:underline">
              All product categories
            </Link>
            <div className="w-full sm:max-w-sm">
              <SearchBox
                label={`Search ${category.name.toLowerCase()}`}
                placeholder={`Search ${category.name.toLowerCase()}...`}
              />
            </div>
          </div>
          <div aria-live="polite" className="mt-8" data-live-results="status">
            <h2 id="products-heading" className={query ? "text-2xl font-extrabold text-navy" : "sr-only"}>
              {query ? "Search Results" : `${category.name} to hire`}
            </h2>
            {query ? (
              <p className="mt-1 text-muted">
                {shown.length > 0 ? resultCountText(shown.length, query) : noResultsText(query)}
              </p>
            ) : null}
          </div>
          <div data-live-results="items">
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((product) => (
                <li key={product.id} className="flex">
                  <ItemCard
                    kind="product"
                    record={product}
                    href={`/catalogue/product/${product.id}`}
                    siteUrl={siteUrl}
                    meta={product.type}
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
