// The catalogue editor's lists (issue 24): every kind with each item's price
// (from cost or set by staff), whether it is hidden and its last change, and
// hide/show without deleting. Plain HTML forms, as everywhere in the staff area.
// The page and its steps: app/features/catalogue/editor/catalogue-list-*.
import type { Route } from "./+types/catalogue";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { CatalogueList } from "#app/features/catalogue/editor/catalogue-list-view.tsx";
import { catalogueListAction, catalogueListPage } from "#app/features/catalogue/editor/catalogue-list-page.server.ts";
import { readFormOrEmpty } from "#app/platform/http/form-body.server.ts";
import { respond } from "#app/platform/http/route-outcome.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/catalogue.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Catalogue");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = staffServicesFrom(context);
  return catalogueListPage(db, new URL(request.url).searchParams.get("notice"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = staffServicesFrom(context);
  const form = await readFormOrEmpty(request);
  return respond(await catalogueListAction(db, { form, staff, now: new Date() }));
}

export default function CatalogueEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <CatalogueList page={loaderData} answer={actionData} />;
}
