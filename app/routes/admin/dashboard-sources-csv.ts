// The dashboard's figures by source as a CSV download: one row per week and
// channel that had a lead, the same numbers as the charts and tables.
import type { Route } from "./+types/dashboard-sources-csv";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { toCsv } from "#app/platform/http/csv.ts";
import {
  SOURCE_REPORT_CSV_HEADER,
  SOURCE_REPORT_WEEKS,
  reportStart,
  sourceReport,
  sourceReportCsvRows,
} from "#app/features/leads/attribution/lead-source-report.ts";
import { sourceReportLeads } from "#app/features/leads/attribution/lead-sources.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/dashboard-sources-csv.ts"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, access.loader);
  const { db } = await staffServicesFrom(context);
  const now = new Date();
  const report = sourceReport(
    await sourceReportLeads(db, reportStart(now, SOURCE_REPORT_WEEKS)),
    now,
    SOURCE_REPORT_WEEKS,
  );
  logInfo("staff.export_sources", { staffId: staff.staffId });
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Johannesburg" }).format(now);
  return new Response(toCsv(SOURCE_REPORT_CSV_HEADER, sourceReportCsvRows(report)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lead-sources-${day}.csv"`,
    },
  });
}
