// The staff area's outer layout: its responses are never cached or indexed.
import { Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/shell";
import { StaffErrorPage } from "#app/features/staff/staff-error-page.tsx";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";

export const handle = staffPageHandle;

export const middleware: Route.MiddlewareFunction[] = [
  async (_args, next) => {
    const response = await next();
    // Lead data must not sit in a shared or browser cache, nor in a search index.
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Robots-Tag", "noindex, nofollow");
    return response;
  },
];

export default function StaffShell() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <StaffErrorPage
      status={isRouteErrorResponse(error) ? error.status : 500}
      detail={isRouteErrorResponse(error) ? error.data : undefined}
    />
  );
}
