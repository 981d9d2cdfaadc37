import type { Route } from "./+types/partners-apply-business";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/components/seo/page-meta";
import { PartnerApplicationFormIsland } from "~/islands/partner-application-form";
import { leadFormDefinitions } from "~/lib/lead-form-definitions";
import { sitePageHandle } from "~/lib/route-handle";
import { handleLeadForm } from "~/server/leads/form-action.server";

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
            <PartnerApplicationFormIsland program="business" result={actionData ?? null} />
          </div>
        </div>
      </section>
    </>
  );
}
