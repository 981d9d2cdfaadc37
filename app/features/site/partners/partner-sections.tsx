// The blocks the partner pages share: /partners, /partners/business and
// /partners/client. Each is filled from the program content in
// ~/content/partners, so the pages only choose the copy and the order.
import {
  ArrowRight,
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
  UserRound,
  Wrench,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Illustration } from "#app/ui/illustration.tsx";
import { cn } from "#app/ui/cn.ts";
import { type BenefitIcon, type PartnerProgram, partnerPaths } from "#app/features/site/partners/partners-content.ts";
import { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
import { CallToAction } from "#app/features/site/sections/call-to-action.tsx";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import { SectionHeading } from "#app/features/site/sections/section-heading.tsx";

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

/** A benefit's icon on an amber tile: small in lists, large on cards. */
function BenefitIconTile({ icon, size }: { icon: BenefitIcon; size: "small" | "large" }) {
  const Icon = benefitIcons[icon];
  return size === "small" ? (
    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-amber-light text-navy">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  ) : (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-amber-light text-navy">
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}

/** A text link to a program page; `hidden` finishes its name for screen readers. */
function ProgramLink({ program, label, hidden }: { program: PartnerProgram; label: string; hidden: string }) {
  return (
    <Link to={program.path} className="mt-6 inline-flex items-center gap-1 font-semibold text-brand hover:underline">
      {label}
      <span className="sr-only">{` ${hidden} ${program.name}`}</span>
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}

/** The top of a program page: the hero with its Apply Now button and an in-page link, then the breadcrumbs. */
export function ProgramPageHeader({
  content,
  program,
  trail,
  jumpTo,
}: {
  content: { heroEyebrow: string; heroTitle: string; heroIntro: string };
  program: PartnerProgram;
  trail: { name: string; path: string }[];
  /** The second button: a link to a section further down the page. */
  jumpTo: { href: `#${string}`; label: string };
}) {
  return (
    <>
      <PageHero eyebrow={content.heroEyebrow} title={content.heroTitle} intro={content.heroIntro}>
        <Button asChild variant="primary" size="lg">
          <Link to={program.applyPath}>Apply Now</Link>
        </Button>
        <Button asChild variant="outline-light" size="lg">
          <a href={jumpTo.href}>{jumpTo.label}</a>
        </Button>
      </PageHero>
      <Breadcrumbs trail={trail} />
    </>
  );
}

/** The program's illustration, at the size the program pages show it. */
export function ProgramIllustration({ program }: { program: PartnerProgram }) {
  return (
    <Illustration name={program.image} alt={program.imageAlt} width={480} height={320} className="w-full rounded-3xl" />
  );
}

/**
 * "Who it's for": the kinds of applicant with a note on each, beside `aside`.
 * `children` follow the two columns, still inside the section.
 */
export function ProgramAudienceSection<Type extends string>({
  title,
  intro,
  types,
  notes,
  aside,
  children,
}: {
  title: string;
  intro: string;
  types: readonly Type[];
  notes: Record<Type, string>;
  aside: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="who-heading" className="py-16 sm:py-20">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="who-heading" eyebrow="Who it's for" title={title} intro={intro} align="left" />
          <ul className="mt-8 grid gap-4">
            {types.map((type) => (
              <li key={type} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                <span>
                  <span className="block font-semibold text-navy">{type}</span>
                  <span className="block text-muted">{notes[type]}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Every benefit of a program as a card. With an `id` the section is a scroll target. */
export function ProgramBenefitsSection({
  program,
  title,
  id,
}: {
  program: PartnerProgram;
  title: string;
  id?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby="benefits-heading"
      className={cn("reveal-on-view", id && "scroll-mt-24", "bg-lavender py-16 sm:py-20")}
    >
      <div className="container-page">
        <SectionHeading id="benefits-heading" eyebrow="What you get" title={title} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {program.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <BenefitIconTile icon={benefit.icon} size="large" />
              <h3 className="mt-4 text-lg font-bold text-navy">{benefit.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The closing call to action of a program page: apply, or compare the programs. */
export function ProgramApplyCallToAction({
  program,
  title,
  text,
}: {
  program: PartnerProgram;
  title: string;
  text: string;
}) {
  return (
    <CallToAction
      title={title}
      text={text}
      primary={{ label: "Apply Now", to: program.applyPath }}
      secondary={{ label: "Compare Programs", to: partnerPaths.overview }}
    />
  );
}

/** A program on the overview page: its picture, who it is for, a summary and a link to its page. */
export function ProgramSummaryCard({ program }: { program: PartnerProgram }) {
  return (
    <article className="flex flex-1 flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <Illustration name={program.image} alt="" width={480} height={320} className="w-full bg-lavender" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl font-bold text-navy">{program.name}</h3>
        <p className="mt-2 font-semibold text-brand">{program.audience}</p>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{program.summary}</p>
        <ProgramLink program={program} label="Learn more" hidden="about the" />
      </div>
    </article>
  );
}

/** A program's first few benefits on the overview page, with a link to the rest. */
export function ProgramBenefitsPreview({ program, count = 3 }: { program: PartnerProgram; count?: number }) {
  return (
    <div className="flex flex-col rounded-2xl bg-white p-6 shadow-sm sm:p-8">
      <h3 className="text-xl font-bold text-navy">{program.name}</h3>
      <ul className="mt-6 grid flex-1 content-start gap-4">
        {program.benefits.slice(0, count).map((benefit) => (
          <li key={benefit.title} className="flex items-center gap-3">
            <BenefitIconTile icon={benefit.icon} size="small" />
            <span className="font-semibold text-ink">{benefit.title}</span>
          </li>
        ))}
      </ul>
      <ProgramLink program={program} label="See every benefit" hidden="of the" />
    </div>
  );
}
