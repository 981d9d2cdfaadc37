// The catalogue editor's lists (issue 24): what the page shows, and hiding,
// showing and moving an item from its row (app/routes/admin/catalogue.tsx).
import type { Kysely } from "kysely";
import { isCatalogueEditKind } from "#app/features/catalogue/editor/catalogue-editing.ts";
import { catalogueOverview, moveItem, setItemHidden } from "#app/features/catalogue/editor/editor.server.ts";
import type { SignedInStaff } from "#app/features/staff/index.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { type RouteOutcome, answer, redirectTo } from "#app/platform/http/route-outcome.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";

export const CATALOGUE_LIST_NOTICES: Readonly<Record<string, string>> = {
  hidden: "Hidden: it no longer shows on the public site. Nothing was deleted.",
  shown: "Shown again on the public site.",
  moved: "Moved: the public lists show the new order.",
};

export const CATALOGUE_LIST_MESSAGES = {
  unknownIntent: "This form's action is not one the page knows. Reload the page.",
  missing: "Item: this item no longer exists. Reload the page.",
} as const;

const ROW_INTENTS = ["hide", "show", "up", "down"] as const;

export async function catalogueListPage(db: Kysely<Database>, notice: string | null) {
  return {
    ...(await catalogueOverview(db)),
    notice: notice && Object.hasOwn(CATALOGUE_LIST_NOTICES, notice) ? CATALOGUE_LIST_NOTICES[notice] : null,
  };
}

export type CatalogueListPageData = Awaited<ReturnType<typeof catalogueListPage>>;

export interface CatalogueListAnswer {
  error: string;
}

/** Hide, show, or move an item one place up or down its list, as the row's button says. */
export async function catalogueListAction(
  db: Kysely<Database>,
  { form, staff, now }: { form: FormData; staff: Pick<SignedInStaff, "staffId" | "email">; now: Date },
): Promise<RouteOutcome<CatalogueListAnswer>> {
  const intent = String(form.get("intent"));
  const kind = form.get("kind");
  const itemId = String(form.get("itemId") ?? "");
  if (!isCatalogueEditKind(kind) || !(ROW_INTENTS as readonly string[]).includes(intent))
    return answer(400, { error: CATALOGUE_LIST_MESSAGES.unknownIntent });
  if (intent === "up" || intent === "down") {
    const moved = await moveItem(db, { kind, itemId, direction: intent, staffEmail: staff.email, now });
    if (moved.status === "missing") return answer(404, { error: CATALOGUE_LIST_MESSAGES.missing });
    return redirectTo(`/admin/catalogue?notice=moved#${kind}-${itemId}`);
  }
  const hidden = intent === "hide";
  const result = await setItemHidden(db, { kind, itemId, hidden, staffEmail: staff.email, now });
  if (result.status === "missing") return answer(404, { error: CATALOGUE_LIST_MESSAGES.missing });
  logInfo("catalogue.visibility", { staffId: staff.staffId, kind, itemId, hidden });
  return redirectTo(`/admin/catalogue?notice=${hidden ? "hidden" : "shown"}#${kind}-${itemId}`);
}
