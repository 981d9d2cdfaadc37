// The staff area's one authorization guard (decision 048): every staff
// route's loader and action call it with the permission its entry in
// STAFF_ROUTES names, as the Epic Stack's requireUserWithPermission does.
// The check belongs to the code that reads or changes the data, not to a
// path: React Router answers an address in any letter case, with a trailing
// slash, and as a `.data` request for each loader and action, and every one
// of those runs the same loader or action, so every one is asked.
import { type RouterContextProvider, redirect } from "react-router";
import { type StaffPermission, homeFor, roleAllows } from "#app/features/staff/staff-roles.ts";
import { logWarn } from "#app/platform/log/log.server.ts";
import { admitStaffRequest } from "#app/features/staff/staff-auth.server.ts";
import {
  type SignedInStaff,
  signedInStaffContext,
  staffServicesFrom,
} from "#app/features/staff/staff-context.server.ts";

/** Said to a member of staff who opens a page their role does not cover... */
export const ROLE_REFUSED_MESSAGE = "Your role does not include this page. Ask an owner if you need it.";
/** ...and to one who sends a change their role does not cover. */
export const ROLE_REFUSED_CHANGE_MESSAGE = "Your role does not include this change. Ask an owner if you need it.";

export interface StaffRequest {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export interface RequireStaffOptions {
  /** A page request from a role without the permission goes to that role's own start instead of a 403 (the inbox). */
  sendOthersHome?: boolean;
}

/**
 * The signed-in member of staff, when their role has `permission`. Without a
 * live session: a redirect to sign in (a page) or 401; a state-changing
 * request from another site or without the session's CSRF token: 403 (the
 * staff area's middleware has usually checked both for this request already,
 * and is not asked again); a role without the permission: 403.
 */
export async function requireStaff(
  { request, context }: StaffRequest,
  permission: StaffPermission,
  { sendOthersHome = false }: RequireStaffOptions = {},
): Promise<SignedInStaff> {
  const staff = context.get(signedInStaffContext) ?? (await admitStaffRequest(staffServicesFrom(context), request));
  if (roleAllows(staff.role, permission)) return staff;
  const reading = request.method === "GET" || request.method === "HEAD";
  if (sendOthersHome && reading) throw redirect(homeFor(staff.role));
  logWarn("staff.role_refused", { role: staff.role, permission, path: new URL(request.url).pathname });
  throw new Response(reading ? ROLE_REFUSED_MESSAGE : ROLE_REFUSED_CHANGE_MESSAGE, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
