import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { hasNext, hasPrevious, pageHref, paginationItems } from "#app/features/blog/blog.ts";

/** Nothing for one page; numbers with ellipses beyond five; Previous and Next disabled at the ends. */
export function BlogPagination({
  basePath,
  page,
  totalPages,
  search,
}: {
  basePath: string;
  page: number;
  totalPages: number;
  search?: string;
}) {
  const items = paginationItems(page, totalPages);
  if (items.length === 0) return null;
  const edge = "inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold";
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {hasPrevious(page) ? (
            <Link
              to={pageHref(basePath, page - 1, search)}
              className={`${edge} text-brand hover:bg-lavender`}
              rel="prev"
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </Link>
          ) : (
            <span className={`${edge} cursor-not-allowed text-slate-500`} aria-disabled="true">
              <ChevronLeft className="size-4" aria-hidden="true" />
              Previous
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item === "ellipsis" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={pageHref(basePath, item, search)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
                className="inline-flex size-10 items-center justify-center rounded-lg text-sm font-semibold text-ink hover:bg-lavender aria-[current=page]:bg-brand aria-[current=page]:text-white"
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext(page, totalPages) ? (
            <Link
              to={pageHref(basePath, page + 1, search)}
              className={`${edge} text-brand hover:bg-lavender`}
              rel="next"
            >
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          ) : (
            <span className={`${edge} cursor-not-allowed text-slate-500`} aria-disabled="true">
              Next
              <ChevronRight className="size-4" aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
