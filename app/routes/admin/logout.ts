// Sign-out: a POST with the session's CSRF token (checked by the staff
// area's middleware), so another site cannot sign staff out. A plain GET
// changes nothing and goes back to the inbox.
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { signOut } from "#app/features/staff/staff-auth.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/logout.ts"];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const services = staffServicesFrom(context);
  const clearCookie = await signOut(services, request, staff);
  return redirect("/admin/login?signed_out=1", { headers: { "Set-Cookie": clearCookie } });
}
