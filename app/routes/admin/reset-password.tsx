// Choosing a new staff password from a reset e-mail. The link works once, for
// an hour; setting the password signs the account out everywhere.
// The page and its step: app/features/staff/accounts/password-link*.
import { data } from "react-router";
import type { Route } from "./+types/reset-password";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { staffPageHandle, withRetryAfter } from "#app/platform/islands/route-handle.ts";
import { readFormOrEmpty } from "#app/platform/http/form-body.server.ts";
import { respond } from "#app/platform/http/route-outcome.server.ts";
import { ResetPasswordPage } from "#app/features/staff/accounts/password-link-views.tsx";
import { resetPasswordFromForm, resetPasswordPage } from "#app/features/staff/accounts/password-links.server.ts";
import { refuseCrossSitePost } from "#app/features/staff/staff-auth.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Choose a new password");

export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await resetPasswordPage(staffServicesFrom(context), params.token, new Date());
  return page.email ? page : data(page, { status: 410 });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  refuseCrossSitePost(request);
  const services = staffServicesFrom(context);
  const form = await readFormOrEmpty(request);
  return respond(await resetPasswordFromForm(services, { token: params.token, form, now: new Date() }));
}

// A refusal's Retry-After (the password checks are busy, or locked) must reach the browser.
export const headers = withRetryAfter;

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordPage email={loaderData.email} answer={actionData} />;
}
