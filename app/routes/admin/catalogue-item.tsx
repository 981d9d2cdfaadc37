// One catalogue item in the editor (issue 24): every field of its kind,
// checked by the schema the public pages trust; saving stores a draft, the
// preview shows it as the public card does, and "Publish" applies it (audit
// and revision in one transaction). /admin/catalogue/{kind}/new adds an item.
// The page and its steps: app/features/catalogue/editor/item-editor-*.
import { data } from "react-router";
import type { Route } from "./+types/catalogue-item";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { kindForPath } from "#app/features/catalogue/editor/catalogue-editing.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { useSiteUrl } from "#app/root.tsx";
import { ItemEditor } from "#app/features/catalogue/editor/item-editor-view.tsx";
import { itemEditorAction, itemEditorPage } from "#app/features/catalogue/editor/item-editor-page.server.ts";
import { readFormOrEmpty } from "#app/platform/http/form-body.server.ts";
import { respond } from "#app/platform/http/route-outcome.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/catalogue-item.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `${loaderData.heading} · Catalogue` : "Catalogue");

function kindFrom(params: { kind?: string }) {
  const kind = kindForPath(params.kind);
  if (!kind) throw data("Not found", { status: 404 });
  return kind;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = staffServicesFrom(context);
  const kind = kindFrom(params);
  const notice = new URL(request.url).searchParams.get("notice");
  const page = await itemEditorPage(db, { kind, itemId: params.itemId, notice });
  if (!page) throw data("Not found", { status: 404 });
  return page;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = staffServicesFrom(context);
  const kind = kindFrom(params);
  const form = await readFormOrEmpty(request);
  return respond(await itemEditorAction(db, { kind, itemId: params.itemId, form, staff, now: new Date() }));
}

export default function CatalogueItem({ loaderData, actionData }: Route.ComponentProps) {
  return <ItemEditor page={loaderData} answer={actionData} siteUrl={useSiteUrl()} />;
}
