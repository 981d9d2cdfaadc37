// The staff catalogue editor's server side (issue 24, decision 041): what the
// list and item pages show, and the save / publish / discard / hide / show
// steps behind their forms. The route modules stay thin; the storage is
// app/features/catalogue/catalogue-db.server.ts (the records themselves
// catalogue-records.server.ts), the rules app/features/catalogue/editor/catalogue-editing.ts.
import type { Kysely } from "kysely";
import { illustrationNames } from "#app/ui/illustration.tsx";
import { formatSast } from "#app/features/leads/index.ts";
import {
  type AnyCatalogueRecord,
  CATALOGUE_EDIT_KINDS,
  type CatalogueEditKind,
  type EditorErrors,
  FIELD_LABELS,
  KIND_TITLES,
  recordFromForm,
} from "#app/features/catalogue/editor/catalogue-editing.ts";
import { checkRecord } from "#app/features/catalogue/editor/catalogue-checks.ts";
import { formatRand } from "#app/features/catalogue/pricing.ts";
import type { CatalogueItemKind, SourceRecord } from "#app/features/quotes/index.ts";
import {
  type CatalogueAuditEntry,
  discardDraft,
  findDraft,
  listCatalogueAudit,
  listDrafts,
  moveItem,
  publishDraft,
  saveDraft,
  setItemHidden,
} from "#app/features/catalogue/catalogue-db.server.ts";
import {
  type StoredItem,
  catalogueDataOf,
  readStoredCatalogue,
} from "#app/features/catalogue/catalogue-records.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { hirePriceOf, hirePriceSource, withHirePrice } from "#app/features/catalogue/hire-prices.server.ts";

/** Path segment the item form uses for an item not saved yet. */
export const NEW_ITEM = "new";

export function priceKindOf(kind: CatalogueEditKind): CatalogueItemKind | undefined {
  return kind === "category" ? undefined : kind;
}

/** "R375.00 (from cost)", "R420.00 (set by staff)", "Contact for Pricing" or "—" for a category. */
export function editorPriceLabel(kind: CatalogueEditKind, record: AnyCatalogueRecord): string {
  const priceKind = priceKindOf(kind);
  if (!priceKind) return "—";
  const source = record as SourceRecord;
  const price = hirePriceOf(priceKind, source);
  if (price === undefined) return "Contact for Pricing";
  const hourly = "hourlyRate" in source && source.hourlyRate === true ? "/hr" : "";
  return `${formatRand(price)}${hourly} (${hirePriceSource(source) === "staff" ? "set by staff" : "from cost"})`;
}

/** The rule's price for a record, whatever staff set: the form's hint beside the override. */
export function rulePriceLabel(kind: CatalogueEditKind, record: AnyCatalogueRecord): string | undefined {
  const priceKind = priceKindOf(kind);
  if (!priceKind) return undefined;
  const price = hirePriceOf(priceKind, { ...(record as SourceRecord), hirePriceOverrideCents: undefined });
  return price === undefined ? undefined : formatRand(price);
}

export interface EditorListRow {
  id: string;
  name: string;
  price: string;
  hidden: boolean;
  lastChange: string;
  hasDraft: boolean;
}

export async function catalogueOverview(db: Kysely<Database>) {
  const [stored, drafts] = await Promise.all([readStoredCatalogue(db), listDrafts(db)]);
  const drafted = new Set(drafts.map((draft) => `${draft.kind}:${draft.itemId}`));
  return {
    kinds: CATALOGUE_EDIT_KINDS.map((kind) => ({
      kind,
      title: KIND_TITLES[kind].many,
      one: KIND_TITLES[kind].one,
      path: KIND_TITLES[kind].path,
      rows: (stored[kind] as StoredItem[]).map((item): EditorListRow => ({
        id: item.record.id,
        name: item.record.name,
        price: editorPriceLabel(kind, item.record),
        hidden: item.hidden,
        lastChange: `${formatSast(item.updatedAt)} by ${item.updatedBy}`,
        hasDraft: drafted.has(`${kind}:${item.record.id}`),
      })),
    })),
    newDrafts: drafts
      .filter((draft) => draft.isNew)
      .map((draft) => ({
        kind: draft.kind,
        path: KIND_TITLES[draft.kind].path,
        id: draft.itemId,
        name: draft.record.name,
        saved: `${formatSast(draft.savedAt)} by ${draft.savedBy}`,
      })),
  };
}

/** Every stored item, hidden ones too, as staff pages list them. */
export async function everyCatalogueItem(db: Kysely<Database>) {
  return catalogueDataOf(await readStoredCatalogue(db), { includeHidden: true });
}

/** What the item form offers to choose from. */
export async function editorChoices(db: Kysely<Database>) {
  const all = await everyCatalogueItem(db);
  return {
    images: illustrationNames(),
    topCategories: all.productCategories
      .filter((category) => category.parentId === undefined)
      .map((category) => ({ value: category.id, label: category.name })),
    categories: all.productCategories.map((category) => ({
      value: category.id,
      label: category.parentId ? `${category.name} (in ${category.parentId})` : category.name,
    })),
    products: all.products.map((product) => ({ value: product.id, label: product.name })),
    personnel: all.personnel.map((person) => ({ value: person.id, label: person.name })),
    bundles: all.bundles.map((bundle) => ({ value: bundle.id, label: bundle.name })),
  };
}

export interface AuditView {
  id: string;
  kindTitle: string;
  path: string;
  itemId: string;
  name: string;
  action: string;
  who: string;
  when: string;
  changes: { field: string; before: string; after: string }[];
}

const ACTION_LABELS: Readonly<Record<CatalogueAuditEntry["action"], string>> = {
  created: "Added",
  updated: "Changed",
  hidden: "Hidden",
  shown: "Shown again",
  moved: "Moved",
};

/** A field's value as the audit log shows it. */
function shown(field: string, value: unknown): string {
  if (value === undefined || value === null) return "(none)";
  if (field === "hirePriceOverrideCents" && typeof value === "number") return formatRand(value / 100);
  if (field === "costPrice" && typeof value === "number") return formatRand(value);
  if (field === "discountPercentage" && typeof value === "number") return `${Math.round(value * 10_000) / 100}%`;
  if (field === "hidden") return value === true ? "Hidden" : "Shown";
  if (field === "position" && typeof value === "number") return `${value} in the list`;
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((entry) => typeof entry === "string")) return value.join("; ");
  if (Array.isArray(value))
    return value
      .map((entry: Record<string, unknown>) =>
        [entry.type, entry.productId ?? entry.id, `× ${String(entry.quantity)}`].filter(Boolean).join(" "),
      )
      .join("; ");
  return JSON.stringify(value);
}

export function auditView(entry: CatalogueAuditEntry): AuditView {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = entry.after as Record<string, unknown>;
  return {
    id: entry.id,
    kindTitle: KIND_TITLES[entry.kind].one,
    path: KIND_TITLES[entry.kind].path,
    itemId: entry.itemId,
    name: entry.after.name,
    action: ACTION_LABELS[entry.action],
    who: entry.staffEmail,
    when: formatSast(entry.createdAt),
    changes: entry.changed.map((field) => ({
      field:
        field === "hidden"
          ? "Hidden or shown"
          : field === "position"
            ? "Place in the list"
            : (FIELD_LABELS[field] ?? field),
      before: entry.before === null ? "(new)" : shown(field, before[field]),
      after: shown(field, after[field]),
    })),
  };
}

export async function auditLogView(db: Kysely<Database>, options: Parameters<typeof listCatalogueAudit>[1] = {}) {
  return (await listCatalogueAudit(db, options)).map(auditView);
}

/** The item page: the published record (if any), the draft (if any) and the item's history. */
export async function itemEditorData(db: Kysely<Database>, kind: CatalogueEditKind, itemId: string | undefined) {
  const stored = await readStoredCatalogue(db);
  const item = itemId ? (stored[kind] as StoredItem[]).find((entry) => entry.record.id === itemId) : undefined;
  const draft = itemId ? await findDraft(db, kind, itemId) : undefined;
  const history = itemId ? await auditLogView(db, { kind, itemId, limit: 20 }) : [];
  return { item, draft, history };
}

/** The record as its public card shows it: hire price in, cost price and staff price out. */
export function publicPreviewRecord(kind: CatalogueEditKind, record: AnyCatalogueRecord) {
  const priceKind = priceKindOf(kind);
  return priceKind ? withHirePrice(priceKind, record as SourceRecord) : undefined;
}

export type SaveResult =
  { status: "saved"; itemId: string } | { status: "invalid"; errors: EditorErrors; values: Record<string, unknown> };

/**
 * Checks a posted item form with the schema the pages trust and against the
 * rest of the catalogue, and stores it as a draft (nothing public changes).
 */
export async function saveItemForm(
  db: Kysely<Database>,
  input: { kind: CatalogueEditKind; itemId: string | undefined; form: FormData; staffEmail: string; now: Date },
): Promise<SaveResult> {
  const candidate = recordFromForm(input.kind, input.form);
  const isNew = input.itemId === undefined;
  // An existing item keeps its id: quotes and links refer to it.
  if (!isNew) candidate.id = input.itemId;
  const all = catalogueDataOf(await readStoredCatalogue(db), { includeHidden: true });
  const checked = checkRecord(input.kind, candidate, all, { isNew });
  const errors: EditorErrors = checked.ok ? {} : { ...checked.errors };
  if (typeof candidate.image === "string" && !illustrationNames().includes(candidate.image))
    errors.image ??= `${FIELD_LABELS.image}: choose one of the drawings.`;
  if (isNew && candidate.id === NEW_ITEM)
    errors.id ??= `${FIELD_LABELS.id}: "new" is kept for this form; choose another.`;
  if (isNew && typeof candidate.id === "string" && (await findDraft(db, input.kind, candidate.id))?.isNew)
    errors.id ??= `${FIELD_LABELS.id}: a new ${KIND_TITLES[input.kind].one.toLowerCase()} with this id is already waiting to be published.`;
  if (!checked.ok || Object.keys(errors).length > 0) return { status: "invalid", errors, values: candidate };
  await saveDraft(db, {
    kind: input.kind,
    itemId: checked.record.id,
    isNew,
    record: checked.record,
    staffEmail: input.staffEmail,
    now: input.now,
  });
  return { status: "saved", itemId: checked.record.id };
}

export { discardDraft, moveItem, publishDraft, setItemHidden };
