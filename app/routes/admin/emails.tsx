// The outbox (every message the site queued, its state and what it holds;
// staff who see leads), whether e-mail is set up at all, and every e-mail the
// site sends rendered with sample data: its subject, the HTML part as a mail
// client shows it, and the plain-text part. Staff only (decision 032), so
// wording and layout can be checked before and after a change without
// sending anything.
import { data } from "react-router";
import type { Route } from "./+types/emails";
import { STAFF_ROUTES, roleAllows } from "#app/features/staff/staff-roles.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";
import { outboxPage } from "#app/features/staff/emails/outbox-page.server.ts";
import { parseOutboxQuery } from "#app/features/staff/emails/outbox-view.ts";
import { EmailNotConfigured, OutboxSection } from "#app/features/staff/emails/outbox-section.tsx";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { getEnv } from "#app/platform/config/env.server.ts";
import { emailPreviewPage } from "#app/features/staff/emails/email-previews.server.ts";
import { EmailPreviewsPage } from "#app/features/staff/emails/email-previews-page.tsx";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";

const access = STAFF_ROUTES["routes/admin/emails.tsx"];

// Plain HTML: this page loads no React in the browser.
export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("E-mails");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, access.loader);
  const params = new URL(request.url).searchParams;
  const page = await emailPreviewPage(params.get("email"), getEnv().SITE_URL);
  if (!page) throw data("There is no such e-mail.", { status: 404 });
  const services = staffServicesFrom(context);
  // The outbox names customers: only roles that see leads see it; every role keeps the samples.
  const outbox = roleAllows(staff.role, "leads") ? await outboxPage(services.db, parseOutboxQuery(params)) : null;
  return { ...page, outbox, emailConfigured: services.sendingChannels.includes("email") };
}

export default function EmailPreviews({ loaderData }: Route.ComponentProps) {
  const { outbox, emailConfigured, ...previews } = loaderData;
  return (
    <>
      {emailConfigured ? null : <EmailNotConfigured />}
      <EmailPreviewsPage {...previews} />
      {outbox ? (
        <div className="mt-10">
          <OutboxSection outbox={outbox} />
        </div>
      ) : null}
    </>
  );
}
