import { data } from "react-router";
import type { Route } from "./+types/catalogue-product";
import { pageMeta, siteUrlFrom } from "#app/features/site/seo/page-meta.ts";
import { catalogueShareImage } from "#app/features/site/seo/share-image.ts";
import { similarProducts } from "#app/features/catalogue/catalogue-search.ts";
import { productJsonLd } from "#app/features/site/seo/seo.ts";
import { displayPrice } from "#app/features/quotes/quote.ts";
import { productShareCard } from "#app/features/site/seo/share-cards.ts";
import { business } from "#app/platform/business.ts";
import { ProductNotFound, ProductPage } from "#app/features/catalogue/components.tsx";
import { useSiteUrl } from "#app/root.tsx";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { withHirePrice, withHirePrices } from "#app/features/catalogue/hire-prices.server.ts";

export const handle = sitePageHandle;

export function loader({ params, context }: Route.LoaderArgs) {
  const catalogue = catalogueFrom(context);
  const product = catalogue.product(params.productSlug);
  // A product removed or hidden since a visitor found its link is not found.
  if (!product) return data({ product: null, categories: [], similar: [] }, { status: 404 });
  const categories = product.categories.flatMap((id) => catalogue.productCategory(id) ?? []);
  // Hire prices only: cost prices stay on the server.
  return {
    product: withHirePrice("product", product),
    categories,
    similar: withHirePrices("product", similarProducts(catalogue.data.products, product, 3)),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const product = args.loaderData?.product;
  if (!product) {
    return pageMeta(args, {
      title: "Product Not Found",
      description: "That product is not in our catalogue. Browse all the sound equipment we hire out.",
      noindex: true,
    });
  }
  const path = `/catalogue/product/${product.id}`;
  const topCategory = args.loaderData?.categories[0];
  const image = catalogueShareImage(productShareCard(product, business));
  return pageMeta(args, {
    title: `${product.name} Hire`,
    image,
    description:
      product.description.length > 158 ? `${product.description.slice(0, 155).trimEnd()}...` : product.description,
    path,
    breadcrumbs: [
      { name: "Catalogue", path: "/catalogue" },
      { name: "Products", path: "/catalogue/products" },
      ...(topCategory ? [{ name: topCategory.name, path: `/catalogue/products/${topCategory.id}` }] : []),
      { name: product.name, path },
    ],
    jsonLd: [
      productJsonLd({
        name: product.name,
        description: product.description,
        path,
        image: image.url,
        category: product.type,
        price: displayPrice("product", product),
        siteUrl: siteUrlFrom(args.matches),
      }),
    ],
  });
};

export default function CatalogueProduct({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl();
  if (!loaderData.product) return <ProductNotFound />;
  return <ProductPage {...loaderData} product={loaderData.product} siteUrl={siteUrl} />;
}
