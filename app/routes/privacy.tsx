import type { Route } from "./+types/privacy";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { NoticePage } from "#app/features/site/sections/notice-blocks.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { useRetentionPolicy } from "#app/features/privacy/use-retention-policy.ts";
import {
  PRIVACY_REQUEST_SECTION_ID,
  privacyNotice,
  privacyNoticeFor,
} from "#app/features/privacy/content/privacy-notice.ts";
import { PrivacyRequestFormIsland } from "#app/features/privacy/privacy-request-form.island.tsx";
import { handlePrivacyRequestForm } from "#app/features/privacy/privacy-request-action.server.ts";

const trail = [{ name: privacyNotice.title, path: "/privacy" }];

const REQUEST_HEADING = "Make a privacy request";

// The privacy request form posts here without JavaScript; the page renders the answer.
export async function action({ request, context }: Route.ActionArgs) {
  return handlePrivacyRequestForm(request, context);
}

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: privacyNotice.title,
    description: privacyNotice.description,
    breadcrumbs: trail,
  });

export default function Privacy({ actionData }: Route.ComponentProps) {
  const retention = useRetentionPolicy();
  const notice = privacyNoticeFor(retention);
  return (
    <NoticePage
      eyebrow="POPIA"
      notice={notice}
      trail={trail}
      numbered
      after={[{ id: PRIVACY_REQUEST_SECTION_ID, heading: REQUEST_HEADING }]}
    >
      <section
        id={PRIVACY_REQUEST_SECTION_ID}
        aria-labelledby={`${PRIVACY_REQUEST_SECTION_ID}-heading`}
        className="scroll-mt-24"
      >
        <h2
          id={`${PRIVACY_REQUEST_SECTION_ID}-heading`}
          className="text-2xl font-extrabold tracking-tight text-navy sm:text-3xl"
        >
          {REQUEST_HEADING}
        </h2>
        <p className="mt-4">
          Ask for a copy of the personal information we hold about you, or for its correction or deletion. We e-mail you
          a link to confirm that the request is yours; once you confirm, our Information Officer answers within 30 days.
        </p>
        <div className="mt-6 rounded-2xl border border-line p-6 sm:p-8">
          <PrivacyRequestFormIsland result={actionData ?? null} retention={retention} />
        </div>
      </section>
    </NoticePage>
  );
}
