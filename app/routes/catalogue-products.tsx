import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/catalogue-products";
import { BackToCatalogue } from "#app/features/catalogue/back-link.tsx";
import { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { Illustration } from "#app/ui/illustration.tsx";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";

const path = "/catalogue/products";

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Products",
    description:
      "Hire powered speakers, subwoofers, wired and wireless microphones, mixers, stage lighting, fog machines and safety accessories in Gauteng, by category.",
    breadcrumbs: [
      { name: "Catalogue", path: "/catalogue" },
      { name: "Products", path },
    ],
  });

/**
 * The categories with their counts, worked out on the server: the page
 * itself never imports the catalogue, whose records hold cost prices.
 */
export function loader({ context }: Route.LoaderArgs) {
  const catalogue = catalogueFrom(context);
  return {
    categories: catalogue.topLevelCategories().map((category) => ({
      ...category,
      count: catalogue.productsInCategory(category.id).length,
      subcategories: catalogue.subcategoriesOf(category.id),
    })),
  };
}

export default function CatalogueProducts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Catalogue"
        title="Products"
        intro="Every item is tested after each hire and leaves our Kramerville warehouse with the cables, stands and covers it needs."
      />
      <Breadcrumbs
        trail={[
          { name: "Catalogue", path: "/catalogue" },
          { name: "Products", path },
        ]}
      />
      <section aria-labelledby="categories-heading" className="py-10 sm:py-14">
        <div className="container-page">
          <BackToCatalogue />
          <h2 id="categories-heading" className="mt-6 text-2xl font-extrabold text-navy">
            Product categories
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.categories.map((category) => {
              const { count, subcategories } = category;
              return (
                <li
                  key={category.id}
                  className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm"
                >
                  <Illustration name={category.image} alt="" width={480} height={360} className="w-full bg-lavender" />
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="text-xl font-bold text-navy">
                      <Link to={`/catalogue/products/${category.id}`} className="hover:text-brand hover:underline">
                        {category.name}
                      </Link>
                    </h3>
                    <p className="mt-1 text-sm font-semibold text-brand">
                      {count} {count === 1 ? "product" : "products"}
                    </p>
                    <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{category.description}</p>
                    {subcategories.length > 0 ? (
                      <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${category.name} sub-categories`}>
                        {subcategories.map((sub) => (
                          <li key={sub.id}>
                            <Link
                              to={`/catalogue/products/${sub.id}`}
                              className="inline-flex rounded-full bg-lavender px-3 py-1 text-sm font-medium text-brand hover:bg-brand hover:text-white"
                            >
                              {sub.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <Link
                      to={`/catalogue/products/${category.id}`}
                      className="mt-4 inline-flex items-center gap-1 font-semibold text-brand hover:underline"
                    >
                      View {category.name.toLowerCase()}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
    </>
  );
}
