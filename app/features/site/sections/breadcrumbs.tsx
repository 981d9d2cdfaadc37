import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { Crumb } from "#app/features/site/seo/seo.ts";

/** Visible trail matching the BreadcrumbList in the page's JSON-LD. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const items = [{ name: "Home", path: "/" }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="container-page pt-5 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={crumb.path} className="inline-flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="hover:text-brand hover:underline">
                    {crumb.name}
                  </Link>
                  <ChevronRight className="size-4" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
