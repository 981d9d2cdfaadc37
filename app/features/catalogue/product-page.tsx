// A product's page: its picture, categories, facts, price and quote actions,
// its overview and key features, then similar products; or, for a product
// removed or hidden since its link was found, the not-found notice.
import { Link } from "react-router";
import { ItemCard, itemPriceLabel } from "#app/features/catalogue/item-card.tsx";
import { SharePopoverIsland } from "#app/features/catalogue/share-popover.island.tsx";
import { CataloguePicture } from "#app/features/catalogue/catalogue-picture.tsx";
import { Breadcrumbs, CheckList } from "#app/features/site/components.tsx";
import type { ProductCategory } from "#app/features/site/index.ts";
import { AddToQuoteIsland } from "#app/features/quotes/components.tsx";
import type { PricedProduct } from "#app/features/quotes/index.ts";
import { Button } from "#app/ui/button.tsx";
import { WhatsAppLink } from "#app/ui/whatsapp-link.tsx";
import { companyWhatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";

export interface ProductPageProps {
  product: PricedProduct;
  categories: readonly ProductCategory[];
  similar: readonly PricedProduct[];
  siteUrl: string;
}

export function ProductNotFound() {
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

function CategoryLinks({ categories }: { categories: readonly ProductCategory[] }) {
  return (
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
  );
}

function ProductFacts({ product }: { product: PricedProduct }) {
  return (
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
  );
}

function ProductDetails({ product, categories, siteUrl }: Omit<ProductPageProps, "similar">) {
  return (
    <div>
      <CategoryLinks categories={categories} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-navy sm:text-4xl">{product.name}</h1>
      <ProductFacts product={product} />
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
  );
}

function SimilarProducts({ similar, siteUrl }: Pick<ProductPageProps, "similar" | "siteUrl">) {
  return (
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
  );
}

export function ProductPage({ product, categories, similar, siteUrl }: ProductPageProps) {
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
        <ProductDetails product={product} categories={categories} siteUrl={siteUrl} />
      </article>
      {similar.length > 0 ? <SimilarProducts similar={similar} siteUrl={siteUrl} /> : null}
    </>
  );
}
