import { Link } from "react-router";
import { Illustration } from "#app/ui/illustration.tsx";
import type { BlogCategory } from "#app/features/blog/content/taxonomy.ts";
import { RelativeTime } from "#app/features/blog/relative-time.tsx";

export interface PostCardData {
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string;
  publishedAt: string;
  category?: BlogCategory;
  /** The cover inline, on a list's first card: on a phone it is the page's largest paint. */
  coverInlined?: string;
}

/** The card of a post in a list: cover, first category, title, excerpt, author label and time. */
export function PostCard({ post, headingLevel = "h3" }: { post: PostCardData; headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <Link to={`/blog/${post.slug}`} tabIndex={-1} aria-hidden="true">
        <Illustration
          name={post.coverImage}
          alt=""
          width={1200}
          height={630}
          inlined={post.coverInlined}
          className="w-full bg-lavender"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5">
        {post.category ? (
          <Link
            to={`/blog/category/${post.category.slug}`}
            className="text-xs font-bold uppercase tracking-wider text-brand hover:underline"
          >
            {post.category.name}
          </Link>
        ) : null}
        <Heading className="mt-2 text-lg font-bold leading-snug text-navy">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{post.excerpt}</p>
        <p className="mt-4 text-xs text-muted">
          By the Sandton Sound Hire team · <RelativeTime iso={post.publishedAt} />
        </p>
      </div>
    </article>
  );
}
