import { Link } from "react-router";
import type { BlogTag } from "#app/features/blog/content/taxonomy.ts";

/** Tags as pill links to their pages. */
export function TagPills({
  tags,
  label,
  className = "flex flex-wrap gap-2",
}: {
  tags: readonly BlogTag[];
  label?: string;
  className?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link
            to={`/blog/tag/${tag.slug}`}
            className="inline-flex rounded-full bg-lavender px-3 py-1 text-sm font-medium text-brand hover:bg-brand hover:text-white"
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
