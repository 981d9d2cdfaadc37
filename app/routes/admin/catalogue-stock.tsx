// The stock sheet (decision 044): how many of each product and how many
// people we have, which the lead page's availability panel counts against.
// Owners and editors set the numbers; sales read them to promise dates. An
// empty box means the item is not counted, never that we have none. Plain
// HTML forms, one per row, as everywhere in the staff area.
// The page and its step: app/features/catalogue/stock/stock-sheet-*.
import type { Route } from "./+types/catalogue-stock";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { STAFF_ROUTES, accessAllows } from "#app/features/staff/staff-roles.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { StockSheet } from "#app/features/catalogue/stock/stock-sheet-view.tsx";
import { setStockFromForm, stockSheetPage } from "#app/features/catalogue/stock/stock-sheet-page.server.ts";
import { readFormOrEmpty } from "#app/platform/http/form-body.server.ts";
import { respond } from "#app/platform/http/route-outcome.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/catalogue-stock.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Stock");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, access.loader);
  const { db } = staffServicesFrom(context);
  return stockSheetPage(db, {
    catalogue: catalogueFrom(context).data,
    mayEdit: accessAllows(staff.role, access.action),
    saved: new URL(request.url).searchParams.get("saved"),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  // Sales may read the sheet but not change it (decision 044).
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = staffServicesFrom(context);
  const form = await readFormOrEmpty(request);
  return respond(await setStockFromForm(db, { form, catalogue: catalogueFrom(context).data, staff, now: new Date() }));
}

export default function StockSheetPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StockSheet page={loaderData} answer={actionData} />;
}
