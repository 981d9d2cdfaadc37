import type { Route } from "./+types/privacy";
import { sitePageHandle } from "~/lib/route-handle";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/components/seo/page-meta";
import { type PrivacyBlock, type PrivacyText, privacyNotice as notice } from "~/content/privacy";

const trail = [{ name: notice.title, path: "/privacy" }];

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: notice.title,
    description: notice.description,
    breadcrumbs: trail,
  });

export default function Privacy() {
  return (
    <>
      <PageHero eyebrow="POPIA" title={notice.title} intro={notice.intro}>
        <p className="text-sm text-slate-200">
          Last updated: <time dateTime={notice.lastUpdated.iso}>{notice.lastUpdated.display}</time>
        </p>
      </PageHero>
      <Breadcrumbs trail={trail} />

      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="toc-heading" className="self-start rounded-2xl bg-lavender p-6 lg:sticky lg:top-24">
          <h2 id="toc-heading" className="text-sm font-bold uppercase tracking-widest text-navy">
            On this page
          </h2>
          <ol className="mt-4 grid list-decimal gap-2 pl-5 text-sm marker:text-muted">
            {notice.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="prose-copy grid grid-cols-[minmax(0,1fr)] gap-12 text-ink">
          {notice.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-extrabold tracking-tight text-navy sm:text-3xl">
                {section.heading}
              </h2>
              <div className="mt-4 [&>*+*]:mt-4">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

function Block({ block }: { block: PrivacyBlock }) {
  if (block.kind === "paragraph") {
    return (
      <p>
        <RichText text={block.text} />
      </p>
    );
  }
  return (
    <ul className="grid list-disc gap-2 pl-6 marker:text-brand">
      {block.items.map((item, index) => (
        <li key={index}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}

function RichText({ text }: { text: PrivacyText }) {
  if (typeof text === "string") return text;
  return text.map((part, index) => {
    if (typeof part === "string") return part;
    if ("href" in part) {
      return (
        <a
          key={index}
          href={part.href}
          className="break-words font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
        >
          {part.text}
        </a>
      );
    }
    return (
      <strong key={index} className="font-semibold text-navy">
        {part.strong}
      </strong>
    );
  });
}
