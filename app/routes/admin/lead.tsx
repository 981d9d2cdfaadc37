// One lead in full: what the visitor sent (quote lines and PDF included),
// where it came from, consent, its notifications, and its history; with the
// forms that move it through the workflow.
import { data, redirect } from "react-router";
import type { Route } from "./+types/lead";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { leadKindLabel } from "#app/features/leads/inbox/inbox-view.ts";
import { getEnv } from "#app/platform/config/env.server.ts";
import { readFormBody } from "#app/platform/http/form-body.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { leadPageData } from "#app/features/leads/lead-page/lead-page-data.server.ts";
import { type LeadActionError, leadPageAction } from "#app/features/leads/lead-page/lead-actions.server.ts";
import { LeadPage as LeadPageView } from "#app/features/leads/lead-page/lead-page.tsx";

const access = STAFF_ROUTES["routes/admin/lead.tsx"];

// Plain HTML forms: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `${loaderData.lead.title} (${leadKindLabel(loaderData.lead.kind)})` : "Lead");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const services = staffServicesFrom(context);
  const page = await leadPageData(services, {
    leadId: params.leadId,
    url: new URL(request.url),
    catalogue: catalogueFrom(context),
    siteUrl: getEnv().SITE_URL,
  });
  if (!page) throw data("There is no lead with this address. It may have been mistyped.", { status: 404 });
  return page;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const services = staffServicesFrom(context);
  const body = await readFormBody(request);
  if (!body.ok) return data<LeadActionError>({ intent: "unknown", message: body.message }, { status: body.status });
  const outcome = await leadPageAction(services, { leadId: params.leadId, staff, form: body.form });
  if (outcome.status === "not_found") throw data(outcome.message, { status: 404 });
  if (outcome.status === "refused") return data<LeadActionError>(outcome.error, { status: outcome.httpStatus });
  return redirect(`/admin/leads/${params.leadId}?notice=${outcome.notice}`);
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadPageView data={loaderData} error={actionData} />;
}
