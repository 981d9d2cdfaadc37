// The catalogue in the database (issue 24, decision 041): categories,
// products, personnel, bundles and their contents, add-ons and promotions,
// with every field of the spec's entities; per item whether it is hidden, its
// position, a hire price staff set (cents) and who changed it last. Drafts
// wait for "Publish"; every publish writes an audit row and bumps the one
// published revision in the same transaction.
// Portable types only, as in 0001: text (ISO-8601 times, JSON lists) and
// integers (cents, basis points, 0/1 flags). The first rows come from a
// frozen copy of the content files as they were when this migration shipped
// (0015-catalogue-seed.server.ts), so the migration gives the same catalogue
// however the content files change later.
import type { CreateTableBuilder, Kysely } from "kysely";
import { catalogueSeed0015, type FrozenCatalogue } from "#app/platform/db/migrations/0015-catalogue-seed.server.ts";

export async function up(db: Kysely<unknown>): Promise<void> {
  // Columns every editable catalogue table has.
  const item = (builder: CreateTableBuilder<string, string>) =>
    builder
      // 0 or 1: hidden items stay in the editor and in quotes already made, but leave the public catalogue.
      .addColumn("hidden", "integer", (col) => col.notNull().defaultTo(0))
      // Order within its kind, ascending.
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      // An address, not a key: history outlives a removed account.
      .addColumn("updated_by", "text", (col) => col.notNull());
  // Columns every priced kind has (not categories).
  const priced = (builder: CreateTableBuilder<string, string>) =>
    builder
      // Rand × 100. The hire price derives from it unless staff set one.
      .addColumn("cost_price_cents", "integer", (col) => col.notNull())
      // The hire price staff set, in cents; null: the spec's rule on the cost price.
      .addColumn("hire_price_override_cents", "integer");

  await item(
    db.schema
      .createTable("catalogue_categories")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("description", "text", (col) => col.notNull())
      .addColumn("image", "text", (col) => col.notNull())
      // Null for a top-level category.
      .addColumn("parent_id", "text"),
  ).execute();

  await item(
    priced(
      db.schema
        .createTable("catalogue_products")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("image", "text", (col) => col.notNull())
        .addColumn("type", "text", (col) => col.notNull())
        .addColumn("capacity", "integer")
        // JSON array of strings, in order.
        .addColumn("key_features", "text", (col) => col.notNull()),
    ),
  ).execute();
  await db.schema
    .createTable("catalogue_product_categories")
    .addColumn("product_id", "text", (col) => col.notNull().references("catalogue_products.id").onDelete("cascade"))
    .addColumn("category_id", "text", (col) => col.notNull().references("catalogue_categories.id"))
    // Top-level category first, then its sub-category.
    .addColumn("position", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("catalogue_product_categories_pk", ["product_id", "category_id"])
    .execute();

  await item(
    priced(
      db.schema
        .createTable("catalogue_personnel")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("image", "text", (col) => col.notNull())
        .addColumn("hourly_rate", "integer", (col) => col.notNull())
        .addColumn("key_features", "text", (col) => col.notNull()),
    ),
  ).execute();

  await item(
    priced(
      db.schema
        .createTable("catalogue_bundles")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("image", "text", (col) => col.notNull())
        .addColumn("type", "text", (col) => col.notNull())
        .addColumn("capacity", "integer")
        .addColumn("popularity", "integer", (col) => col.notNull())
        .addColumn("key_features", "text", (col) => col.notNull()),
    ),
  ).execute();
  await db.schema
    .createTable("catalogue_bundle_items")
    .addColumn("bundle_id", "text", (col) => col.notNull().references("catalogue_bundles.id").onDelete("cascade"))
    .addColumn("product_id", "text", (col) => col.notNull().references("catalogue_products.id"))
    .addColumn("quantity", "integer", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("catalogue_bundle_items_pk", ["bundle_id", "product_id"])
    .execute();

  await item(
    priced(
      db.schema
        .createTable("catalogue_add_ons")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("image", "text", (col) => col.notNull())
        // The discount as basis points (500 = 5%); null: no discount.
        .addColumn("discount_basis_points", "integer")
        .addColumn("key_features", "text", (col) => col.notNull()),
    ),
  ).execute();
  await db.schema
    .createTable("catalogue_add_on_items")
    .addColumn("add_on_id", "text", (col) => col.notNull().references("catalogue_add_ons.id").onDelete("cascade"))
    // A product or a personnel id (the spec's add-on items do not say which).
    .addColumn("item_id", "text", (col) => col.notNull())
    .addColumn("quantity", "integer", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("catalogue_add_on_items_pk", ["add_on_id", "item_id"])
    .execute();

  await item(
    priced(
      db.schema
        .createTable("catalogue_promotions")
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("image", "text", (col) => col.notNull())
        .addColumn("category", "text", (col) => col.notNull())
        .addColumn("discount_basis_points", "integer", (col) => col.notNull())
        .addColumn("capacity", "integer", (col) => col.notNull()),
    ),
  ).execute();
  await db.schema
    .createTable("catalogue_promotion_items")
    .addColumn("promotion_id", "text", (col) => col.notNull().references("catalogue_promotions.id").onDelete("cascade"))
    // 'product', 'bundle' or 'personnel'; checked in code.
    .addColumn("item_type", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    .addColumn("quantity", "integer", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("catalogue_promotion_items_pk", ["promotion_id", "item_type", "item_id"])
    .execute();

  // A saved, unpublished change: the whole record as the editor validated it (JSON), one per item.
  await db.schema
    .createTable("catalogue_drafts")
    // 'category', 'product', 'personnel', 'bundle', 'add-on' or 'promotion'; checked in code.
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    // 1 when the draft adds an item that is not published yet.
    .addColumn("is_new", "integer", (col) => col.notNull())
    .addColumn("record", "text", (col) => col.notNull())
    .addColumn("saved_at", "text", (col) => col.notNull())
    .addColumn("saved_by", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("catalogue_drafts_pk", ["kind", "item_id"])
    .execute();

  await db.schema
    .createTable("catalogue_audit")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    // 'imported', 'created', 'updated', 'hidden' or 'shown'; checked in code.
    .addColumn("action", "text", (col) => col.notNull())
    // JSON of the record with its hidden flag, before (null when created) and after.
    .addColumn("before_json", "text")
    .addColumn("after_json", "text", (col) => col.notNull())
    .addColumn("staff_email", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    // The published revision this change made.
    .addColumn("revision", "integer", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("catalogue_audit_created_idx").on("catalogue_audit").column("created_at").execute();
  await db.schema
    .createIndex("catalogue_audit_item_idx")
    .on("catalogue_audit")
    .columns(["kind", "item_id", "created_at"])
    .execute();

  // One row (id 1): what every app process polls to know the published catalogue changed.
  await db.schema
    .createTable("catalogue_revision")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("revision", "integer", (col) => col.notNull())
    .addColumn("published_at", "text", (col) => col.notNull())
    .addColumn("published_by", "text", (col) => col.notNull())
    .execute();

  await importFrozenCatalogue(db, catalogueSeed0015, new Date().toISOString());
}

/** Who the imported rows were last changed by: not a member of staff, the content files. */
const IMPORTED_BY = "content files (migration 0015)";

const toCents = (rand: number) => Math.round(rand * 100);
const toBasisPoints = (fraction: number) => Math.round(fraction * 10_000);

async function importFrozenCatalogue(unknownDb: Kysely<unknown>, seed: FrozenCatalogue, now: string): Promise<void> {
  // Plain rows into tables made above; this migration's own shapes, never the app's (which may change later).
  const db = unknownDb as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const meta = (position: number) => ({ hidden: 0, position, updated_at: now, updated_by: IMPORTED_BY });
  const insert = async (table: string, rows: Record<string, unknown>[]) => {
    if (rows.length > 0) await db.insertInto(table).values(rows).execute();
  };
  const priced = (record: { costPrice: number; hirePriceOverrideCents?: number }) => ({
    cost_price_cents: toCents(record.costPrice),
    hire_price_override_cents: record.hirePriceOverrideCents ?? null,
  });
  const keyFeatures = (record: { keyFeatures: readonly string[] }) => JSON.stringify(record.keyFeatures);

  // Parents before children: a sub-category's parent must exist (checked in code, not by a key).
  await insert(
    "catalogue_categories",
    seed.productCategories.map((category, index) => ({
      id: category.id,
      name: category.name,
      description: category.description,
      image: category.image,
      parent_id: category.parentId ?? null,
      ...meta(index),
    })),
  );
  await insert(
    "catalogue_products",
    seed.products.map((product, index) => ({
      id: product.id,
      name: product.name,
      description: product.description,
      image: product.image,
      type: product.type,
      capacity: product.capacity ?? null,
      key_features: keyFeatures(product),
      ...priced(product),
      ...meta(index),
    })),
  );
  await insert(
    "catalogue_product_categories",
    seed.products.flatMap((product) =>
      product.categories.map((categoryId, position) => ({ product_id: product.id, category_id: categoryId, position })),
    ),
  );
  await insert(
    "catalogue_personnel",
    seed.personnel.map((person, index) => ({
      id: person.id,
      name: person.name,
      description: person.description,
      image: person.image,
      hourly_rate: person.hourlyRate ? 1 : 0,
      key_features: keyFeatures(person),
      ...priced(person),
      ...meta(index),
    })),
  );
  await insert(
    "catalogue_bundles",
    seed.bundles.map((bundle, index) => ({
      id: bundle.id,
      name: bundle.name,
      description: bundle.description,
      image: bundle.image,
      type: bundle.type,
      capacity: bundle.capacity ?? null,
      popularity: bundle.popularity,
      key_features: keyFeatures(bundle),
      ...priced(bundle),
      ...meta(index),
    })),
  );
  await insert(
    "catalogue_bundle_items",
    seed.bundles.flatMap((bundle) =>
      bundle.items.map((line, position) => ({
        bundle_id: bundle.id,
        product_id: line.productId,
        quantity: line.quantity,
        position,
      })),
    ),
  );
  await insert(
    "catalogue_add_ons",
    seed.addOns.map((addOn, index) => ({
      id: addOn.id,
      name: addOn.name,
      description: addOn.description,
      image: addOn.image,
      discount_basis_points: addOn.discountPercentage === undefined ? null : toBasisPoints(addOn.discountPercentage),
      key_features: keyFeatures(addOn),
      ...priced(addOn),
      ...meta(index),
    })),
  );
  await insert(
    "catalogue_add_on_items",
    seed.addOns.flatMap((addOn) =>
      addOn.items.map((line, position) => ({
        add_on_id: addOn.id,
        item_id: line.id,
        quantity: line.quantity,
        position,
      })),
    ),
  );
  await insert(
    "catalogue_promotions",
    seed.promotions.map((promotion, index) => ({
      id: promotion.id,
      name: promotion.name,
      description: promotion.description,
      image: promotion.image,
      category: promotion.category,
      discount_basis_points: toBasisPoints(promotion.discountPercentage),
      capacity: promotion.capacity,
      ...priced(promotion),
      ...meta(index),
    })),
  );
  await insert(
    "catalogue_promotion_items",
    seed.promotions.flatMap((promotion) =>
      promotion.items.map((line, position) => ({
        promotion_id: promotion.id,
        item_type: line.type,
        item_id: line.id,
        quantity: line.quantity,
        position,
      })),
    ),
  );
  await insert("catalogue_revision", [{ id: 1, revision: 1, published_at: now, published_by: IMPORTED_BY }]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "catalogue_revision",
    "catalogue_audit",
    "catalogue_drafts",
    "catalogue_promotion_items",
    "catalogue_promotions",
    "catalogue_add_on_items",
    "catalogue_add_ons",
    "catalogue_bundle_items",
    "catalogue_bundles",
    "catalogue_personnel",
    "catalogue_product_categories",
    "catalogue_products",
    "catalogue_categories",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
