import {
  BadgePercent,
  CalendarClock,
  CheckCircle2,
  ClipboardCheck,
  GraduationCap,
  HandCoins,
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
import type { Route } from "./+types/partners-business";
import { staticPageHandle } from "~/lib/hydration";
import { partnerIndustryTypes } from "~/lib/lead-options";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { CallToAction } from "~/components/sections/call-to-action";
import { PageHero } from "~/components/sections/page-hero";
import { SectionHeading } from "~/components/sections/section-heading";
import { pageMeta } from "~/components/seo/page-meta";
import { Button } from "~/components/ui/button";
import { Illustration } from "~/components/ui/illustration";
import {
  type BenefitIcon,
  businessPageContent as content,
  businessProgram,
  businessSteps,
  businessTestimonials,
  industryNotes,
  partnerTerms,
} from "~/content/partners";

const trail = [
  { name: "Partners", path: "/partners" },
  { name: "Business Partners", path: businessProgram.path },
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

const keyFigures = [
  { value: `Up to ${partnerTerms.business.maxClientDiscountPercent}%`, label: "off rentals for your clients" },
  { value: `${partnerTerms.business.referralCommissionPercent}%`, label: "commission on completed referrals" },
  { value: partnerTerms.applicationReplyBusinessDays, label: "business days for a reply to your application" },
];

export const handle = staticPageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: content.page.title,
    description: content.page.description,
    breadcrumbs: trail,
  });

export default function PartnersBusiness() {
  return (
    <>
      <PageHero eyebrow={content.heroEyebrow} title={content.heroTitle} intro={content.heroIntro}>
        <Button asChild variant="primary" size="lg">
          <Link to={businessProgram.applyPath}>Apply Now</Link>
        </Button>
        <Button asChild variant="outline-light" size="lg">
          <a href="#how-it-works">See how it works</a>
        </Button>
      </PageHero>
      <Breadcrumbs trail={trail} />

      <section aria-labelledby="who-heading" className="py-16 sm:py-20">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="who-heading" eyebrow="Who it's for" title={content.whoTitle} intro={content.whoIntro} align="left" />
            <ul className="mt-8 grid gap-4">
              {partnerIndustryTypes.map((type) => (
                <li key={type} className="flex gap-3">
                  <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                  <span>
                    <span className="block font-semibold text-navy">{type}</span>
                    <span className="block text-muted">{industryNotes[type]}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
          <Illustration
            name={businessProgram.image}
            alt={businessProgram.imageAlt}
            width={480}
            height={320}
            className="w-full rounded-3xl"
          />
        </div>
        <dl className="container-page mt-14 grid gap-6 sm:grid-cols-3">
          {keyFigures.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-2xl bg-lavender p-6 text-center">
              <dt className="text-sm text-muted">{figure.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-navy">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="benefits" data-reveal="" aria-labelledby="benefits-heading" className="scroll-mt-24 bg-lavender py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="benefits-heading" eyebrow="What you get" title={content.benefitsTitle} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {businessProgram.benefits.map((benefit) => {
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

      <section data-reveal="" aria-labelledby="testimonials-heading" className="py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="testimonials-heading" eyebrow="Partner stories" title={content.testimonialsTitle} />
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {businessTestimonials.map((testimonial) => (
              <li key={testimonial.id} className="flex">
                <figure className="flex flex-1 flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
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

      <section
        id="how-it-works"
        data-reveal=""
        aria-labelledby="how-it-works-heading"
        className="scroll-mt-24 bg-lavender py-16 sm:py-20"
      >
        <div className="container-page">
          <SectionHeading id="how-it-works-heading" eyebrow="Four steps" title={content.stepsTitle} intro={content.stepsIntro} />
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

      <CallToAction
        title={content.applyTitle}
        text={content.applyText}
        primary={{ label: "Apply Now", to: businessProgram.applyPath }}
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
