// Every e-mail the site sends, rendered with sample data: its subject, the
// HTML part as a mail client shows it, and the plain-text part. Staff only
// (decision 032), so wording and layout can be checked before and after a
// change without sending anything.
import { data } from "react-router";
import type { Route } from "./+types/emails";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { getEnv } from "#app/platform/config/env.server.ts";
import { emailPreviewPage } from "#app/features/staff/emails/email-previews.server.ts";
import { EmailPreviewsPage } from "#app/features/staff/emails/email-previews-page.tsx";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";

const access = STAFF_ROUTES["routes/admin/emails.tsx"];

// Plain HTML: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("E-mails");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const page = await emailPreviewPage(new URL(request.url).searchParams.get("email"), getEnv().SITE_URL);
  if (!page) throw data("There is no such e-mail.", { status: 404 });
  return page;
}

export default function EmailPreviews({ loaderData }: Route.ComponentProps) {
  return <EmailPreviewsPage {...loaderData} />;
}
