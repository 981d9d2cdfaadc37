import { Clock } from "lucide-react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { BlogHeader } from "#app/features/blog/blog-header.tsx";
import { BlogSidebar } from "#app/features/blog/blog-sidebar.tsx";
import { PostCard } from "#app/features/blog/post-card.tsx";
import { TagPills } from "#app/features/blog/tag-pills.tsx";
import { pageMeta, siteUrlFrom } from "#app/features/site/seo/page-meta.ts";
import { shareImage } from "#app/features/site/seo/share-image.ts";
import { Illustration } from "#app/ui/illustration.tsx";
import { FALLBACK_AUTHOR, blogAuthors, blogCategories, blogTags } from "#app/features/blog/content/taxonomy.ts";
import { business } from "#app/platform/business.ts";
import { RelativeTime } from "#app/features/blog/relative-time.tsx";
import { ShareButtonIsland } from "#app/features/site/share/share-button.island.tsx";
import { readingTimeLabel, recentPosts, relatedPosts, resolveAuthor } from "#app/features/blog/blog.ts";
import { blogPostingJsonLd } from "#app/features/site/seo/seo.ts";
import { blogShareCard } from "#app/features/site/seo/share-cards.ts";
import { allPosts, postBySlug } from "#app/features/blog/posts.server.ts";
import { toCardData, toSidebarPost } from "#app/features/blog/post-views.server.ts";

export function loader({ params }: Route.LoaderArgs) {
  const post = postBySlug(params.slug);
  // The spec: an unknown slug goes back to the blog.
  if (!post) throw redirect("/blog");
  const posts = allPosts();
  const author = resolveAuthor(post.authorId, blogAuthors, FALLBACK_AUTHOR);
  return {
    post: {
      slug: post.slug,
      title: post.title,
      metaTitle: post.metaTitle ?? post.title,
      excerpt: post.excerpt,
      description: post.metaDescription ?? post.excerpt,
      coverImage: post.coverImage,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      html: post.html,
      readingTime: readingTimeLabel(post.wordCount),
      categories: post.categoryIds.flatMap((id) => blogCategories.find((category) => category.id === id) ?? []),
      tags: post.tagIds.flatMap((id) => blogTags.find((tag) => tag.id === id) ?? []),
    },
    author: { name: author.name, role: author.role, isCompany: author.isCompany === true },
    related: relatedPosts(post, posts).map(toCardData),
    recent: recentPosts(posts).map(toSidebarPost),
  };
}

// Rendered per request (its times are relative to the reading: decision 047); React loads
// only when the reader touches Share or the subscribe form, or has a quote.
export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const { post, author } = data;
  const path = `/blog/${post.slug}`;
  const image = shareImage(blogShareCard(post, business));
  return pageMeta(args, {
    title: post.metaTitle,
    description: post.description,
    path,
    image,
    ogType: "article",
    keywords: post.tags.map((tag) => tag.name),
    breadcrumbs: [
      { name: "Blog", path: "/blog" },
      { name: post.title, path },
    ],
    jsonLd: [
      blogPostingJsonLd({
        headline: post.title,
        description: post.excerpt,
        path,
        image: image.url,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        author,
        siteUrl: siteUrlFrom(args.matches),
        publisherName: business.name,
        publisherLogo: "/logo.png",
      }),
    ],
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, author, related, recent } = loaderData;
  return (
    <>
      <BlogHeader />
      <div className="container-page grid gap-10 py-10 lg:grid-cols-[1fr_20rem] lg:py-14">
        <article>
          <ul className="flex flex-wrap gap-2" aria-label="Categories">
            {post.categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/blog/category/${category.slug}`}
                  className="text-xs font-bold uppercase tracking-wider text-brand hover:underline"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight tracking-tight text-navy sm:text-4xl">
            {post.title}
          </h1>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
            <span>
              By <span className="font-semibold text-ink">{author.name}</span>, {author.role}
            </span>
            <RelativeTime iso={post.publishedAt} />
            <span className="inline-flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              {post.readingTime}
            </span>
            <ShareButtonIsland title={post.title} text={post.excerpt} />
          </div>
          <Illustration
            name={post.coverImage}
            alt=""
            width={1200}
            height={630}
            priority
            className="mt-6 w-full rounded-2xl bg-lavender"
          />
          <div className="prose-copy blog-content mt-8 text-lg" dangerouslySetInnerHTML={{ __html: post.html }} />
          <TagPills tags={post.tags} label="Tags" className="mt-10 flex flex-wrap gap-2" />
          {related.length > 0 ? (
            <section aria-labelledby="related-heading" className="mt-14">
              <h2 id="related-heading" className="text-2xl font-extrabold text-navy">
                You might also like
              </h2>
              <ul className="mt-6 grid gap-6 md:grid-cols-3">
                {related.map((other) => (
                  <li key={other.slug}>
                    <PostCard post={other} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
        <BlogSidebar posts={recent} categories={blogCategories} tags={blogTags} />
      </div>
    </>
  );
}
