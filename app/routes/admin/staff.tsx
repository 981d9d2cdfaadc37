// Staff accounts, for owners (issue 24): who may sign in and with which role,
// invitations by e-mail (a link that works for a week), role changes and
// removal, and the history of every change. Plain HTML forms: no React in
// the browser, as everywhere in the staff area.
// The page and its steps: app/features/staff/accounts/staff-admin-*.
import type { Route } from "./+types/staff";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { StaffAdmin } from "#app/features/staff/accounts/staff-admin-view.tsx";
import { staffAdminAction, staffAdminPage } from "#app/features/staff/accounts/staff-admin-page.server.ts";
import { readFormOrEmpty } from "#app/platform/http/form-body.server.ts";
import { respond } from "#app/platform/http/route-outcome.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/staff.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Staff accounts");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, access.loader);
  const services = staffServicesFrom(context);
  const notice = new URL(request.url).searchParams.get("notice");
  return staffAdminPage(services, { selfId: staff.staffId, notice, now: new Date() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const services = staffServicesFrom(context);
  const form = await readFormOrEmpty(request);
  return respond(await staffAdminAction(services, { form, staff, now: new Date() }));
}

export default function StaffAccounts({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffAdmin page={loaderData} answer={actionData} />;
}
