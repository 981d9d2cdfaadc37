// Everything the catalogue landing page can find, with where each result
// links to and, for items, the price their card shows. Built from the
// published catalogue the server serves, with hire prices in place of cost
// prices (withHirePricesAll), so no cost price reaches the page.
import type { SearchEntry } from "#app/features/catalogue/catalogue-search.ts";
import {
  type CatalogueItemKind,
  type CatalogueRecord,
  displayPrice,
  formatPrice,
  isHourly,
  type PricedCatalogueData,
} from "#app/features/quotes/index.ts";
import { catalogueSections } from "#app/features/catalogue/content/catalogue-sections.ts";

/** The price as the item's card shows it: 'R1,500.00', 'R2,500.00/hr' or 'Contact for Pricing'. */
function priceLabel(kind: CatalogueItemKind, record: CatalogueRecord): string {
  return formatPrice(displayPrice(kind, record), isHourly(kind, record));
}

export function catalogueSearchEntries({
  productCategories,
  products,
  bundles,
  personnel,
  promotions,
  addOns,
}: PricedCatalogueData): SearchEntry[] {
  const categoryName = (id: string) => productCategories.find((category) => category.id === id)?.name ?? id;
  return [
    ...catalogueSections.map((section) => ({
      kind: "section" as const,
      id: section.id,
      title: section.name,
      description: section.description,
      href: section.route,
      image: section.image,
    })),
    ...productCategories.map((category) => ({
      kind: "category" as const,
      id: category.id,
      title: category.name,
      subtitle: category.parentId ? categoryName(category.parentId) : undefined,
      description: category.description,
      href: `/catalogue/products/${category.id}`,
      image: category.image,
    })),
    ...products.map((product) => ({
      kind: "product" as const,
      id: product.id,
      name: product.name,
      type: product.type,
      subtitle: product.categories.map(categoryName).join(", "),
      description: product.description,
      href: `/catalogue/product/${product.id}`,
      image: product.image,
      price: priceLabel("product", product),
      ...(product.photo ? { photo: product.photo } : {}),
    })),
    ...bundles.map((bundle) => ({
      kind: "bundle" as const,
      id: bundle.id,
      name: bundle.name,
      type: bundle.type,
      description: bundle.description,
      href: `/catalogue/bundles#${bundle.id}`,
      image: bundle.image,
      price: priceLabel("bundle", bundle),
      ...(bundle.photo ? { photo: bundle.photo } : {}),
    })),
    ...personnel.map((person) => ({
      kind: "personnel" as const,
      id: person.id,
      name: person.name,
      type: "Event personnel",
      description: person.description,
      href: `/catalogue/personnel#${person.id}`,
      image: person.image,
      price: priceLabel("personnel", person),
      ...(person.photo ? { photo: person.photo } : {}),
    })),
    ...promotions.map((promotion) => ({
      kind: "promotion" as const,
      id: promotion.id,
      name: promotion.name,
      type: promotion.category,
      description: promotion.description,
      href: `/catalogue/promotions#${promotion.id}`,
      image: promotion.image,
      price: priceLabel("promotion", promotion),
    })),
    ...addOns.map((addOn) => ({
      kind: "add-on" as const,
      id: addOn.id,
      name: addOn.name,
      type: "Add-on",
      description: addOn.description,
      href: `/catalogue/add-ons#${addOn.id}`,
      image: addOn.image,
      price: priceLabel("add-on", addOn),
      ...(addOn.photo ? { photo: addOn.photo } : {}),
    })),
  ];
}
