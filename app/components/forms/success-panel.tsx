import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

export interface PanelLink {
  label: string;
  to: string;
}

/** Replaces a form once it has been sent. The form script moves focus to its heading so screen readers announce it. */
export function SuccessPanel({
  title,
  text,
  links,
  id,
}: {
  title: string;
  text: string;
  links: readonly PanelLink[];
  id: string;
}) {
  return (
    <div id={id} className="rounded-2xl border border-green-200 bg-green-50 p-8 text-center" data-success-panel="">
      <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
      <h2 tabIndex={-1} data-success-heading="" className="mt-4 text-2xl font-extrabold text-navy focus:outline-none">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-xl leading-relaxed text-ink">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Button key={link.to} asChild variant={index === 0 ? "brand" : "outline"}>
            <Link to={link.to}>{link.label}</Link>
          </Button>
        ))}
      </div>
    </div>
  );
}
