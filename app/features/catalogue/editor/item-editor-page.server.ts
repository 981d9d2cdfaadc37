// One catalogue item's editor page (issue 24): what the page shows (the
// published record, the draft and its public preview, the history) and the
// save / publish / discard steps behind its forms, answered as the route
// sends them (app/routes/admin/catalogue-item.tsx).
import type { Kysely } from "kysely";
import {
  type AnyCatalogueRecord,
  type CatalogueEditKind,
  type EditorErrors,
  KIND_TITLES,
} from "#app/features/catalogue/editor/catalogue-editing.ts";
import {
  NEW_ITEM,
  discardDraft,
  editorChoices,
  editorPriceLabel,
  itemEditorData,
  publicPreviewRecord,
  publishDraft,
  rulePriceLabel,
  saveItemForm,
} from "#app/features/catalogue/editor/editor.server.ts";
import { formatSast } from "#app/features/leads/index.ts";
import type { SignedInStaff } from "#app/features/staff/index.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { type RouteOutcome, answer, redirectTo } from "#app/platform/http/route-outcome.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";

export const ITEM_EDITOR_NOTICES: Readonly<Record<string, string>> = {
  saved: "Draft saved. Check the preview below, then publish it to change the public site.",
  published: "Published: the public site now shows this version.",
  discarded: "Draft discarded: the published version is unchanged.",
};

export const ITEM_EDITOR_MESSAGES = {
  noDraft: "Publish: there is no saved draft to publish. Reload the page.",
  idTaken: "Publish: another item with this id was published meanwhile; choose another id.",
  unknownIntent: "This form's action is not one the page knows. Reload the page.",
} as const;

/** What the form shows after a refused post: each field's message, and the values as typed. */
export interface ItemEditorAnswer {
  errors: EditorErrors;
  values?: Record<string, unknown>;
}

/** The item page's data, or undefined when the address names no item (nor a draft of a new one). */
export async function itemEditorPage(
  db: Kysely<Database>,
  { kind, itemId, notice }: { kind: CatalogueEditKind; itemId: string; notice: string | null },
) {
  const isNew = itemId === NEW_ITEM;
  const [{ item, draft, history }, choices] = await Promise.all([
    itemEditorData(db, kind, isNew ? undefined : itemId),
    editorChoices(db),
  ]);
  if (!isNew && !item && !draft) return undefined;
  const shownRecord = draft?.record ?? item?.record;
  return {
    kind,
    path: KIND_TITLES[kind].path,
    kindTitle: KIND_TITLES[kind].one,
    isNew,
    heading: isNew ? `New ${KIND_TITLES[kind].one.toLowerCase()}` : (shownRecord?.name ?? ""),
    record: (shownRecord ?? {}) as Partial<AnyCatalogueRecord>,
    published: item
      ? {
          price: editorPriceLabel(kind, item.record),
          hidden: item.hidden,
          lastChange: `${formatSast(item.updatedAt)} by ${item.updatedBy}`,
        }
      : null,
    draft: draft
      ? {
          saved: `${formatSast(draft.savedAt)} by ${draft.savedBy}`,
          isNew: draft.isNew,
          price: editorPriceLabel(kind, draft.record),
          preview: publicPreviewRecord(kind, draft.record),
          keyFeatures: "keyFeatures" in draft.record ? draft.record.keyFeatures : [],
        }
      : null,
    rulePrice: shownRecord ? rulePriceLabel(kind, shownRecord) : undefined,
    choices,
    history,
    notice: notice && Object.hasOwn(ITEM_EDITOR_NOTICES, notice) ? ITEM_EDITOR_NOTICES[notice] : null,
  };
}

export type ItemEditorPageData = NonNullable<Awaited<ReturnType<typeof itemEditorPage>>>;

interface ItemEditorPost {
  kind: CatalogueEditKind;
  itemId: string;
  form: FormData;
  staff: Pick<SignedInStaff, "staffId" | "email">;
  now: Date;
}

/** Save (a draft, for a new item too), publish or discard, as the posted form's intent says. */
export async function itemEditorAction(
  db: Kysely<Database>,
  post: ItemEditorPost,
): Promise<RouteOutcome<ItemEditorAnswer>> {
  const isNew = post.itemId === NEW_ITEM;
  const intent = post.form.get("intent");
  if (intent === "save") return saveItem(db, post, isNew);
  if (!isNew && intent === "publish") return publishItem(db, post);
  if (!isNew && intent === "discard") return discardItem(db, post);
  return answer(400, { errors: { intent: ITEM_EDITOR_MESSAGES.unknownIntent } });
}

function itemBase(kind: CatalogueEditKind): string {
  return `/admin/catalogue/${KIND_TITLES[kind].path}`;
}

async function saveItem(db: Kysely<Database>, post: ItemEditorPost, isNew: boolean) {
  const { kind, staff } = post;
  const result = await saveItemForm(db, {
    kind,
    itemId: isNew ? undefined : post.itemId,
    form: post.form,
    staffEmail: staff.email,
    now: post.now,
  });
  if (result.status === "invalid")
    return answer<ItemEditorAnswer>(400, { errors: result.errors, values: result.values });
  logInfo("catalogue.draft_saved", { staffId: staff.staffId, kind, itemId: result.itemId });
  return redirectTo(`${itemBase(kind)}/${result.itemId}?notice=saved#preview-heading`);
}

async function publishItem(db: Kysely<Database>, { kind, itemId, staff, now }: ItemEditorPost) {
  const result = await publishDraft(db, { kind, itemId, staffEmail: staff.email, now });
  if (result.status !== "published")
    return answer<ItemEditorAnswer>(409, {
      errors: { intent: result.status === "no_draft" ? ITEM_EDITOR_MESSAGES.noDraft : ITEM_EDITOR_MESSAGES.idTaken },
    });
  logInfo("catalogue.published", { staffId: staff.staffId, kind, itemId, revision: result.revision });
  return redirectTo(`${itemBase(kind)}/${itemId}?notice=published`);
}

async function discardItem(db: Kysely<Database>, { kind, itemId }: ItemEditorPost) {
  await discardDraft(db, kind, itemId);
  const stillThere = (await itemEditorData(db, kind, itemId)).item;
  return redirectTo(stillThere ? `${itemBase(kind)}/${itemId}?notice=discarded` : "/admin/catalogue");
}
