// The dashboard: how many leads are arriving, where they stand, whether
// notifications are getting out, and the visitors' latest quote decisions.
import type { Route } from "./+types/dashboard";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { dashboardData } from "#app/features/leads/dashboard/dashboard-data.server.ts";
import { DashboardPage } from "#app/features/leads/dashboard/dashboard-page.tsx";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/dashboard.tsx"];

// Plain HTML forms: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db, sendingChannels } = staffServicesFrom(context);
  return dashboardData(db, sendingChannels);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage data={loaderData} />;
}
