import type { Route } from "./+types/partners-apply-client";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/components/seo/page-meta";
import { PartnerApplicationFormIsland } from "~/islands/partner-application-form";
import { leadFormDefinitions } from "~/lib/lead-form-definitions";
import { sitePageHandle } from "~/lib/route-handle";
import { handleLeadForm } from "~/server/leads/form-action.server";

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
            <PartnerApplicationFormIsland program="client" result={actionData ?? null} />
          </div>
        </div>
      </section>
    </>
  );
}
