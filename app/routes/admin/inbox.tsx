// The staff inbox: every lead, newest first, filtered by kind, status and a
// search, a page at a time; the same view downloads as CSV.
import type { Route } from "./+types/inbox";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { inboxPageData } from "#app/features/leads/inbox/inbox-page.server.ts";
import { InboxPage } from "#app/features/leads/inbox/inbox-page.tsx";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/inbox.tsx"];

// Plain HTML forms: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Inbox");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader, { sendOthersHome: true });
  const { db, responseTargetMinutes } = staffServicesFrom(context);
  return inboxPageData(db, { searchParams: new URL(request.url).searchParams, responseTargetMinutes });
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxPage data={loaderData} />;
}
