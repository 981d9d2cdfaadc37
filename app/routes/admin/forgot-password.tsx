// Asking for a password-reset link. The answer is the same whether or not
// the address has an account, so the form tells nobody who works here; asks
// are limited per network, so it cannot be used to flood an inbox.
// The page and its step: app/features/staff/accounts/password-link*.
import type { Route } from "./+types/forgot-password";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { readFormOrEmpty } from "#app/platform/http/form-body.server.ts";
import { respond } from "#app/platform/http/route-outcome.server.ts";
import { ForgotPasswordPage } from "#app/features/staff/accounts/password-link-views.tsx";
import { askForPasswordReset } from "#app/features/staff/accounts/password-links.server.ts";
import { refuseCrossSitePost } from "#app/features/staff/staff-auth.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Forgot your password");

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSitePost(request);
  const services = staffServicesFrom(context);
  const form = await readFormOrEmpty(request);
  return respond(await askForPasswordReset(services, { form, ip: context.get(clientIpContext), now: new Date() }));
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage answer={actionData} />;
}
