// Everything behind the staff sign-in. The middleware admits a request only
// with a live session, and a state-changing one only from this site with the
// session's CSRF token. What each role may do is not decided here: every
// route below asks for its own permission in its loader and action
// (requireStaff, decision 048), whatever the spelling of its address.
// The frame: app/features/staff/staff-area-frame.tsx.
import { Outlet, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/protected";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { StaffErrorPage } from "#app/features/staff/staff-error-page.tsx";
import { StaffAreaFrame } from "#app/features/staff/staff-area-frame.tsx";
import { STAFF_ROLE_LABELS, STAFF_ROUTES, navigationFor } from "#app/features/staff/staff-roles.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { admitStaffRequest } from "#app/features/staff/staff-auth.server.ts";
import { signedInStaffContext, staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/protected.tsx"];

// Plain HTML forms: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const services = staffServicesFrom(context);
    context.set(signedInStaffContext, await admitStaffRequest(services, request));
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { email, csrfToken, role } = await requireStaff({ request, context }, access.loader);
  return { email, csrfToken, roleLabel: STAFF_ROLE_LABELS[role], navigation: navigationFor(role) };
}

export default function StaffArea({ loaderData }: Route.ComponentProps) {
  return (
    <StaffAreaFrame frame={loaderData} pathname={useLocation().pathname}>
      <Outlet />
    </StaffAreaFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StaffErrorPage
      status={isRouteErrorResponse(error) ? error.status : 500}
      detail={isRouteErrorResponse(error) ? error.data : undefined}
    />
  );
}
