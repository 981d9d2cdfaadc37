// Everything behind the staff sign-in. The middleware admits a request only
// with a live session, and a state-changing one only from this site with the
// session's CSRF token. What each role may do is not decided here: every
// route below asks for its own permission in its loader and action
// (requireStaff, decision 048), whatever the spelling of its address.
import { Form, Link, Outlet, isRouteErrorResponse, useLocation } from "react-router";
import type { Route } from "./+types/protected";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import { StaffErrorPage } from "#app/features/staff/staff-error-page.tsx";
import logoMark from "#app/assets/illustrations/logo-mark.svg";
import { business } from "#app/platform/business.ts";
import {
  STAFF_ROLE_LABELS,
  STAFF_ROUTES,
  currentNavigationHref,
  navigationFor,
} from "#app/features/staff/staff-roles.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { admitStaffRequest } from "#app/features/staff/staff-auth.server.ts";
import { signedInStaffContext, staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/protected.tsx"];

// Plain HTML forms: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const services = await staffServicesFrom(context);
    context.set(signedInStaffContext, await admitStaffRequest(services, request));
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { email, csrfToken, role } = await requireStaff({ request, context }, access.loader);
  return { email, csrfToken, roleLabel: STAFF_ROLE_LABELS[role], navigation: navigationFor(role) };
}

const navLinkClass = (isActive: boolean) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-white/15 text-white" : "text-slate-200 hover:bg-white/10 hover:text-white"}`;

export default function StaffArea({ loaderData }: Route.ComponentProps) {
  const current = currentNavigationHref(loaderData.navigation, useLocation().pathname);
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="bg-navy text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
          <a href="/admin" className="flex items-center gap-2.5 rounded-md">
            <img src={logoMark} alt="" width={32} height={32} className="size-8" />
            <span className="font-extrabold tracking-tight">{business.name}</span>
            <span className="rounded bg-amber px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-ink">
              Staff
            </span>
          </a>
          <nav aria-label="Staff" className="flex flex-wrap gap-1">
            {loaderData.navigation.map((link) => (
              <Link
                key={link.href}
                to={link.href}
                aria-current={link.href === current ? "page" : undefined}
                className={navLinkClass(link.href === current)}
              >
                {link.label}
              </Link>
            ))}
          </nav>
          <div className="ml-auto flex min-w-0 flex-wrap items-center gap-3 text-sm">
            <span className="min-w-0 text-slate-200">
              Signed in as {/* A long address wraps at any character rather than widening the page on a phone. */}
              <span className="font-semibold text-white [overflow-wrap:anywhere]">{loaderData.email}</span> (
              {loaderData.roleLabel})
            </span>
            <Form method="post" action="/admin/logout">
              <CsrfField />
              <button
                type="submit"
                className="rounded-md border border-white/60 px-3 py-1.5 font-semibold text-white hover:bg-white hover:text-navy"
              >
                Sign out
              </button>
            </Form>
          </div>
        </div>
      </header>
      {/* break-word, not the public pages' anywhere (app.css): a table sizes its columns to whole words, so
          "New" and "pending" never split in a cell; a long address wraps only where it would not fit. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 [overflow-wrap:break-word] focus:outline-none sm:px-6"
      >
        <Outlet />
      </main>
    </div>
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
