import {
  BadgePercent,
  CalendarClock,
  CheckCircle2,
  ClipboardCheck,
  GraduationCap,
  HandCoins,
  Info,
  Layers,
  type LucideIcon,
  MapPin,
  Megaphone,
  ReceiptText,
  Sparkles,
  Star,
  UserRound,
  Wrench,
} from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/partners-client";
import { staticPageHandle } from "~/lib/hydration";
import { partnerClientTypes } from "~/lib/lead-options";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { pageMeta } from "~/components/seo/page-meta";
import { Button } from "~/components/ui/button";
import { Illustration } from "~/components/ui/illustration";
import { cn } from "~/lib/cn";
import {
  allTiersInclude,
  type BenefitIcon,
  clientPageContent as content,
  clientProgram,
  clientQualification,
  clientTestimonials,
  clientTiers,
  clientTypeNotes,
} from "~/content/partners";

const trail = [
  { name: "Partners", path: "/partners" },
  { name: "Client Partners", path: clientProgram.path },
];

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

export default function PartnersClient() {
  return (
    <>
      <PageHero eyebrow={content.heroEyebrow} title={content.heroTitle} intro={content.heroIntro}>
        <Button asChild variant="primary" size="lg">
          <Link to={clientProgram.applyPath}>Apply Now</Link>
        </Button>
        <Button asChild variant="outline-light" size="lg">
          <a href="#tiers">Compare the tiers</a>
        </Button>
      </PageHero>
      <Breadcrumbs trail={trail} />

      <section aria-labelledby="who-heading" className="py-16 sm:py-20">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="who-heading" eyebrow="Who it's for" title={content.whoTitle} intro={content.whoIntro} align="left" />
            <ul className="mt-8 grid gap-4">
              {partnerClientTypes.map((type) => (
                <li key={type} className="flex gap-3">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  <span>
                    <span className="block font-semibold text-navy">{type}</span>
                    <span className="block text-muted">{clientTypeNotes[type]}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-8">
            <Illustration
              name={clientProgram.image}
              alt={clientProgram.imageAlt}
              width={480}
              height={320}
              className="w-full rounded-3xl"
            />
            <div className="flex gap-4 rounded-2xl border-l-4 border-amber bg-lavender p-6">
              <Info className="mt-1 size-6 shrink-0 text-brand" aria-hidden="true" />
              <div>
                <h3 className="text-lg font-bold text-navy">{clientQualification.title}</h3>
                <p className="mt-2 leading-relaxed text-ink">{clientQualification.text}</p>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section data-reveal="" aria-labelledby="benefits-heading" className="bg-lavender py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="benefits-heading" eyebrow="What you get" title={content.benefitsTitle} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {clientProgram.benefits.map((benefit) => {
              const Icon = benefitIcons[benefit.icon];
              return (
                <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-sm">
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-amber-light text-navy">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-bold text-navy">{benefit.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{benefit.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section id="tiers" data-reveal="" aria-labelledby="tiers-heading" className="scroll-mt-24 py-16 sm:py-20">
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

      <section data-reveal="" aria-labelledby="testimonials-heading" className="bg-lavender py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="testimonials-heading" eyebrow="Partner stories" title={content.testimonialsTitle} />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {clientTestimonials.map((testimonial) => (
              <li key={testimonial.id} className="flex">
                <figure className="flex flex-1 flex-col rounded-2xl bg-white p-6 shadow-sm">
                  <div className="flex gap-0.5 text-amber-dark" role="img" aria-label={`${testimonial.rating} out of 5 stars`}>
                    {Array.from({ length: 5 }, (_, index) => (
                      <Star
                        key={index}
                        className="size-4"
                        fill={index < testimonial.rating ? "currentColor" : "none"}
                        aria-hidden="true"
                      />
                    ))}
                  </div>
                  <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
                    <p>“{testimonial.content}”</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <span
                      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
                      aria-hidden="true"
                    >
                      {initials(testimonial.name)}
                    </span>
                    <span>
                      <span className="block font-semibold text-navy">{testimonial.name}</span>
                      <span className="block text-sm text-muted">
                        {testimonial.role}, {testimonial.organisation}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction
        title={content.applyTitle}
        text={content.applyText}
        primary={{ label: "Apply Now", to: clientProgram.applyPath }}
        secondary={{ label: "Compare Programs", to: "/partners" }}
      />
    </>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
