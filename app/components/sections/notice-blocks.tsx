// The blocks of a legal notice (the privacy notice, the PAIA manual):
// paragraphs and lists of text runs, some of them links or short bold labels.
import type { PrivacyBlock, PrivacyText } from "~/content/privacy";

export function NoticeBlock({ block }: { block: PrivacyBlock }) {
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
