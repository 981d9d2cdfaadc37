import { data, Link } from "react-router";
import type { Route } from "./+types/catalogue-product";
import { ItemCard, itemPriceLabel } from "#app/features/catalogue/item-card.tsx";
import { SharePopoverIsland } from "#app/features/catalogue/share-popover.island.tsx";
import { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
import { CheckList } from "#app/features/site/sections/check-list.tsx";
import { pageMeta, siteUrlFrom } from "#app/features/site/seo/page-meta.ts";
import { Button } from "#app/ui/button.tsx";
import { catalogueShareImage } from "#app/features/site/seo/share-image.ts";
import { WhatsAppLink } from "#app/ui/whatsapp-link.tsx";
import { AddToQuoteIsland } from "#app/features/quotes/builder/add-to-quote.island.tsx";
import { CataloguePicture } from "#app/features/catalogue/catalogue-picture.tsx";
import { similarProducts } from "#app/features/catalogue/catalogue-search.ts";
import { productJsonLd } from "#app/features/site/seo/seo.ts";
import { displayPrice } from "#app/features/quotes/quote.ts";
import { productShareCard } from "#app/features/site/seo/share-cards.ts";
import { business } from "#app/platform/business.ts";
import { companyWhatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";
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
  if (!loaderData.product) {
    return (
      <section className="container-page py-24 text-center">
        <h1 className="text-4xl font-extrabold text-navy">Product Not Found</h1>
        <p className="mx-auto mt-4 max-w-md text-lg text-muted">
          We couldn't find that product. It may have been retired or the link may have a typo.
        </p>
        <Button asChild variant="brand" size="lg" className="mt-8">
          <Link to="/catalogue/products">Browse Products</Link>
        </Button>
      </section>
    );
  }
  const { product, categories, similar } = loaderData;
  const path = `/catalogue/product/${product.id}`;
  const topCategory = categories[0];
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: "Catalogue", path: "/catalogue" },
          { name: "Products", path: "/catalogue/products" },
          ...(topCategory ? [{ name: topCategory.name, path: `/catalogue/products/${topCategory.id}` }] : []),
          { name: product.name, path },
        ]}
      />
      <article className="container-page grid gap-10 py-10 lg:grid-cols-2 lg:py-14">
        <CataloguePicture
          record={product}
          layout="product"
          alt={product.name}
          width={480}
          height={360}
          priority
          className="w-full rounded-3xl bg-lavender"
        />
        <div>
          <ul className="flex flex-wrap gap-2" aria-label="Categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/catalogue/products/${category.id.toLowerCase()}`}
                  className="inline-flex rounded-full bg-lavender px-3 py-1 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-navy sm:text-4xl">{product.name}</h1>
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:max-w-sm">
            <div>
              <dt className="text-sm text-muted">Type</dt>
              <dd className="font-semibold text-navy">{product.type}</dd>
            </div>
            {product.capacity ? (
              <div>
                <dt className="text-sm text-muted">Suits</dt>
                <dd className="font-semibold text-navy">up to {product.capacity} guests</dd>
              </div>
            ) : null}
          </dl>
          <p className="mt-6 text-sm text-muted">Estimated hire price per event, excluding VAT</p>
          <p className="text-3xl font-extrabold text-navy" data-product-price="">
            {itemPriceLabel("product", product)}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <AddToQuoteIsland kind="product" record={product} size="lg" />
            <SharePopoverIsland kind="product" id={product.id} name={product.name} siteUrl={siteUrl} />
            <WhatsAppLink
              href={companyWhatsAppLink(whatsAppMessages.hire(product.name))}
              about={`about hiring the ${product.name}`}
            />
          </div>
          <h2 className="mt-10 text-xl font-bold text-navy">Overview</h2>
          <p className="mt-2 leading-relaxed text-muted">{product.description}</p>
          <h2 className="mt-8 text-xl font-bold text-navy">Key Features</h2>
          <CheckList items={product.keyFeatures} className="mt-3 grid gap-2" />
          <p className="mt-6 text-sm text-muted">
            Prices are estimates. Delivery within Gauteng is quoted separately and added to your final quote.
          </p>
        </div>
      </article>
      {similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="bg-lavender py-12">
          <div className="container-page">
            <h2 id="similar-heading" className="text-2xl font-extrabold text-navy">
              Similar products
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {similar.map((other) => (
                <li key={other.id} className="flex">
                  <ItemCard
                    kind="product"
                    record={other}
                    href={`/catalogue/product/${other.id}`}
                    siteUrl={siteUrl}
                    meta={other.type}
                    headingLevel="h3"
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
