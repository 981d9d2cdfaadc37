// The catalogue's audit log (issue 24): every published change, who made it
// and when, and each changed field before and after.
import type { Route } from "./+types/catalogue-audit";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { AuditLog } from "#app/features/catalogue/editor/audit-log-view.tsx";
import { auditLogPage } from "#app/features/catalogue/editor/audit-log-page.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/catalogue-audit.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Catalogue audit log");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = staffServicesFrom(context);
  return auditLogPage(db);
}

export default function CatalogueAudit({ loaderData }: Route.ComponentProps) {
  return <AuditLog page={loaderData} />;
}
