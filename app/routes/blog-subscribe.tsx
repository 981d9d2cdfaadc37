import type { Route } from "./+types/blog-subscribe";
import { BlogHeader } from "#app/features/blog/blog-header.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { SubscribeFormIsland } from "#app/features/leads/forms/subscribe-form.island.tsx";
import { useRetentionPolicy } from "#app/features/privacy/use-retention-policy.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { handleSubscribeForm } from "#app/features/leads/intake/form-action.server.ts";

// The subscribe form on every blog page posts here without JavaScript; the
// answer is this page. (With JavaScript the form's island sends it to
// /api/forms/subscribe, which runs the same server function.)
export async function action({ request, context }: Route.ActionArgs) {
  return handleSubscribeForm(request, context);
}

// Visiting the address directly shows the form.
export function loader() {
  return null;
}

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Subscribe to our blog",
    description:
      "Get the Sandton Sound Hire blog by e-mail: practical guides on sound equipment and event planning in Gauteng, about once a month.",
    noindex: true,
  });

export default function BlogSubscribe({ actionData }: Route.ComponentProps) {
  const retention = useRetentionPolicy();
  return (
    <>
      <BlogHeader />
      <section aria-labelledby="subscribe-heading" className="container-page max-w-xl py-14">
        <SubscribeFormIsland variant="page" idPrefix="page" result={actionData ?? null} retention={retention} />
      </section>
    </>
  );
}
