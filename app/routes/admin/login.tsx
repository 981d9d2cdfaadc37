// Staff sign-in. Works without JavaScript: a plain form post, answered with
// the page again (and its message) or a redirect into the staff area.
// The page and its step: app/features/staff/auth/sign-in-*.
import { data, redirect } from "react-router";
import type { Route } from "./+types/login";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { readFormOrEmpty } from "#app/platform/http/form-body.server.ts";
import { respond } from "#app/platform/http/route-outcome.server.ts";
import { SignIn } from "#app/features/staff/auth/sign-in-view.tsx";
import { signInFromForm, signInPage } from "#app/features/staff/auth/sign-in-page.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

// Plain HTML forms: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Sign in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const shown = await signInPage(staffServicesFrom(context), request);
  if ("signedInTo" in shown) throw redirect(shown.signedInTo);
  return data(shown.page, shown.setCookie ? { headers: { "Set-Cookie": shown.setCookie } } : undefined);
}

export async function action({ request, context }: Route.ActionArgs) {
  // A body that is not a form (wrong type, broken multipart) reads as an empty
  // form: refused for its missing token like any other stray post, never a 500.
  const form = await readFormOrEmpty(request);
  const ip = context.get(clientIpContext);
  return respond(await signInFromForm(staffServicesFrom(context), { request, form, ip }));
}

// Set-Cookie from the loader or the action, and the action's Retry-After, must reach the browser.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(actionHeaders.has("Set-Cookie") ? actionHeaders : loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export default function StaffLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <SignIn page={loaderData} answer={actionData} />;
}
