import { CheckCircle2 } from "lucide-react";
import type { Ref } from "react";
import { Button } from "#app/ui/button.tsx";

export interface PanelLink {
  label: string;
  to: string;
}

/**
 * Replaces a form once it has been sent. After a send in the browser the form
 * island moves focus to its heading (`headingRef`), so screen readers announce it.
 */
export function SuccessPanel({
  title,
  text,
  links,
  id,
  headingRef,
}: {
  title: string;
  text: string;
  links: readonly PanelLink[];
  id: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div id={id} className="rounded-2xl border border-green-200 bg-green-50 p-8 text-center">
      <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-extrabold text-navy focus:outline-none">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl leading-relaxed text-ink">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Button key={link.to} asChild variant={index === 0 ? "brand" : "outline"}>
            <a href={link.to}>{link.label}</a>
          </Button>
        ))}
      </div>
    </div>
  );
}
