// POST /admin/leads/<id>/deposit: "Mark deposit received" on a quote lead
// (decision 040). The staff area admits it (session, CSRF token) and the
// action asks for the leads permission of sales and owners; who and when are
// kept on the deposit.
import { data, redirect } from "react-router";
import type { Route } from "./+types/lead-deposit";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { markDepositReceived } from "#app/features/quotes/deposits/deposits-db.server.ts";
import { quoteNumberForLead } from "#app/features/leads/inbox/lead-admin.server.ts";
import { getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/lead-deposit.ts"];

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = await staffServicesFrom(context);
  const quoteNumber = await quoteNumberForLead(db, params.leadId);
  const stored = quoteNumber ? await getQuoteByNumber(db, quoteNumber) : undefined;
  if (!stored) throw data("This lead has no quote.", { status: 404 });
  const result = await markDepositReceived(db, { quoteId: stored.id, staffEmail: staff.email });
  if (result.status === "not_found")
    throw data("This quote has no deposit to mark: it is not accepted.", { status: 409 });
  if (result.status === "marked") logInfo("staff.deposit_received", { leadId: params.leadId, staffId: staff.staffId });
  const notice = result.status === "marked" ? "marked" : "already";
  return redirect(`/admin/leads/${encodeURIComponent(params.leadId)}?deposit=${notice}#deposit`);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  return redirect(`/admin/leads/${encodeURIComponent(params.leadId)}#deposit`);
}
