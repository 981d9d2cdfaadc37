import { Link } from "react-router";
import { Honeypot } from "~/components/forms/form-extras";
import { TagPills } from "./tag-pills";
import type { BlogCategory, BlogTag } from "~/content/blog/taxonomy";
import { RelativeTimeIsland } from "~/islands/relative-time";
import { categoryLabel } from "~/lib/blog";

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
  const card = "rounded-2xl border border-line bg-white p-5";
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
                <RelativeTimeIsland iso={post.publishedAt} />
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
      <section aria-labelledby="sidebar-subscribe" className={`${card} bg-lavender`}>
        <h2 id="sidebar-subscribe" className="text-lg font-bold text-navy">
          Subscribe
        </h2>
        <p className="mt-1 text-sm text-muted">New guides in your inbox, about once a month.</p>
        <SubscribeForm idPrefix="sidebar" />
      </section>
    </aside>
  );
}

/** Posts to /blog/subscribe; the answer is a page of its own, so it needs no script. */
export function SubscribeForm({
  idPrefix,
  defaultEmail = "",
  error,
}: {
  idPrefix: string;
  defaultEmail?: string;
  error?: string;
}) {
  const id = `${idPrefix}-subscribe-email`;
  return (
    <form method="post" action="/blog/subscribe" className="mt-3 grid gap-2">
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <input
        id={id}
        type="email"
        name="email"
        required
        defaultValue={defaultEmail}
        placeholder="Your email address"
        autoComplete="email"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-note`}
        className="h-11 rounded-lg border border-slate-400 bg-white px-3 text-base text-ink placeholder:text-slate-500"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <Honeypot idPrefix={id} />
      <button type="submit" className="h-11 rounded-lg bg-brand font-semibold text-white hover:bg-brand-dark">
        Subscribe
      </button>
      <p id={`${id}-note`} className="text-xs text-muted">
        By subscribing you agree to receive our articles by e-mail; unsubscribe at any time. See our{" "}
        <Link to="/privacy" className="underline">
          privacy notice
        </Link>
        .
      </p>
    </form>
  );
}
