import { Link } from "react-router";
import type { Route } from "./+types/partners";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
import { CallToAction } from "#app/features/site/sections/call-to-action.tsx";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import { ProgramBenefitsPreview, ProgramSummaryCard } from "#app/features/site/partners/partner-sections.tsx";
import { SectionHeading } from "#app/features/site/sections/section-heading.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { Button } from "#app/ui/button.tsx";
import {
  businessProgram,
  clientProgram,
  partnerPaths,
  partnerPrograms,
  partnersOverviewContent as content,
} from "#app/features/site/partners/partners-content.ts";

const trail = [{ name: "Partners", path: partnerPaths.overview }];

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: content.page.title,
    description: content.page.description,
    breadcrumbs: trail,
  });

export default function Partners() {
  return (
    <>
      <PageHero eyebrow={content.heroEyebrow} title={content.heroTitle} intro={content.heroIntro}>
        <Button asChild variant="primary" size="lg">
          <Link to={businessProgram.path}>
            Business Partners<span className="sr-only">: the {businessProgram.name}</span>
          </Link>
        </Button>
        <Button asChild variant="outline-light" size="lg">
          <Link to={clientProgram.path}>
            Client Partners<span className="sr-only">: the {clientProgram.name}</span>
          </Link>
        </Button>
      </PageHero>
      <Breadcrumbs trail={trail} />

      <section aria-labelledby="programs-heading" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="programs-heading"
            eyebrow="Two ways to partner"
            title={content.programsTitle}
            intro={content.programsIntro}
          />
          <ul className="mt-12 grid gap-8 md:grid-cols-2">
            {partnerPrograms.map((program) => (
              <li key={program.id} className="flex">
                <ProgramSummaryCard program={program} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="reveal-on-view bg-lavender py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="benefits-heading"
            eyebrow="Benefits"
            title={content.benefitsTitle}
            intro={content.benefitsIntro}
          />
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            {partnerPrograms.map((program) => (
              <ProgramBenefitsPreview key={program.id} program={program} />
            ))}
          </div>
        </div>
      </section>

      <CallToAction
        title={content.ctaTitle}
        text={content.ctaText}
        primary={{ label: "Become a Partner", to: businessProgram.path }}
        secondary={{ label: "Talk to Our Team", to: "/contact" }}
      />
    </>
  );
}
