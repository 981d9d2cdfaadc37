// Everything held about the subject of a privacy request, as a download: the
// request's scope (what the confirmed e-mail address and staff's
// verifications cover), never a record found by the phone number alone. Each
// download is recorded in the request's audit trail (counts only).
import type { Kysely } from "kysely";
import { subjectDataCounts, subjectDataCsv, subjectExportFileName } from "#app/features/privacy/subject-data-view.ts";
import { type PrivacyRequest, subjectOf } from "#app/features/privacy/privacy-requests.server.ts";
import { collectSubjectData, recordPrivacyAudit } from "#app/features/privacy/subject-data.server.ts";
import type { SignedInStaff } from "#app/features/staff/index.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";

export type ExportFormat = "json" | "csv";

export const PRIVACY_EXPORT_MISSING = "There is no privacy request to export at this address.";

/** The download of what a live request covers, recorded in its audit trail. */
export async function privacyExport(
  db: Kysely<Database>,
  {
    found,
    format,
    staff,
    now,
  }: { found: PrivacyRequest; format: ExportFormat; staff: Pick<SignedInStaff, "staffId" | "email">; now: Date },
): Promise<Response> {
  // The JSON download carries the proof-of-payment files themselves; the CSV lists them.
  const held = await collectSubjectData(db, subjectOf(found), now, {
    withProofFiles: format === "json",
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
