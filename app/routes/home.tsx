import { Link } from "react-router";
import type { Route } from "./+types/home";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { withHirePrices } from "#app/features/catalogue/hire-prices.server.ts";
import { CallToAction } from "#app/features/site/sections/call-to-action.tsx";
import { ClientCategoriesSection } from "#app/features/site/sections/client-categories-section.tsx";
import { PromotionsSection } from "#app/features/catalogue/promotions-section.tsx";
import { SectionHeading } from "#app/features/site/sections/section-heading.tsx";
import { ServiceCard } from "#app/features/site/sections/service-card.tsx";
import { TestimonialsSection } from "#app/features/site/sections/testimonials-section.tsx";
import { WhyChooseUs } from "#app/features/site/sections/why-choose-us.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { Button } from "#app/ui/button.tsx";
import { Illustration } from "#app/ui/illustration.tsx";
import { business } from "#app/platform/business.ts";
import { homeContent } from "#app/features/site/content/home.ts";
import { services } from "#app/features/site/content/services.ts";

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Sound & AV Equipment Hire in Sandton and Gauteng",
    description:
      "Speaker, microphone, mixer and lighting hire with technicians for weddings, corporate events, DJs and bands in Sandton, Johannesburg, Pretoria and Midrand.",
    keywords: ["sound hire Sandton", "PA hire Johannesburg", "audio visual hire Gauteng", "event sound equipment"],
  });

/** The promotions with their hire prices: cost prices stay on the server. */
export function loader({ context }: Route.LoaderArgs) {
  return { promotions: withHirePrices("promotion", catalogueFrom(context).data.promotions) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="overflow-hidden bg-navy text-white">
        <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2">
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-amber-light">{homeContent.heroEyebrow}</p>
            <h1 className="mt-3 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              {homeContent.heroTitle}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-200">{homeContent.heroSubtitle}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild variant="primary" size="lg">
                <Link to="/contact">Get a Quote</Link>
              </Button>
              <Button asChild variant="outline-light" size="lg">
                <Link to="/catalogue">Browse Catalog</Link>
              </Button>
            </div>
            <p className="mt-6 text-sm text-slate-300">
              Rated {business.rating.value}/5 by {business.rating.count} clients · Serving{" "}
              {business.areasServed.slice(0, 4).join(", ")}
            </p>
          </div>
          <Illustration
            name="hero-stage"
            alt="An evening event stage with powered speakers on stands, a subwoofer, a mixing desk and moving-head light beams"
            width={640}
            height={480}
            priority
            className="w-full rounded-3xl"
          />
        </div>
      </section>

      <ClientCategoriesSection title={homeContent.clientsHeading} intro={homeContent.clientsIntro} />

      <section aria-labelledby="services-heading" className="reveal-on-view bg-lavender py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="services-heading"
            eyebrow="Services"
            title={homeContent.servicesHeading}
            intro={homeContent.servicesIntro}
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {services.map((service) => (
              <li key={service.id} className="flex">
                <ServiceCard service={service} featureCount={3} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <WhyChooseUs points={homeContent.whyChooseUs} />
      <TestimonialsSection title={homeContent.testimonialsHeading} />
      <PromotionsSection
        title={homeContent.promotionsHeading}
        intro={homeContent.promotionsIntro}
        promotions={loaderData.promotions}
      />
      <CallToAction title={homeContent.ctaTitle} text={homeContent.ctaText} />
    </>
  );
}
