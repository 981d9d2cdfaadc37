// POST /admin/leads/<id>/deposit: "Mark deposit received" on a quote lead
// (decision 040). The staff area admits it (session, CSRF token) and the
// action asks for the leads permission of sales and owners; who and when are
// kept on the deposit.
import { data, redirect } from "react-router";
import type { Route } from "./+types/lead-deposit";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { markLeadDepositReceived } from "#app/features/quotes/deposits/lead-deposit.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/lead-deposit.ts"];

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = staffServicesFrom(context);
  const outcome = await markLeadDepositReceived(db, { leadId: params.leadId, staffEmail: staff.email });
  if (outcome === "no_quote") throw data("This lead has no quote.", { status: 404 });
  if (outcome === "no_deposit") throw data("This quote has no deposit to mark: it is not accepted.", { status: 409 });
  if (outcome === "marked") logInfo("staff.deposit_received", { leadId: params.leadId, staffId: staff.staffId });
  return redirect(`/admin/leads/${encodeURIComponent(params.leadId)}?deposit=${outcome}#deposit`);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  return redirect(`/admin/leads/${encodeURIComponent(params.leadId)}#deposit`);
}
