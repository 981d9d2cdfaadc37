import type { Route } from "./+types/partners-apply-business";
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
  { name: "Business Partners", path: "/partners/business" },
  { name: "Apply", path: "/partners/apply/business" },
];

export async function action({ request, context }: Route.ActionArgs) {
  return handleLeadForm(request, context, leadFormDefinitions.business);
}

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Business Partner Application",
    description:
      "Apply to the Sandton Sound Hire Business Partner Program: up to 20% off rentals for your clients and 10% commission on referred events across Gauteng.",
    breadcrumbs: trail,
  });

export default function PartnersApplyBusiness({ actionData }: Route.ComponentProps) {
  const retention = useRetentionPolicy();
  return (
    <>
      <PageHero
        eyebrow="Partners"
        title="Apply to become a Business Partner"
        intro="Event planners, venues, photographers and agencies: tell us about your business. We reply to every application within 2-3 business days."
      />
      <Breadcrumbs trail={trail} />
      <section aria-label="Application form" className="py-12 sm:py-16">
        <div className="container-page max-w-3xl">
          <div className="rounded-2xl border border-line p-6 sm:p-8">
            <PartnerApplicationFormIsland program="business" result={actionData ?? null} retention={retention} />
          </div>
        </div>
      </section>
    </>
  );
}
