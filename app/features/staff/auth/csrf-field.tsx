// The hidden CSRF field every state-changing staff form carries; the staff
// area's middleware refuses a post without the session's token.
import { useRouteLoaderData } from "react-router";
import { CSRF_FIELD } from "#app/features/staff/auth/staff-auth.ts";

export const STAFF_AREA_ROUTE_ID = "staff-area";

export function CsrfField() {
  const data = useRouteLoaderData<{ csrfToken: string }>(STAFF_AREA_ROUTE_ID);
  return <input type="hidden" name={CSRF_FIELD} value={data?.csrfToken ?? ""} />;
}
