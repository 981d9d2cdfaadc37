// A legal notice's page (the privacy notice, the PAIA manual) and its blocks:
// paragraphs and lists of text runs, some of them links or short bold labels.
import type { ReactNode } from "react";
import { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
import { PageHero } from "#app/features/site/sections/page-hero.tsx";
import type { PrivacyBlock, PrivacySection, PrivacyText } from "#app/features/privacy/index.ts";
import { cn } from "#app/ui/cn.ts";
import type { Crumb } from "#app/features/site/seo/seo.ts";

/** A notice's sections in order, each a linkable heading and its blocks. */
export function NoticeSections({ sections }: { sections: readonly PrivacySection[] }) {
  return sections.map((section) => (
    <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
      <h2 id={`${section.id}-heading`} className="text-2xl font-extrabold tracking-tight text-navy sm:text-3xl">
        {section.heading}
      </h2>
      <div className="mt-4 [&>*+*]:mt-4">
        {section.blocks.map((block, index) => (
          <NoticeBlock key={index} block={block} />
        ))}
      </div>
    </section>
  ));
}

function NoticeBlock({ block }: { block: PrivacyBlock }) {
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
          className="font-semibold text-brand [overflow-wrap:anywhere] underline underline-offset-2 hover:text-brand-dark"
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

interface NoticeDocument {
  title: string;
  intro: string;
  lastUpdated: { iso: string; display: string };
  sections: readonly PrivacySection[];
}

/**
 * A legal notice's page: the hero with its date, the breadcrumbs, a contents
 * list beside the sections, and `children` after them (the privacy request
 * form), listed in the contents as `after`.
 */
export function NoticePage({
  eyebrow,
  notice,
  trail,
  numbered = false,
  after = [],
  children,
}: {
  eyebrow: string;
  notice: NoticeDocument;
  trail: readonly Crumb[];
  /** Number the contents (when the headings carry no numbers of their own). */
  numbered?: boolean;
  after?: readonly { id: string; heading: string }[];
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={notice.title} intro={notice.intro}>
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
          <ol className={cn("mt-4 grid gap-2 text-sm", numbered && "list-decimal pl-5 marker:text-muted")}>
            {[...notice.sections, ...after].map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="prose-copy grid grid-cols-[minmax(0,1fr)] gap-12 text-ink">
          <NoticeSections sections={notice.sections} />
          {children}
        </div>
      </div>
    </>
  );
}
