import { ChevronDown } from "lucide-react";

/** A native exclusive accordion: one entry open at a time, collapsible, no script needed. */
export function FaqAccordion({
  entries,
  name,
}: {
  entries: readonly { question: string; answer: string }[];
  name: string;
}) {
  return (
    <div>
      {entries.map((entry) => (
        <details key={entry.question} name={name} className="group border-b border-line">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold text-navy hover:text-brand [&::-webkit-details-marker]:hidden">
            {entry.question}
            <ChevronDown
              className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-4 leading-relaxed text-muted">{entry.answer}</p>
        </details>
      ))}
    </div>
  );
}
