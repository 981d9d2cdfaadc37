// The blocks of a legal notice (the privacy notice, the PAIA manual):
// paragraphs and lists of text runs, some of them links or short bold labels.
import type { PrivacyBlock, PrivacySection, PrivacyText } from "~/content/privacy";

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
