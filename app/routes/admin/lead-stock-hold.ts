// POST /admin/leads/<id>/stock-hold: place a hold on the lead's quote items
// until a day (intent "hold"), or release its live hold early (intent
// "release"), then back to the lead page with what happened. Behind the staff
// area's session, CSRF and role checks like every staff form (decision 044).
import { data, redirect } from "react-router";
import type { Route } from "./+types/lead-stock-hold";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { changeLeadStockHold } from "#app/features/catalogue/stock/lead-stock-hold.server.ts";
import { readFormOrEmpty } from "#app/platform/http/form-body.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/lead-stock-hold.ts"];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  return redirect(`/admin/leads/${params.leadId}`);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = staffServicesFrom(context);
  const form = await readFormOrEmpty(request);
  const outcome = await changeLeadStockHold(db, { leadId: params.leadId, form, staff });
  if (outcome.status === "no_quote") throw data("There is no quote on this lead to hold.", { status: 404 });
  return redirect(`/admin/leads/${params.leadId}?${outcome.query}#stock-heading`);
}
