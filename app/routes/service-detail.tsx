import { Phone } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/service-detail";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
import { LandingLinks } from "#app/features/landing/landing-links.tsx";
import { LANDING_LINKS } from "#app/features/landing/content/slugs.ts";
import { CheckList } from "#app/features/site/sections/check-list.tsx";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import { SectionHeading } from "#app/features/site/sections/section-heading.tsx";
import { ServiceCard, ServiceIcon } from "#app/features/site/sections/service-card.tsx";
import { pageMeta, siteUrlFrom } from "#app/features/site/seo/page-meta.ts";
import { Button } from "#app/ui/button.tsx";
import { Illustration } from "#app/ui/illustration.tsx";
import { business, telHref } from "#app/platform/business.ts";
import { getOtherServices, getServiceBySlug } from "#app/features/site/content/services.ts";
import { serviceJsonLd } from "#app/features/site/seo/seo.ts";

export function loader({ params }: Route.LoaderArgs) {
  const service = getServiceBySlug(params.slug);
  if (!service) return data({ service: null, others: [] }, { status: 404 });
  return { service, others: getOtherServices(service.slug, 3) };
}

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) => {
  const service = args.loaderData?.service;
  if (!service) {
    return pageMeta(args, {
      title: "Service not found",
      description: "The service you were looking for does not exist. See all our sound hire services.",
      noindex: true,
    });
  }
  const path = `/services/${service.slug}`;
  return pageMeta(args, {
    title: `${service.title} Sound Hire`,
    description: service.shortDescription,
    path,
    breadcrumbs: [
      { name: "Services", path: "/services" },
      { name: service.title, path },
    ],
    jsonLd: [
      serviceJsonLd({
        name: `${service.title} sound hire`,
        description: service.shortDescription,
        path,
        serviceType: "Sound equipment hire",
        siteUrl: siteUrlFrom(args.matches),
        business,
      }),
    ],
  });
};

function ServiceNotFound() {
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-4xl font-extrabold text-navy">Service not found</h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-muted">
        We couldn't find that service. It may have moved, or the link may have a typo.
      </p>
      <Button asChild className="mt-8">
        <Link to="/services">Back to Services</Link>
      </Button>
    </section>
  );
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, others } = loaderData;
  if (!service) return <ServiceNotFound />;
  const trail = [
    { name: "Services", path: "/services" },
    { name: service.title, path: `/services/${service.slug}` },
  ];
  return (
    <>
      <PageHero eyebrow="Services" title={service.title} intro={service.shortDescription}>
        <Button asChild variant="primary" size="lg">
          <Link to="/contact">Get a Quote</Link>
        </Button>
        <Button asChild variant="outline-light" size="lg">
          <a href={telHref}>
            <Phone aria-hidden="true" />
            Call us on {business.phone.display}
          </a>
        </Button>
      </PageHero>
      <Breadcrumbs trail={trail} />

      <section className="py-14 sm:py-16" aria-labelledby="overview-heading">
        <div className="container-page grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="overview-heading" className="flex items-center gap-2 text-2xl font-extrabold text-navy sm:text-3xl">
              <ServiceIcon icon={service.icon} className="size-7 text-brand" />
              What you get
            </h2>
            <div className="prose-copy mt-6 text-lg text-muted">
              {service.fullDescription.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside aria-labelledby="features-heading" className="h-fit rounded-2xl border border-line bg-lavender p-6">
            <Illustration name={service.image} alt="" width={480} height={320} className="w-full rounded-xl bg-white" />
            <h2 id="features-heading" className="mt-6 text-xl font-bold text-navy">
              Included features
            </h2>
            <CheckList items={service.features} />
            <Button asChild className="mt-6 w-full">
              <Link to="/contact">Get a Quote</Link>
            </Button>
          </aside>
        </div>
      </section>

      {others.length > 0 ? (
        <section aria-labelledby="other-services-heading" className="reveal-on-view bg-lavender py-16">
          <div className="container-page">
            <SectionHeading id="other-services-heading" title="Other services" />
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {others.map((other) => (
                <li key={other.id} className="flex">
                  <ServiceCard service={other} featureCount={0} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <LandingLinks slugs={LANDING_LINKS[service.slug]} title="Related sound hire guides" id="guides-heading" />
    </>
  );
}
