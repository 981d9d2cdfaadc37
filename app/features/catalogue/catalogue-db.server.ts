// The catalogue's editing storage (migration 0015, decision 041): drafts staff
// save, publishing (the change, its audit row and the revision bump in one
// transaction), hide/show, moves and the audit log. Records are read by
// catalogue-records.server.ts and written by catalogue-record-writes.server.ts.
import type { Kysely, Transaction } from "kysely";
import {
  type AnyCatalogueRecord,
  type CatalogueEditKind,
  type CatalogueRecordOf,
  changedFields,
  isCatalogueEditKind,
} from "#app/features/catalogue/editor/catalogue-editing.ts";
import {
  type StoredItem,
  findStoredItem,
  readStoredCatalogue,
} from "#app/features/catalogue/catalogue-records.server.ts";
import { writeRecord } from "#app/features/catalogue/catalogue-record-writes.server.ts";
import { newId } from "#app/platform/db/ids.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

type Db = Kysely<Database> | Transaction<Database>;

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
