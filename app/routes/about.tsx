import type { Route } from "./+types/about";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
import { CallToAction } from "#app/features/site/sections/call-to-action.tsx";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import { SectionHeading } from "#app/features/site/sections/section-heading.tsx";
import { TestimonialsSection } from "#app/features/site/sections/testimonials-section.tsx";
import { WhyChooseUs } from "#app/features/site/sections/why-choose-us.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { Illustration } from "#app/ui/illustration.tsx";
import { aboutContent } from "#app/features/site/content/about.ts";
import { aboutWhyChooseUs } from "#app/features/site/content/home.ts";

const trail = [{ name: "About", path: "/about" }];

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "About Us",
    description:
      "Sandton Sound Hire has supplied sound equipment and technicians to Gauteng events since 2015. Meet the team and see how we plan, deliver and run every show.",
    breadcrumbs: trail,
  });

export default function About() {
  return (
    <>
      <PageHero eyebrow="About us" title={aboutContent.heroTitle} intro={aboutContent.heroIntro} />
      <Breadcrumbs trail={trail} />

      <section aria-labelledby="story-heading" className="py-16 sm:py-20">
        <div className="container-page grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="story-heading" eyebrow="Since 2015" title="Our Story" align="left" />
            <div className="prose-copy mt-6 text-lg text-muted">
              {aboutContent.story.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <Illustration
            name="about-warehouse"
            alt="Our equipment warehouse with road cases and speakers on shelves, and a technician testing a mixer"
            width={640}
            height={420}
            className="w-full rounded-3xl"
          />
        </div>
        <dl className="container-page mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aboutContent.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-2xl bg-lavender p-6 text-center">
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="order-first text-3xl font-extrabold text-navy">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="values-heading" className="reveal-on-view bg-lavender py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading id="values-heading" eyebrow="How we work" title="What we stand for" />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {aboutContent.values.map((value) => (
              <li key={value.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold text-navy">{value.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{value.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <WhyChooseUs points={aboutWhyChooseUs} />
      <TestimonialsSection title="What our clients say" />
      <CallToAction
        title="Planning an event in Gauteng?"
        text="Tell us the date, the venue and how many guests you expect, and we will put together the right sound for it."
      />
    </>
  );
}
