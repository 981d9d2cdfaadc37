// The quote PDF of a quote lead, as the visitor received it, for staff.
import { data } from "react-router";
import type { Route } from "./+types/lead-quote-pdf";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { leadQuotePdfResponse } from "#app/features/quotes/pdf/lead-quote-pdf.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/lead-quote-pdf.ts"];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = staffServicesFrom(context);
  const pdf = await leadQuotePdfResponse(db, params.leadId);
  if (!pdf) throw data("This lead has no quote.", { status: 404 });
  return pdf;
}
