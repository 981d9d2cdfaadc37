// A member of staff's own account: their role, and changing their password
// (the current one first; every other device they are signed in on is
// signed out, this one stays). The page and its step: app/features/staff/accounts/own-account*.
import type { Route } from "./+types/account";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { staffPageHandle, withRetryAfter } from "#app/platform/islands/route-handle.ts";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { OwnAccount } from "#app/features/staff/accounts/own-account-view.tsx";
import { changePasswordFromForm, ownAccountPage } from "#app/features/staff/accounts/own-account.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { readFormOrEmpty } from "#app/platform/http/form-body.server.ts";
import { respond } from "#app/platform/http/route-outcome.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/account.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("My account");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, access.loader);
  return ownAccountPage(staff, new URL(request.url).searchParams.get("notice"));
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const services = staffServicesFrom(context);
  const form = await readFormOrEmpty(request);
  const ip = context.get(clientIpContext);
  return respond(await changePasswordFromForm(services, { form, staff, ip, now: new Date() }));
}

// A refusal's Retry-After (the password checks are busy, or locked) must reach the browser.
export const headers = withRetryAfter;

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <OwnAccount page={loaderData} answer={actionData} />;
}
