import { Clock } from "lucide-react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { sitePageHandle } from "~/lib/route-handle";
import { BlogHeader } from "~/components/blog/blog-header";
import { BlogSidebar } from "~/components/blog/blog-sidebar";
import { PostCard } from "~/components/blog/post-card";
import { TagPills } from "~/components/blog/tag-pills";
import { pageMeta, siteUrlFrom } from "~/components/seo/page-meta";
import { shareImage } from "~/components/seo/share-image";
import { Illustration } from "~/components/ui/illustration";
import { FALLBACK_AUTHOR, blogAuthors, blogCategories, blogTags } from "~/content/blog/taxonomy";
import { business } from "~/content/business";
import { RelativeTime } from "~/components/blog/relative-time";
import { ShareButtonIsland } from "~/islands/share-button";
import { readingTimeLabel, recentPosts, relatedPosts, resolveAuthor } from "~/lib/blog";
import { blogPostingJsonLd } from "~/lib/seo";
import { blogShareCard } from "~/lib/share-cards";
import { allPosts, postBySlug } from "~/server/blog/posts.server";
import { toCardData, toSidebarPost } from "~/server/blog/post-views.server";

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
      coverImage: post.coverImage,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      html: post.html,
      readingTime: readingTimeLabel(post.wordCount),
      categories: post.categoryIds.flatMap((id) => blogCategories.find((category) => category.id === id) ?? []),
      tags: post.tagIds.flatMap((id) => blogTags.find((tag) => tag.id === id) ?? []),
    },
    author: { name: author.name, role: author.role },
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
    description: post.excerpt,
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
        authorName: author.name,
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
