// Joining the staff area from an invitation e-mail: the link's token names
// the invitation; the person chooses a password and the account is made with
// the role the owner chose. The link works once, until the invitation
// expires. Outside the signed-in area, so it checks its own origin.
// The page and its step: app/features/staff/accounts/password-link*.
import { data } from "react-router";
import type { Route } from "./+types/invitation";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { staffPageHandle, withRetryAfter } from "#app/platform/islands/route-handle.ts";
import { readFormOrEmpty } from "#app/platform/http/form-body.server.ts";
import { respond } from "#app/platform/http/route-outcome.server.ts";
import { InvitationPage } from "#app/features/staff/accounts/password-link-views.tsx";
import { invitationPage, joinFromForm } from "#app/features/staff/accounts/password-links.server.ts";
import { refuseCrossSitePost } from "#app/features/staff/staff-auth.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Join the staff area");

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await invitationPage(staffServicesFrom(context), params.token, new Date());
  return page.invitation ? page : data(page, { status: 410 });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  refuseCrossSitePost(request);
  const services = staffServicesFrom(context);
  const form = await readFormOrEmpty(request);
  return respond(await joinFromForm(services, { token: params.token, form, now: new Date() }));
}

// A refusal's Retry-After (the password checks are busy, or locked) must reach the browser.
export const headers = withRetryAfter;

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationPage page={loaderData} answer={actionData} />;
}
