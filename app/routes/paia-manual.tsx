import type { Route } from "./+types/paia-manual";
import { sitePageHandle } from "~/lib/route-handle";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { NoticeSections } from "~/components/sections/notice-blocks";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/components/seo/page-meta";
import { paiaManual as manual } from "~/content/paia-manual";

const trail = [{ name: manual.title, path: "/paia-manual" }];

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: manual.title, description: manual.description, breadcrumbs: trail });

export default function PaiaManual() {
  return (
    <>
      <PageHero eyebrow="PAIA" title={manual.title} intro={manual.intro}>
        <p className="text-sm text-slate-200">
          Last updated: <time dateTime={manual.lastUpdated.iso}>{manual.lastUpdated.display}</time>
        </p>
      </PageHero>
      <Breadcrumbs trail={trail} />

      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="toc-heading" className="self-start rounded-2xl bg-lavender p-6 lg:sticky lg:top-24">
          <h2 id="toc-heading" className="text-sm font-bold uppercase tracking-widest text-navy">
            On this page
          </h2>
          <ol className="mt-4 grid gap-2 text-sm">
            {manual.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="prose-copy grid grid-cols-[minmax(0,1fr)] gap-12 text-ink">
          <NoticeSections sections={manual.sections} />
        </div>
      </div>
    </>
  );
}
