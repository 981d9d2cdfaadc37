import {
  ArrowRight,
  BadgePercent,
  CalendarClock,
  ClipboardCheck,
  GraduationCap,
  HandCoins,
  Layers,
  type LucideIcon,
  MapPin,
  Megaphone,
  ReceiptText,
  Sparkles,
  UserRound,
  Wrench,
} from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/partners";
import { staticPageHandle } from "~/lib/hydration";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { pageMeta } from "~/components/seo/page-meta";
import { Button } from "~/components/ui/button";
import { Illustration } from "~/components/ui/illustration";
import {
  type BenefitIcon,
  businessProgram,
  clientProgram,
  partnerPrograms,
  partnersOverviewContent as content,
} from "~/content/partners";

const trail = [{ name: "Partners", path: "/partners" }];

const benefitIcons: Record<BenefitIcon, LucideIcon> = {
  percent: BadgePercent,
  coins: HandCoins,
  manager: UserRound,
  megaphone: Megaphone,
  sparkles: Sparkles,
  training: GraduationCap,
  map: MapPin,
  layers: Layers,
  calendar: CalendarClock,
  invoice: ReceiptText,
  setup: Wrench,
  assessment: ClipboardCheck,
};

export const handle = staticPageHandle;

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
          <SectionHeading id="programs-heading" eyebrow="Two ways to partner" title={content.programsTitle} intro={content.programsIntro} />
          <ul className="mt-12 grid gap-8 md:grid-cols-2">
            {partnerPrograms.map((program) => (
              <li key={program.id} className="flex">
                <article className="flex flex-1 flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
                  <Illustration name={program.image} alt="" width={480} height={320} className="w-full bg-lavender" />
                  <div className="flex flex-1 flex-col p-6">
                    <h3 className="text-2xl font-bold text-navy">{program.name}</h3>
                    <p className="mt-2 font-semibold text-brand">{program.audience}</p>
                    <p className="mt-3 flex-1 leading-relaxed text-muted">{program.summary}</p>
                    <Link
                      to={program.path}
                      className="mt-6 inline-flex items-center gap-1 font-semibold text-brand hover:underline"
                    >
                      Learn more<span className="sr-only"> about the {program.name}</span>
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section data-reveal="" aria-labelledby="benefits-heading" className="bg-lavender py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="benefits-heading" eyebrow="Benefits" title={content.benefitsTitle} intro={content.benefitsIntro} />
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            {partnerPrograms.map((program) => (
              <div key={program.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm sm:p-8">
                <h3 className="text-xl font-bold text-navy">{program.name}</h3>
                <ul className="mt-6 grid flex-1 content-start gap-4">
                  {program.benefits.slice(0, 3).map((benefit) => {
                    const Icon = benefitIcons[benefit.icon];
                    return (
                      <li key={benefit.title} className="flex items-center gap-3">
                        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-light text-navy">
                          <Icon className="size-5" aria-hidden="true" />
                        </span>
                        <span className="font-semibold text-ink">{benefit.title}</span>
                      </li>
                    );
                  })}
                </ul>
                <Link
                  to={program.path}
                  className="mt-6 inline-flex items-center gap-1 font-semibold text-brand hover:underline"
                >
                  See every benefit<span className="sr-only"> of the {program.name}</span>
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
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
