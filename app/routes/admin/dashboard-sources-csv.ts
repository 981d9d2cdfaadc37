// The dashboard's figures by source as a CSV download: one row per week and
// channel that had a lead, the same numbers as the charts and tables.
import type { Route } from "./+types/dashboard-sources-csv";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { sourcesCsvExport } from "#app/features/leads/attribution/sources-csv.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/dashboard-sources-csv.ts"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, access.loader);
  const { db } = staffServicesFrom(context);
  const { csv, fileName } = await sourcesCsvExport(db);
  logInfo("staff.export_sources", { staffId: staff.staffId });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}
