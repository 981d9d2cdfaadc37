// The inbox's current view (same filters, every page) as a CSV download.
import type { Route } from "./+types/leads-csv";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { exportFileName } from "#app/features/leads/inbox/inbox-view.ts";
import { leadsCsvExport } from "#app/features/leads/inbox/leads-export.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/leads-csv.ts"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, access.loader);
  const { db } = staffServicesFrom(context);
  const { csv, rows } = await leadsCsvExport(db, new URL(request.url).searchParams);
  logInfo("staff.export", { staffId: staff.staffId, rows });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(new Date())}"`,
    },
  });
}
