// Writing one catalogue record into its tables, inside a publishing transaction
// (migration 0015, decision 041): the item's row is inserted or updated, and its
// lines (a product's categories, a bundle's, add-on's or promotion's items) are
// replaced. Money is stored in cents and fractions in basis points.
import type { Transaction } from "kysely";
import type { AddOn, Bundle, Personnel, Product, ProductCategory, Promotion } from "#app/features/site/index.ts";
import type { AnyCatalogueRecord, CatalogueEditKind } from "#app/features/catalogue/editor/catalogue-editing.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

type Trx = Transaction<Database>;

export interface WriteMeta {
  hidden: boolean;
  position: number;
  updatedAt: string;
  updatedBy: string;
}

const toCents = (rand: number) => Math.round(rand * 100);
const toBasisPoints = (fraction: number) => Math.round(fraction * 10_000);

/** The columns every item table shares. */
function commonColumns(record: AnyCatalogueRecord, meta: WriteMeta) {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    image: record.image,
    hidden: meta.hidden ? 1 : 0,
    position: meta.position,
    updated_at: meta.updatedAt,
    updated_by: meta.updatedBy,
  };
}

function priceColumns(priced: { costPrice: number; hirePriceOverrideCents?: number }) {
  return {
    cost_price_cents: toCents(priced.costPrice),
    hire_price_override_cents: priced.hirePriceOverrideCents ?? null,
  };
}

async function writeCategory(trx: Trx, category: ProductCategory, meta: WriteMeta): Promise<void> {
  const row = { ...commonColumns(category, meta), parent_id: category.parentId ?? null };
  await trx
    .insertInto("catalogue_categories")
    .values(row)
    .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
    .execute();
}

async function writeProduct(trx: Trx, product: Product, meta: WriteMeta): Promise<void> {
  const row = {
    ...commonColumns(product, meta),
    ...priceColumns(product),
    type: product.type,
    capacity: product.capacity ?? null,
    key_features: JSON.stringify(product.keyFeatures),
  };
  await trx
    .insertInto("catalogue_products")
    .values(row)
    .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
    .execute();
  await trx.deleteFrom("catalogue_product_categories").where("product_id", "=", product.id).execute();
  await trx
    .insertInto("catalogue_product_categories")
    .values(
      product.categories.map((categoryId, position) => ({
        product_id: product.id,
        category_id: categoryId,
        position,
      })),
    )
    .execute();
}

async function writePersonnel(trx: Trx, person: Personnel, meta: WriteMeta): Promise<void> {
  const row = {
    ...commonColumns(person, meta),
    ...priceColumns(person),
    hourly_rate: person.hourlyRate ? 1 : 0,
    key_features: JSON.stringify(person.keyFeatures),
  };
  await trx
    .insertInto("catalogue_personnel")
    .values(row)
    .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
    .execute();
}

async function writeBundle(trx: Trx, bundle: Bundle, meta: WriteMeta): Promise<void> {
  const row = {
    ...commonColumns(bundle, meta),
    ...priceColumns(bundle),
    type: bundle.type,
    capacity: bundle.capacity ?? null,
    popularity: bundle.popularity,
    key_features: JSON.stringify(bundle.keyFeatures),
  };
  await trx
    .insertInto("catalogue_bundles")
    .values(row)
    .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
    .execute();
  await trx.deleteFrom("catalogue_bundle_items").where("bundle_id", "=", bundle.id).execute();
  await trx
    .insertInto("catalogue_bundle_items")
    .values(
      bundle.items.map((line, position) => ({
        bundle_id: bundle.id,
        product_id: line.productId,
        quantity: line.quantity,
        position,
      })),
    )
    .execute();
}

async function writeAddOn(trx: Trx, addOn: AddOn, meta: WriteMeta): Promise<void> {
  const row = {
    ...commonColumns(addOn, meta),
    ...priceColumns(addOn),
    discount_basis_points: addOn.discountPercentage === undefined ? null : toBasisPoints(addOn.discountPercentage),
    key_features: JSON.stringify(addOn.keyFeatures),
  };
  await trx
    .insertInto("catalogue_add_ons")
    .values(row)
    .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
    .execute();
  await trx.deleteFrom("catalogue_add_on_items").where("add_on_id", "=", addOn.id).execute();
  await trx
    .insertInto("catalogue_add_on_items")
    .values(
      addOn.items.map((line, position) => ({
        add_on_id: addOn.id,
        item_id: line.id,
        quantity: line.quantity,
        position,
      })),
    )
    .execute();
}

async function writePromotion(trx: Trx, promotion: Promotion, meta: WriteMeta): Promise<void> {
  const row = {
    ...commonColumns(promotion, meta),
    ...priceColumns(promotion),
    category: promotion.category,
    discount_basis_points: toBasisPoints(promotion.discountPercentage),
    capacity: promotion.capacity,
  };
  await trx
    .insertInto("catalogue_promotions")
    .values(row)
    .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
    .execute();
  await trx.deleteFrom("catalogue_promotion_items").where("promotion_id", "=", promotion.id).execute();
  await trx
    .insertInto("catalogue_promotion_items")
    .values(
      promotion.items.map((line, position) => ({
        promotion_id: promotion.id,
        item_type: line.type,
        item_id: line.id,
        quantity: line.quantity,
        position,
      })),
    )
    .execute();
}

/** Inserts or updates one record of the kind, with its lines. */
export async function writeRecord(
  trx: Trx,
  kind: CatalogueEditKind,
  record: AnyCatalogueRecord,
  meta: WriteMeta,
): Promise<void> {
  switch (kind) {
    case "category":
      return writeCategory(trx, record as ProductCategory, meta);
    case "product":
      return writeProduct(trx, record as Product, meta);
    case "personnel":
      return writePersonnel(trx, record as Personnel, meta);
    case "bundle":
      return writeBundle(trx, record as Bundle, meta);
    case "add-on":
      return writeAddOn(trx, record as AddOn, meta);
    case "promotion":
      return writePromotion(trx, record as Promotion, meta);
  }
}
