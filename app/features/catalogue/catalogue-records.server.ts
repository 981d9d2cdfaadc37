// The stored catalogue read back as records (migration 0015, decision 041): every
// kind's rows turned into the content schemas' shapes (app/features/site/seo/schemas.ts),
// money converted from cents at this boundary, plus the published revision.
import type { Kysely, Transaction } from "kysely";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import type { AddOn, Bundle, Personnel, Product, ProductCategory, Promotion } from "#app/features/site/index.ts";
import type { CatalogueEditKind, CatalogueRecordOf } from "#app/features/catalogue/editor/catalogue-editing.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

type Db = Kysely<Database> | Transaction<Database>;

/** A record with what the editor shows beside it. */
export interface StoredItem<Kind extends CatalogueEditKind = CatalogueEditKind> {
  kind: Kind;
  record: CatalogueRecordOf[Kind];
  hidden: boolean;
  position: number;
  updatedAt: string;
  updatedBy: string;
}

const fromCents = (cents: number) => cents / 100;
const fromBasisPoints = (points: number) => points / 10_000;
const override = (cents: number | null) => (cents === null ? {} : { hirePriceOverrideCents: cents });
const optionalNumber = <Key extends string>(key: Key, value: number | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<Key, number>>;
const keyFeatures = (json: string): string[] => JSON.parse(json) as string[];

interface ItemMeta {
  hidden: number;
  position: number;
  updated_at: string;
  updated_by: string;
}

function stored<Kind extends CatalogueEditKind>(
  kind: Kind,
  record: CatalogueRecordOf[Kind],
  row: ItemMeta,
): StoredItem<Kind> {
  return {
    kind,
    record,
    hidden: row.hidden === 1,
    position: row.position,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Child rows grouped by their parent's id, in position order. */
function groupBy<Row extends { position: number }>(rows: Row[], parentOf: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of [...rows].sort((a, b) => a.position - b.position)) {
    const key = parentOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

async function readCategories(db: Db): Promise<StoredItem<"category">[]> {
  const rows = await db.selectFrom("catalogue_categories").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map((row) => {
    const record: ProductCategory = {
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image,
      ...(row.parent_id === null ? {} : { parentId: row.parent_id }),
    };
    return stored("category", record, row);
  });
}

async function readProducts(db: Db): Promise<StoredItem<"product">[]> {
  const [rows, links] = await Promise.all([
    db.selectFrom("catalogue_products").selectAll().orderBy("position").orderBy("id").execute(),
    db.selectFrom("catalogue_product_categories").selectAll().execute(),
  ]);
  const categories = groupBy(links, (link) => link.product_id);
  return rows.map((row) => {
    const record: Product = {
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image,
      categories: (categories.get(row.id) ?? []).map((link) => link.category_id),
      type: row.type,
      ...optionalNumber("capacity", row.capacity),
      costPrice: fromCents(row.cost_price_cents),
      keyFeatures: keyFeatures(row.key_features),
      ...override(row.hire_price_override_cents),
    };
    return stored("product", record, row);
  });
}

async function readPersonnel(db: Db): Promise<StoredItem<"personnel">[]> {
  const rows = await db.selectFrom("catalogue_personnel").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map((row) => {
    const record: Personnel = {
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image,
      costPrice: fromCents(row.cost_price_cents),
      hourlyRate: row.hourly_rate === 1,
      keyFeatures: keyFeatures(row.key_features),
      ...override(row.hire_price_override_cents),
    };
    return stored("personnel", record, row);
  });
}

async function readBundles(db: Db): Promise<StoredItem<"bundle">[]> {
  const [rows, lines] = await Promise.all([
    db.selectFrom("catalogue_bundles").selectAll().orderBy("position").orderBy("id").execute(),
    db.selectFrom("catalogue_bundle_items").selectAll().execute(),
  ]);
  const contents = groupBy(lines, (line) => line.bundle_id);
  return rows.map((row) => {
    const record: Bundle = {
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image,
      costPrice: fromCents(row.cost_price_cents),
      type: row.type as Bundle["type"],
      ...optionalNumber("capacity", row.capacity),
      popularity: row.popularity,
      items: (contents.get(row.id) ?? []).map((line) => ({ productId: line.product_id, quantity: line.quantity })),
      keyFeatures: keyFeatures(row.key_features),
      ...override(row.hire_price_override_cents),
    };
    return stored("bundle", record, row);
  });
}

async function readAddOns(db: Db): Promise<StoredItem<"add-on">[]> {
  const [rows, lines] = await Promise.all([
    db.selectFrom("catalogue_add_ons").selectAll().orderBy("position").orderBy("id").execute(),
    db.selectFrom("catalogue_add_on_items").selectAll().execute(),
  ]);
  const contents = groupBy(lines, (line) => line.add_on_id);
  return rows.map((row) => {
    const record: AddOn = {
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image,
      costPrice: fromCents(row.cost_price_cents),
      ...(row.discount_basis_points === null ? {} : { discountPercentage: fromBasisPoints(row.discount_basis_points) }),
      items: (contents.get(row.id) ?? []).map((line) => ({ id: line.item_id, quantity: line.quantity })),
      keyFeatures: keyFeatures(row.key_features),
      ...override(row.hire_price_override_cents),
    };
    return stored("add-on", record, row);
  });
}

async function readPromotions(db: Db): Promise<StoredItem<"promotion">[]> {
  const [rows, lines] = await Promise.all([
    db.selectFrom("catalogue_promotions").selectAll().orderBy("position").orderBy("id").execute(),
    db.selectFrom("catalogue_promotion_items").selectAll().execute(),
  ]);
  const contents = groupBy(lines, (line) => line.promotion_id);
  return rows.map((row) => {
    const record: Promotion = {
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image,
      category: row.category,
      costPrice: fromCents(row.cost_price_cents),
      discountPercentage: fromBasisPoints(row.discount_basis_points),
      capacity: row.capacity,
      items: (contents.get(row.id) ?? []).map((line) => ({
        type: line.item_type as Promotion["items"][number]["type"],
        id: line.item_id,
        quantity: line.quantity,
      })),
      ...override(row.hire_price_override_cents),
    };
    return stored("promotion", record, row);
  });
}

export interface StoredCatalogue {
  category: StoredItem<"category">[];
  product: StoredItem<"product">[];
  personnel: StoredItem<"personnel">[];
  bundle: StoredItem<"bundle">[];
  "add-on": StoredItem<"add-on">[];
  promotion: StoredItem<"promotion">[];
}

/** Every stored item of every kind, hidden ones included, in position order. */
export async function readStoredCatalogue(db: Db): Promise<StoredCatalogue> {
  const [category, product, personnel, bundle, addOn, promotion] = await Promise.all([
    readCategories(db),
    readProducts(db),
    readPersonnel(db),
    readBundles(db),
    readAddOns(db),
    readPromotions(db),
  ]);
  return { category, product, personnel, bundle, "add-on": addOn, promotion };
}

/** The items as one CatalogueData value; hidden items left out unless asked for. */
export function catalogueDataOf(stored: StoredCatalogue, options: { includeHidden: boolean }): CatalogueData {
  const pick = <Kind extends CatalogueEditKind>(items: StoredItem<Kind>[]) =>
    items.filter((item) => options.includeHidden || !item.hidden).map((item) => item.record);
  return {
    productCategories: pick(stored.category),
    products: pick(stored.product),
    personnel: pick(stored.personnel),
    bundles: pick(stored.bundle),
    addOns: pick(stored["add-on"]),
    promotions: pick(stored.promotion),
  };
}

/** The published revision: one indexed row. */
export async function publishedRevision(db: Db): Promise<number> {
  const row = await db
    .selectFrom("catalogue_revision")
    .select("revision")
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.revision);
}

export async function findStoredItem<Kind extends CatalogueEditKind>(
  db: Db,
  kind: Kind,
  id: string,
): Promise<StoredItem<Kind> | undefined> {
  const all = (await readStoredCatalogue(db))[kind] as StoredItem<Kind>[];
  return all.find((item) => item.record.id === id);
}
