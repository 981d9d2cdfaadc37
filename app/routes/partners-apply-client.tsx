import type { Route } from "./+types/partners-apply-client";
import { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { PartnerApplicationFormIsland } from "#app/features/leads/forms/partner-application-form.island.tsx";
import { useRetentionPolicy } from "#app/features/privacy/use-retention-policy.ts";
import { leadFormDefinitions } from "#app/features/leads/forms/lead-form-definitions.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { handleLeadForm } from "#app/features/leads/intake/form-action.server.ts";

const trail = [
  { name: "Partners", path: "/partners" },
  { name: "Client Partners", path: "/partners/client" },
  { name: "Apply", path: "/partners/apply/client" },
];

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm(request, context, leadFormDefinitions.client);
}

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Client Partner Application",
    description:
      "Apply for the Sandton Sound Hire Client Partnership Program: tiered discounts, priority booking and simpler invoicing for four or more events a year.",
    breadcrumbs: trail,
  });

export default function PartnersApplyClient({ actionData }: Route.ComponentProps) {
  const retention = useRetentionPolicy();
  return (
    <>
      <PageHero
        eyebrow="Partners"
        title="Apply to become a Client Partner"
        intro="Bands, DJs, venues, schools, churches and companies that hire sound often: apply once and book faster all year. We reply within 2-3 business days."
      />
      <Breadcrumbs trail={trail} />
      <section aria-label="Application form" className="py-12 sm:py-16">
        <div className="container-page max-w-3xl">
          <div className="rounded-2xl border border-line p-6 sm:p-8">
            <PartnerApplicationFormIsland program="client" result={actionData ?? null} retention={retention} />
          </div>
        </div>
      </section>
    </>
  );
}
