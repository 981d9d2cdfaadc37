import { Link } from "react-router";
import { TagPills } from "#app/features/blog/tag-pills.tsx";
import type { BlogCategory, BlogTag } from "#app/features/blog/content/taxonomy.ts";
import { RelativeTime } from "#app/features/blog/relative-time.tsx";
import { SidebarSubscribeFormIsland } from "#app/features/leads/components.tsx";
import { useRetentionPolicy } from "#app/features/privacy/index.ts";
import { categoryLabel } from "#app/features/blog/blog.ts";

export interface SidebarPost {
  slug: string;
  title: string;
  publishedAt: string;
}

/** Recent (or related) articles, categories, tags and the subscribe form. */
export function BlogSidebar({
  posts,
  related = false,
  categories,
  tags,
}: {
  posts: readonly SidebarPost[];
  related?: boolean;
  categories: readonly BlogCategory[];
  tags: readonly BlogTag[];
}) {
  const cardShape = "rounded-2xl border border-line p-5";
  const card = `${cardShape} bg-white`;
  const retention = useRetentionPolicy();
  return (
    <aside aria-label="Blog sidebar" className="grid content-start gap-6">
      <section aria-labelledby="sidebar-posts" className={card}>
        <h2 id="sidebar-posts" className="text-lg font-bold text-navy">
          {related ? "Related Articles" : "Recent Articles"}
        </h2>
        <ul className="mt-3 grid gap-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <Link
                to={`/blog/${post.slug}`}
                className="font-semibold leading-snug text-ink hover:text-brand hover:underline"
              >
                {post.title}
              </Link>
              <p className="text-xs text-muted">
                <RelativeTime iso={post.publishedAt} />
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sidebar-categories" className={card}>
        <h2 id="sidebar-categories" className="text-lg font-bold text-navy">
          Categories
        </h2>
        <ul className="mt-3 grid gap-2">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/blog/category/${category.slug}`} className="text-ink hover:text-brand hover:underline">
                {categoryLabel(category)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sidebar-tags" className={card}>
        <h2 id="sidebar-tags" className="text-lg font-bold text-navy">
          Tags
        </h2>
        <TagPills tags={tags} className="mt-3 flex flex-wrap gap-2" />
      </section>
      <section aria-labelledby="sidebar-subscribe" className={`${cardShape} bg-lavender`}>
        <h2 id="sidebar-subscribe" className="text-lg font-bold text-navy">
          Subscribe
        </h2>
        <p className="mt-1 text-sm text-muted">New guides in your inbox, about once a month.</p>
        <SidebarSubscribeFormIsland variant="sidebar" idPrefix="sidebar" retention={retention} />
      </section>
    </aside>
  );
}
