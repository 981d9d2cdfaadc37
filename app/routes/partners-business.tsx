import type { Route } from "./+types/partners-business";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { partnerIndustryTypes } from "#app/features/leads/forms/lead-options.ts";
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
import {
  businessPageContent as content,
  businessProgram,
  businessSteps,
  businessTestimonials,
  industryNotes,
  partnerPaths,
  partnerTerms,
} from "#app/features/site/partners/partners-content.ts";

const trail = [
  { name: "Partners", path: partnerPaths.overview },
  { name: "Business Partners", path: businessProgram.path },
];

const keyFigures = [
  { value: `Up to ${partnerTerms.business.maxClientDiscountPercent}%`, label: "off rentals for your clients" },
  { value: `${partnerTerms.business.referralCommissionPercent}%`, label: "commission on completed referrals" },
  { value: partnerTerms.applicationReplyBusinessDays, label: "business days for a reply to your application" },
];

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: content.page.title,
    description: content.page.description,
    breadcrumbs: trail,
  });

export default function PartnersBusiness() {
  return (
    <>
      <ProgramPageHeader
        content={content}
        program={businessProgram}
        trail={trail}
        jumpTo={{ href: "#how-it-works", label: "See how it works" }}
      />

      <ProgramAudienceSection
        title={content.whoTitle}
        intro={content.whoIntro}
        types={partnerIndustryTypes}
        notes={industryNotes}
        aside={<ProgramIllustration program={businessProgram} />}
      >
        <dl className="container-page mt-14 grid gap-6 sm:grid-cols-3">
          {keyFigures.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-2xl bg-lavender p-6 text-center">
              <dt className="text-sm text-muted">{figure.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-navy">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </ProgramAudienceSection>

      <ProgramBenefitsSection id="benefits" program={businessProgram} title={content.benefitsTitle} />

      <TestimonialsSection
        title={content.testimonialsTitle}
        eyebrow="Partner stories"
        testimonials={businessTestimonials}
        columns={3}
        tone="white"
      />

      <section
        id="how-it-works"
        aria-labelledby="how-it-works-heading"
        className="reveal-on-view scroll-mt-24 bg-lavender py-16 sm:py-20"
      >
        <div className="container-page">
          <SectionHeading
            id="how-it-works-heading"
            eyebrow="Four steps"
            title={content.stepsTitle}
            intro={content.stepsIntro}
          />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {businessSteps.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <span
                  className="inline-flex size-10 items-center justify-center rounded-full bg-navy text-lg font-extrabold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold text-navy">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <ProgramApplyCallToAction program={businessProgram} title={content.applyTitle} text={content.applyText} />
    </>
  );
}
