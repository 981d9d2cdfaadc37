// /hire-terms: the terms a customer agrees to when they accept a quote on its
// live page (app/features/site/content/hire-terms.ts). A prerendered content page.
import type { Route } from "./+types/hire-terms";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { HIRE_TERMS, HIRE_TERMS_VERSION } from "#app/features/site/content/hire-terms.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Hire Terms",
    description:
      "The terms of hiring sound and AV equipment from Sandton Sound Hire: the deposit that confirms a booking, cancellation, equipment care, delivery and collection.",
    breadcrumbs: [{ name: "Hire Terms", path: "/hire-terms" }],
  });

export default function HireTerms() {
  return (
    <article className="container-page max-w-3xl py-14">
      <p className="text-sm font-bold tracking-wide text-brand uppercase">Hire terms</p>
      <h1 className="mt-2 text-3xl font-extrabold text-navy sm:text-4xl">Our hire terms</h1>
      <p className="mt-4 text-lg text-muted">
        What you agree to when you accept a quote from us, in plain words. Version {HIRE_TERMS_VERSION}.
      </p>
      {HIRE_TERMS.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-bold text-navy">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-ink">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
