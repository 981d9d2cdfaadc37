// Sign-out: a POST with the session's CSRF token (checked by the staff
// area's middleware), so another site cannot sign staff out. A plain GET
// changes nothing and goes back to the inbox.
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { signOut } from "~/server/staff/staff-auth.server";
import { signedInStaff, staffServicesFrom } from "~/server/staff/staff-context.server";

export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = await staffServicesFrom(context);
  const clearCookie = await signOut(services, request, signedInStaff(context));
  return redirect("/admin/login?signed_out=1", { headers: { "Set-Cookie": clearCookie } });
}
