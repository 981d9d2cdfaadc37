// The catalogue's storage (migration 0015, decision 041): records in and out
// of the tables, drafts staff save, publishing (the change, its audit row and
// the revision bump in one transaction), hide/show, and the audit log.
// Records are the content schemas' shapes (app/features/site/seo/schemas.ts); money is
// stored in cents and converted at this boundary only.
import type { Kysely, Transaction } from "kysely";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import type { AddOn, Bundle, Personnel, Product, ProductCategory, Promotion } from "#app/features/site/index.ts";
import {
  type AnyCatalogueRecord,
  type CatalogueEditKind,
  type CatalogueRecordOf,
  changedFields,
  isCatalogueEditKind,
} from "#app/features/catalogue/editor/catalogue-editing.ts";
import { newId } from "#app/platform/db/ids.server.ts";
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

export interface CatalogueDraft<Kind extends CatalogueEditKind = CatalogueEditKind> {
  kind: Kind;
  itemId: string;
  isNew: boolean;
  record: CatalogueRecordOf[Kind];
  savedAt: string;
  savedBy: string;
}

export const CATALOGUE_AUDIT_ACTIONS = ["created", "updated", "hidden", "shown", "moved"] as const;
export type CatalogueAuditAction = (typeof CATALOGUE_AUDIT_ACTIONS)[number];

/** A record as the audit log keeps it: the record, whether it was hidden and (for a move) its place in the list. */
export type AuditedRecord = AnyCatalogueRecord & { hidden: boolean; position?: number };

export interface CatalogueAuditEntry {
  id: string;
  kind: CatalogueEditKind;
  itemId: string;
  action: CatalogueAuditAction;
  before: AuditedRecord | null;
  after: AuditedRecord;
  changed: string[];
  staffEmail: string;
  createdAt: string;
  revision: number;
}

const toCents = (rand: number) => Math.round(rand * 100);
const fromCents = (cents: number) => cents / 100;
const toBasisPoints = (fraction: number) => Math.round(fraction * 10_000);
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

// ---------------------------------------------------------------------------
// Writing one record (inside a publishing transaction).

interface WriteMeta {
  hidden: boolean;
  position: number;
  updatedAt: string;
  updatedBy: string;
}

async function writeRecord(
  trx: Transaction<Database>,
  kind: CatalogueEditKind,
  record: AnyCatalogueRecord,
  meta: WriteMeta,
): Promise<void> {
  const common = {
    id: record.id,
    name: record.name,
    description: record.description,
    image: record.image,
    hidden: meta.hidden ? 1 : 0,
    position: meta.position,
    updated_at: meta.updatedAt,
    updated_by: meta.updatedBy,
  };
  const priced = (priced: { costPrice: number; hirePriceOverrideCents?: number }) => ({
    cost_price_cents: toCents(priced.costPrice),
    hire_price_override_cents: priced.hirePriceOverrideCents ?? null,
  });
  switch (kind) {
    case "category": {
      const category = record as ProductCategory;
      const row = { ...common, parent_id: category.parentId ?? null };
      await trx
        .insertInto("catalogue_categories")
        .values(row)
        .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
        .execute();
      return;
    }
    case "product": {
      const product = record as Product;
      const row = {
        ...common,
        ...priced(product),
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
      return;
    }
    case "personnel": {
      const person = record as Personnel;
      const row = {
        ...common,
        ...priced(person),
        hourly_rate: person.hourlyRate ? 1 : 0,
        key_features: JSON.stringify(person.keyFeatures),
      };
      await trx
        .insertInto("catalogue_personnel")
        .values(row)
        .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
        .execute();
      return;
    }
    case "bundle": {
      const bundle = record as Bundle;
      const row = {
        ...common,
        ...priced(bundle),
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
      return;
    }
    case "add-on": {
      const addOn = record as AddOn;
      const row = {
        ...common,
        ...priced(addOn),
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
      return;
    }
    case "promotion": {
      const promotion = record as Promotion;
      const row = {
        ...common,
        ...priced(promotion),
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
      return;
    }
  }
}

/** Bumps the published revision (the row lock also serialises concurrent publishes) and returns the new one. */
async function bumpRevision(trx: Transaction<Database>, staffEmail: string, now: string): Promise<number> {
  const row = await trx
    .updateTable("catalogue_revision")
    .set((eb) => ({ revision: eb("revision", "+", 1), published_at: now, published_by: staffEmail }))
    .where("id", "=", 1)
    .returning("revision")
    .executeTakeFirstOrThrow();
  return Number(row.revision);
}

async function writeAudit(
  trx: Transaction<Database>,
  entry: {
    kind: CatalogueEditKind;
    itemId: string;
    action: CatalogueAuditAction;
    before: AuditedRecord | null;
    after: AuditedRecord;
    staffEmail: string;
    now: Date;
    revision: number;
  },
): Promise<void> {
  await trx
    .insertInto("catalogue_audit")
    .values({
      id: newId(entry.now.getTime()),
      kind: entry.kind,
      item_id: entry.itemId,
      action: entry.action,
      before_json: entry.before === null ? null : JSON.stringify(entry.before),
      after_json: JSON.stringify(entry.after),
      staff_email: entry.staffEmail,
      created_at: entry.now.toISOString(),
      revision: entry.revision,
    })
    .execute();
}

// ---------------------------------------------------------------------------
// Drafts, publishing, hide/show.

export async function saveDraft<Kind extends CatalogueEditKind>(
  db: Db,
  draft: { kind: Kind; itemId: string; isNew: boolean; record: CatalogueRecordOf[Kind]; staffEmail: string; now: Date },
): Promise<void> {
  const row = {
    kind: draft.kind,
    item_id: draft.itemId,
    is_new: draft.isNew ? 1 : 0,
    record: JSON.stringify(draft.record),
    saved_at: draft.now.toISOString(),
    saved_by: draft.staffEmail,
  };
  await db
    .insertInto("catalogue_drafts")
    .values(row)
    .onConflict((conflict) => conflict.columns(["kind", "item_id"]).doUpdateSet(row))
    .execute();
}

function draftFromRow(row: Database["catalogue_drafts"]): CatalogueDraft | undefined {
  if (!isCatalogueEditKind(row.kind)) return undefined;
  return {
    kind: row.kind,
    itemId: row.item_id,
    isNew: row.is_new === 1,
    record: JSON.parse(row.record) as AnyCatalogueRecord,
    savedAt: row.saved_at,
    savedBy: row.saved_by,
  };
}

export async function findDraft<Kind extends CatalogueEditKind>(
  db: Db,
  kind: Kind,
  itemId: string,
): Promise<CatalogueDraft<Kind> | undefined> {
  const row = await db
    .selectFrom("catalogue_drafts")
    .selectAll()
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  return row ? (draftFromRow(row) as CatalogueDraft<Kind> | undefined) : undefined;
}

export async function listDrafts(db: Db): Promise<CatalogueDraft[]> {
  const rows = await db.selectFrom("catalogue_drafts").selectAll().orderBy("saved_at", "desc").execute();
  return rows.map(draftFromRow).filter((draft) => draft !== undefined);
}

export async function discardDraft(db: Db, kind: CatalogueEditKind, itemId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("catalogue_drafts")
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type PublishResult =
  | { status: "published"; revision: number; action: CatalogueAuditAction }
  | { status: "no_draft" }
  | { status: "id_taken" };

/**
 * Applies a saved draft: the record, its audit row (before and after) and the
 * revision bump in one transaction, then the draft is gone. A new item goes
 * to the end of its kind's list.
 */
export async function publishDraft(
  db: Kysely<Database>,
  input: { kind: CatalogueEditKind; itemId: string; staffEmail: string; now: Date },
): Promise<PublishResult> {
  return db.transaction().execute(async (trx) => {
    const draft = await findDraft(trx, input.kind, input.itemId);
    if (!draft) return { status: "no_draft" } as const;
    const existing = await findStoredItem(trx, input.kind, input.itemId);
    if (draft.isNew && existing) return { status: "id_taken" } as const;
    const position =
      existing?.position ??
      (await readStoredCatalogue(trx))[input.kind].reduce((last, item) => Math.max(last, item.position + 1), 0);
    const hidden = existing?.hidden ?? false;
    const now = input.now.toISOString();
    await writeRecord(trx, input.kind, draft.record, { hidden, position, updatedAt: now, updatedBy: input.staffEmail });
    const revision = await bumpRevision(trx, input.staffEmail, now);
    const action: CatalogueAuditAction = existing ? "updated" : "created";
    await writeAudit(trx, {
      kind: input.kind,
      itemId: input.itemId,
      action,
      before: existing ? { ...existing.record, hidden: existing.hidden } : null,
      after: { ...draft.record, hidden },
      staffEmail: input.staffEmail,
      now: input.now,
      revision,
    });
    await trx
      .deleteFrom("catalogue_drafts")
      .where("kind", "=", input.kind)
      .where("item_id", "=", input.itemId)
      .execute();
    return { status: "published", revision, action } as const;
  });
}

export type VisibilityResult =
  { status: "changed"; revision: number } | { status: "unchanged" } | { status: "missing" };

/** Hides an item from the public catalogue, or shows it again, published at once (audit and revision). */
export async function setItemHidden(
  db: Kysely<Database>,
  input: { kind: CatalogueEditKind; itemId: string; hidden: boolean; staffEmail: string; now: Date },
): Promise<VisibilityResult> {
  return db.transaction().execute(async (trx) => {
    const existing = await findStoredItem(trx, input.kind, input.itemId);
    if (!existing) return { status: "missing" } as const;
    if (existing.hidden === input.hidden) return { status: "unchanged" } as const;
    const now = input.now.toISOString();
    await writeRecord(trx, input.kind, existing.record, {
      hidden: input.hidden,
      position: existing.position,
      updatedAt: now,
      updatedBy: input.staffEmail,
    });
    const revision = await bumpRevision(trx, input.staffEmail, now);
    await writeAudit(trx, {
      kind: input.kind,
      itemId: input.itemId,
      action: input.hidden ? "hidden" : "shown",
      before: { ...existing.record, hidden: existing.hidden },
      after: { ...existing.record, hidden: input.hidden },
      staffEmail: input.staffEmail,
      now: input.now,
      revision,
    });
    return { status: "changed", revision } as const;
  });
}

export type MoveResult = { status: "moved"; revision: number } | { status: "unchanged" } | { status: "missing" };

/**
 * Moves an item one place up or down its kind's list (it swaps positions with
 * its neighbour), published at once with an audit row and a new revision.
 */
export async function moveItem(
  db: Kysely<Database>,
  input: { kind: CatalogueEditKind; itemId: string; direction: "up" | "down"; staffEmail: string; now: Date },
): Promise<MoveResult> {
  return db.transaction().execute(async (trx) => {
    const items = (await readStoredCatalogue(trx))[input.kind] as StoredItem[];
    const index = items.findIndex((item) => item.record.id === input.itemId);
    if (index < 0) return { status: "missing" } as const;
    const neighbour = items[input.direction === "up" ? index - 1 : index + 1];
    const item = items[index]!;
    if (!neighbour) return { status: "unchanged" } as const;
    const now = input.now.toISOString();
    // Positions may tie (none do after the import); the list's order decides, so give each its neighbour's index.
    const [itemPosition, neighbourPosition] =
      item.position === neighbour.position
        ? [input.direction === "up" ? index - 1 : index + 1, index]
        : [neighbour.position, item.position];
    const write = (moved: StoredItem, position: number) =>
      writeRecord(trx, input.kind, moved.record, {
        hidden: moved.hidden,
        position,
        updatedAt: now,
        updatedBy: input.staffEmail,
      });
    await write(item, itemPosition);
    await write(neighbour, neighbourPosition);
    const revision = await bumpRevision(trx, input.staffEmail, now);
    await writeAudit(trx, {
      kind: input.kind,
      itemId: input.itemId,
      action: "moved",
      before: { ...item.record, hidden: item.hidden, position: index + 1 },
      after: { ...item.record, hidden: item.hidden, position: input.direction === "up" ? index : index + 2 },
      staffEmail: input.staffEmail,
      now: input.now,
      revision,
    });
    return { status: "moved", revision } as const;
  });
}

/** The audit log, newest first; optionally one item's. */
export async function listCatalogueAudit(
  db: Db,
  options: { limit?: number; kind?: CatalogueEditKind; itemId?: string } = {},
): Promise<CatalogueAuditEntry[]> {
  let query = db
    .selectFrom("catalogue_audit")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit ?? 100);
  if (options.kind) query = query.where("kind", "=", options.kind);
  if (options.itemId) query = query.where("item_id", "=", options.itemId);
  const rows = await query.execute();
  return rows.flatMap((row) => {
    if (!isCatalogueEditKind(row.kind) || !(CATALOGUE_AUDIT_ACTIONS as readonly string[]).includes(row.action))
      return [];
    const before = row.before_json === null ? null : (JSON.parse(row.before_json) as AuditedRecord);
    const after = JSON.parse(row.after_json) as AuditedRecord;
    return [
      {
        id: row.id,
        kind: row.kind,
        itemId: row.item_id,
        action: row.action as CatalogueAuditAction,
        before,
        after,
        changed: changedFields(before, after),
        staffEmail: row.staff_email,
        createdAt: row.created_at,
        revision: Number(row.revision),
      },
    ];
  });
}
