import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { LANDING_LINK_LABELS, type LandingSlug } from "#app/features/landing/content/slugs.ts";

/** Links to the search landing pages that fit this page, so none of them is an orphan. */
export function LandingLinks({ slugs, title, id }: { slugs: readonly LandingSlug[]; title: string; id: string }) {
  if (slugs.length === 0) return null;
  return (
    <section aria-labelledby={id} className="py-12">
      <div className="container-page">
        <h2 id={id} className="text-2xl font-extrabold text-navy">
          {title}
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {slugs.map((slug) => (
            <li key={slug}>
              <Link
                to={`/${slug}`}
                className="flex h-full items-center justify-between gap-3 rounded-xl border border-line p-4 font-semibold text-navy hover:border-brand hover:text-brand"
              >
                {LANDING_LINK_LABELS[slug]}
                <ArrowRight className="size-4 shrink-0" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
