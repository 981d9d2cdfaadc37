// A search landing page (one template, thirteen pages): the hero with its
// calls to action, the pitch, quick tips, links to explore further, the FAQ
// and the closing call to action, beside a sidebar with the call-back form
// (the leads feature's island, passed in) and why to choose us.
import { CheckCircle2, Lightbulb, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumbs, FaqAccordion } from "#app/features/site/components.tsx";
import type { LandingPage } from "#app/features/site/index.ts";
import { Button } from "#app/ui/button.tsx";
import { WhatsAppLink } from "#app/ui/whatsapp-link.tsx";
import { business, telHref } from "#app/platform/business.ts";
import { companyWhatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";

/** The spec's 'Why Choose Us?' list for every landing page. */
const WHY_CHOOSE_US = [
  "Professional-grade equipment",
  "Experienced technicians",
  "Reliable service throughout Gauteng",
  "Flexible solutions for any budget",
  "24/7 technical support",
] as const;

function Cta({
  cta,
  variant,
}: {
  cta: LandingPage["hero"]["primaryCta"];
  variant: "primary" | "outline-light" | "brand" | "outline";
}) {
  return (
    <Button asChild variant={variant} size="lg">
      {cta.to === "tel" ? (
        <a href={telHref}>
          <Phone aria-hidden="true" />
          {cta.label}
        </a>
      ) : (
        <Link to={cta.to}>{cta.label}</Link>
      )}
    </Button>
  );
}

function LandingHero({ page }: { page: LandingPage }) {
  return (
    <section className="bg-navy text-white">
      <div className="container-page py-14 sm:py-20">
        <p className="text-sm font-bold uppercase tracking-widest text-amber-light">{page.hero.eyebrow}</p>
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{page.hero.heading}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">{page.hero.intro}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Cta cta={page.hero.primaryCta} variant="primary" />
          {page.hero.secondaryCta ? <Cta cta={page.hero.secondaryCta} variant="outline-light" /> : null}
          <WhatsAppLink
            href={companyWhatsAppLink(whatsAppMessages.general(page.serviceType.toLowerCase()))}
            label="Chat on WhatsApp"
            variant="outline-light"
            size="lg"
          />
        </div>
      </div>
    </section>
  );
}

function Pitch({ page }: { page: LandingPage }) {
  return (
    <div className="prose-copy text-lg text-ink">
      {page.pitch.map((section) => (
        <section key={section.heading} className="mt-10 first:mt-0">
          <h2 className="text-2xl font-extrabold text-navy">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}

function QuickTips({ page }: { page: LandingPage }) {
  return (
    <section aria-labelledby="tips-heading" className="mt-12 rounded-2xl bg-lavender p-6 sm:p-8">
      <h2 id="tips-heading" className="flex items-center gap-2 text-2xl font-extrabold text-navy">
        <Lightbulb className="size-6 text-amber-dark" aria-hidden="true" />
        Quick tips
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {page.quickTips.map((tip) => (
          <li key={tip.title} className="rounded-xl bg-white p-5">
            <h3 className="font-bold text-navy">{tip.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{tip.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExploreFurther({ page }: { page: LandingPage }) {
  return (
    <section aria-labelledby="links-heading" className="mt-12">
      <h2 id="links-heading" className="text-2xl font-extrabold text-navy">
        Explore further
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {page.internalLinks.map((link) => (
          <li key={link.to} className="rounded-xl border border-line p-4">
            <Link to={link.to} className="font-semibold text-brand hover:underline">
              {link.label}
            </Link>
            <p className="mt-1 text-sm text-muted">{link.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LandingFaq({ page }: { page: LandingPage }) {
  return (
    <section aria-labelledby="faq-heading" className="mt-12">
      <h2 id="faq-heading" className="text-2xl font-extrabold text-navy">
        Frequently asked questions
      </h2>
      <div className="mt-4">
        <FaqAccordion entries={page.faqs} name="landing-faq" />
      </div>
    </section>
  );
}

function BottomCta({ page }: { page: LandingPage }) {
  return (
    <section
      aria-labelledby="cta-heading"
      className="mt-12 rounded-3xl bg-navy px-6 py-10 text-center text-white sm:px-10"
    >
      <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight">
        {page.bottomCta.heading}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-200">{page.bottomCta.text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Cta cta={page.bottomCta.primary} variant="primary" />
        {page.bottomCta.secondary ? <Cta cta={page.bottomCta.secondary} variant="outline-light" /> : null}
      </div>
    </section>
  );
}

function WhyChooseUsCard() {
  return (
    <section aria-labelledby="why-heading" className="rounded-2xl bg-lavender p-6">
      <h2 id="why-heading" className="text-xl font-extrabold text-navy">
        Why Choose Us?
      </h2>
      <ul className="mt-4 grid gap-2">
        {WHY_CHOOSE_US.map((reason) => (
          <li key={reason} className="flex gap-2">
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            {reason}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-muted">
        Call us on{" "}
        <a href={telHref} className="font-semibold text-brand underline">
          {business.phone.display}
        </a>
      </p>
    </section>
  );
}

/**
 * `sidebarForm`: the call-back form island, which the leads feature owns;
 * `equipment`: the page's bundles and products, shown right after the hero.
 */
export function LandingPageView({
  page,
  sidebarForm,
  equipment,
}: {
  page: LandingPage;
  sidebarForm: ReactNode;
  equipment?: ReactNode;
}) {
  const path = `/${page.slug}`;
  return (
    <>
      <LandingHero page={page} />
      <Breadcrumbs trail={[{ name: page.hero.eyebrow, path }]} />
      {equipment}

      <div className="container-page grid gap-12 py-10 lg:grid-cols-[1fr_22rem] lg:py-14">
        <div className="min-w-0">
          <Pitch page={page} />
          <QuickTips page={page} />
          <ExploreFurther page={page} />
          <LandingFaq page={page} />
          <BottomCta page={page} />
        </div>

        <div className="grid content-start gap-6 lg:sticky lg:top-20 lg:self-start">
          {sidebarForm}
          <WhyChooseUsCard />
        </div>
      </div>
    </>
  );
}
