// A post's publication time as the spec's relative text ("about 2 hours ago"),
// measured when the page was rendered. Blog pages are rendered per request
// (decision 047), so the text is true when the reader gets it and no script
// (nor React) is needed in the browser; the date itself is in the title and
// the exact instant in `datetime`.
import { useRouteLoaderData } from "react-router";
import { publicationDate, relativeTime } from "#app/features/blog/blog.ts";
import type { loader as blogLayoutLoader } from "#app/routes/blog-layout.tsx";

/** When the blog page being rendered was rendered (the blog layout's loader), or now outside it. */
function useRenderedAt(): Date {
  const renderedAt = useRouteLoaderData<typeof blogLayoutLoader>("routes/blog-layout")?.renderedAt;
  return renderedAt ? new Date(renderedAt) : new Date();
}

export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const date = publicationDate(iso);
  const text = relativeTime(iso, useRenderedAt()) || date;
  return (
    <time dateTime={iso} title={date} className={className}>
      {text}
    </time>
  );
}
