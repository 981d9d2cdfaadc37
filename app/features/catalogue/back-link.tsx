// The link back up the catalogue beside a list's search box. A plain link:
// search islands render it too, where there is no router.
import { ArrowLeft } from "lucide-react";

export interface BackLinkProps {
  href: string;
  label: string;
  /** With a left arrow before the label. */
  arrow?: boolean;
}

export function BackLink({ href, label, arrow = false }: BackLinkProps) {
  return (
    <a href={href} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline">
      {arrow ? <ArrowLeft className="size-4" aria-hidden="true" /> : null}
      {label}
    </a>
  );
}

export const BACK_TO_CATALOGUE: BackLinkProps = { href: "/catalogue", label: "Back to Catalogue", arrow: true };

export function BackToCatalogue() {
  return <BackLink {...BACK_TO_CATALOGUE} />;
}

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
