// One confirmed privacy request: who asked, what for, when it is due; what we
// hold under its confirmed e-mail address (counts), the exports (JSON and CSV)
// and erasure of exactly that; the records found by its phone number only,
// held back as unverified until staff check and verify them; and the audit
// trail of what staff did with it. The page and its steps: app/features/privacy/admin/.
import { data } from "react-router";
import type { Route } from "./+types/privacy-request";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { readFormBody } from "#app/platform/http/form-body.server.ts";
import { respond } from "#app/platform/http/route-outcome.server.ts";
import { getPrivacyRequest } from "#app/features/privacy/privacy-requests.server.ts";
import {
  PRIVACY_REQUEST_MESSAGES,
  type PrivacyRequestAnswer,
} from "#app/features/privacy/admin/privacy-request-fields.ts";
import { privacyRequestAction, privacyRequestPage } from "#app/features/privacy/admin/privacy-request-page.server.ts";
import { PrivacyRequestPage } from "#app/features/privacy/admin/privacy-request-view.tsx";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/privacy-request.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Privacy request");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = staffServicesFrom(context);
  const found = await getPrivacyRequest(db, params.requestId);
  if (!found) throw data(PRIVACY_REQUEST_MESSAGES.notFound, { status: 404 });
  const notice = new URL(request.url).searchParams.get("notice");
  return privacyRequestPage(db, found, { notice, now: new Date() });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = staffServicesFrom(context);
  const body = await readFormBody(request);
  if (!body.ok) return data<PrivacyRequestAnswer>({ form: null, message: body.message }, { status: body.status });
  const found = await getPrivacyRequest(db, params.requestId);
  if (!found) throw data(PRIVACY_REQUEST_MESSAGES.notFound, { status: 404 });
  return respond(await privacyRequestAction(db, { found, form: body.form, staff }));
}

export default function PrivacyRequest({ loaderData, actionData }: Route.ComponentProps) {
  return <PrivacyRequestPage page={loaderData} answer={actionData} />;
}
