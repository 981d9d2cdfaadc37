// Everything held about the subject of a privacy request, as a download:
// /admin/privacy-requests/:id/export.json or .csv: the request's scope (what
// the confirmed e-mail address and staff's verifications cover), never a
// record found by the phone number alone. Each download is recorded in the
// request's audit trail (counts only): app/features/privacy/admin/privacy-export.server.ts.
import type { Route } from "./+types/privacy-export";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { getPrivacyRequest } from "#app/features/privacy/privacy-requests.server.ts";
import { PRIVACY_EXPORT_MISSING, privacyExport } from "#app/features/privacy/admin/privacy-export.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/privacy-export.ts"];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, access.loader);
  const { db } = staffServicesFrom(context);
  const format = new URL(request.url).pathname.endsWith(".csv") ? "csv" : "json";
  const found = await getPrivacyRequest(db, params.requestId);
  if (!found || found.anonymisedAt) {
    return new Response(PRIVACY_EXPORT_MISSING, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return privacyExport(db, { found, format, staff, now: new Date() });
}
