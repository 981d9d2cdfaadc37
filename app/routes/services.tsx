import type { Route } from "./+types/services";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
import { CallToAction } from "#app/features/site/sections/call-to-action.tsx";
import { LandingLinks } from "#app/features/landing/landing-links.tsx";
import { LANDING_SLUGS } from "#app/features/landing/content/slugs.ts";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import { ServiceCard } from "#app/features/site/sections/service-card.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { services } from "#app/features/site/content/services.ts";

const trail = [{ name: "Services", path: "/services" }];

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Event Sound Services",
    description:
      "Sound hire services for corporate events, weddings, DJ events and live bands across Gauteng: equipment, delivery, setup and on-site technicians.",
    breadcrumbs: trail,
  });

export default function Services() {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Sound for every kind of event"
        intro="Four services, one standard: equipment that is tested before it leaves our Sandton warehouse and people who know how to run it."
      />
      <Breadcrumbs trail={trail} />
      <section aria-label="Our services" className="py-14 sm:py-16">
        <ul className="container-page grid gap-8 md:grid-cols-2">
          {services.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} featureCount={6} headingLevel={2} />
            </li>
          ))}
        </ul>
      </section>
      <LandingLinks slugs={LANDING_SLUGS} title="Sound hire guides for Gauteng" id="guides-heading" />
      <CallToAction
        title="Not sure which service fits?"
        text="Tell us about the event and we will recommend the equipment and crew, with a clear quote and no obligation."
      />
    </>
  );
}
