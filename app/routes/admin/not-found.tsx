// Any other address under /admin, for signed-in staff only (the protected
// layout answers anonymous requests first): a 404 in the staff area's frame.
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";

const access = STAFF_ROUTES["routes/admin/not-found.tsx"];

// Plain HTML forms: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Not found");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  throw data("There is no staff page at this address. It may have been mistyped.", { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff({ request, context }, access.action);
  throw data("There is no staff page at this address.", { status: 404 });
}

export default function StaffNotFound() {
  return null;
}
