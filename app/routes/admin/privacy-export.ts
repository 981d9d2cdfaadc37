// Everything held about the subject of a privacy request, as a download:
// /admin/privacy-requests/:id/export.json or .csv: the request's scope (what
// the confirmed e-mail address and staff's verifications cover), never a
// record found by the phone number alone. Each download is recorded in the
// request's audit trail (counts only).
import type { Route } from "./+types/privacy-export";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { subjectDataCounts, subjectDataCsv, subjectExportFileName } from "#app/features/privacy/subject-data-view.ts";
import { getPaymentConfig } from "#app/features/quotes/deposits/payment-env.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { getPrivacyRequest, subjectOf } from "#app/features/privacy/privacy-requests.server.ts";
import { collectSubjectData, recordPrivacyAudit } from "#app/features/privacy/subject-data.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/privacy-export.ts"];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, access.loader);
  const { db } = await staffServicesFrom(context);
  const format = new URL(request.url).pathname.endsWith(".csv") ? "csv" : "json";
  const found = await getPrivacyRequest(db, params.requestId);
  if (!found || found.anonymisedAt) {
    return new Response("There is no privacy request to export at this address.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const now = new Date();
  // The JSON download carries the proof-of-payment files themselves; the CSV lists them.
  const held = await collectSubjectData(db, subjectOf(found), now, {
    ...(format === "json" ? { proofFilesFrom: getPaymentConfig().proofOfPaymentDir } : {}),
  });
  const counts = subjectDataCounts(held);
  await recordPrivacyAudit(db, {
    requestId: found.id,
    action: format === "csv" ? "export_csv" : "export_json",
    summary: counts,
    staffEmail: staff.email,
    now,
  });
  logInfo("privacy.exported", { requestId: found.id, staffId: staff.staffId, format, ...counts });
  const body = format === "csv" ? subjectDataCsv(held) : `${JSON.stringify(held, null, 2)}\n`;
  return new Response(body, {
    headers: {
      "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${subjectExportFileName(now, format)}"`,
      "Cache-Control": "no-store",
    },
  });
}
