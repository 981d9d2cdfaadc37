import { CheckCircle2, Info } from "lucide-react";
import type { Route } from "./+types/partners-client";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { partnerClientTypes } from "#app/features/leads/forms/lead-options.ts";
import {
  ProgramApplyCallToAction,
  ProgramAudienceSection,
  ProgramBenefitsSection,
  ProgramIllustration,
  ProgramPageHeader,
} from "#app/features/site/partners/partner-sections.tsx";
import { SectionHeading } from "#app/features/site/sections/section-heading.tsx";
import { TestimonialsSection } from "#app/features/site/sections/testimonials-section.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { cn } from "#app/ui/cn.ts";
import {
  allTiersInclude,
  clientPageContent as content,
  clientProgram,
  clientQualification,
  clientTestimonials,
  clientTiers,
  clientTypeNotes,
  partnerPaths,
} from "#app/features/site/partners/partners-content.ts";

const trail = [
  { name: "Partners", path: partnerPaths.overview },
  { name: "Client Partners", path: clientProgram.path },
];

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: content.page.title,
    description: content.page.description,
    breadcrumbs: trail,
  });

export default function PartnersClient() {
  return (
    <>
      <ProgramPageHeader
        content={content}
        program={clientProgram}
        trail={trail}
        jumpTo={{ href: "#tiers", label: "Compare the tiers" }}
      />

      <ProgramAudienceSection
        title={content.whoTitle}
        intro={content.whoIntro}
        types={partnerClientTypes}
        notes={clientTypeNotes}
        aside={
          <div className="grid gap-8">
            <ProgramIllustration program={clientProgram} />
            <div className="flex gap-4 rounded-2xl border-l-4 border-amber bg-lavender p-6">
              <Info className="mt-1 size-6 shrink-0 text-brand" aria-hidden="true" />
              <div>
                <h3 className="text-lg font-bold text-navy">{clientQualification.title}</h3>
                <p className="mt-2 leading-relaxed text-ink">{clientQualification.text}</p>
              </div>
            </div>
          </div>
        }
      />

      <ProgramBenefitsSection program={clientProgram} title={content.benefitsTitle} />

      <section id="tiers" aria-labelledby="tiers-heading" className="reveal-on-view scroll-mt-24 py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="tiers-heading" eyebrow="Tiers" title={content.tiersTitle} intro={content.tiersIntro} />
          <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
            {clientTiers.map((tier) => {
              const premium = tier.id === "premium";
              return (
                <li key={tier.id} className="flex">
                  <article
                    className={cn(
                      "flex flex-1 flex-col rounded-2xl p-8",
                      premium ? "bg-navy text-white shadow-lg" : "border border-line bg-white shadow-sm",
                    )}
                  >
                    <h3 className={cn("text-2xl font-bold", premium ? "text-white" : "text-navy")}>{tier.name}</h3>
                    <p className={cn("mt-3 text-3xl font-extrabold", premium ? "text-amber-light" : "text-brand")}>
                      {tier.eventsPerYear}
                      <span className={cn("ml-2 text-base font-semibold", premium ? "text-slate-200" : "text-muted")}>
                        events per year
                      </span>
                    </p>
                    <ul className="mt-6 grid gap-3">
                      {tier.perks.map((perk) => (
                        <li key={perk} className="flex gap-3">
                          <CheckCircle2
                            className={cn("mt-0.5 size-5 shrink-0", premium ? "text-amber-light" : "text-success")}
                            aria-hidden="true"
                          />
                          <span>{perk}</span>
                        </li>
                      ))}
                    </ul>
                  </article>
                </li>
              );
            })}
          </ul>
          <p className="mx-auto mt-8 max-w-3xl text-center leading-relaxed text-muted">{allTiersInclude}</p>
        </div>
      </section>

      <TestimonialsSection
        title={content.testimonialsTitle}
        eyebrow="Partner stories"
        testimonials={clientTestimonials}
        columns={3}
      />

      <ProgramApplyCallToAction program={clientProgram} title={content.applyTitle} text={content.applyText} />
    </>
  );
}
