import { redirect } from "react-router";
import type { Route } from "./+types/blog-tag";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { BlogListPage } from "#app/features/blog/blog-list-page.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { blogTags } from "#app/features/blog/content/taxonomy.ts";
import {
  EMPTY_TAG,
  paginate,
  parsePageParam,
  postsWithTag,
  recentPosts,
  tagCountText,
  tagHeading,
} from "#app/features/blog/blog.ts";
import { allPosts } from "#app/features/blog/posts.server.ts";
import { toListCards, toSidebarPost } from "#app/features/blog/post-views.server.ts";

export function loader({ params, request }: Route.LoaderArgs) {
  const tag = blogTags.find((candidate) => candidate.slug === params.slug);
  if (!tag) throw redirect("/blog");
  const posts = allPosts();
  const tagged = postsWithTag(posts, tag.id);
  const { items, page, totalPages } = paginate(tagged, parsePageParam(new URL(request.url).searchParams.get("page")));
  return {
    tag,
    page,
    totalPages,
    count: tagged.length,
    posts: toListCards(items),
    recent: recentPosts(posts).map(toSidebarPost),
  };
}

// Static: no React in the browser; the shell script handles share and relative times.
export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) => {
  const tag = args.loaderData?.tag;
  if (!tag) return [];
  const path = `/blog/tag/${tag.slug}`;
  return pageMeta(args, {
    title: tagHeading(tag.name),
    description: `Articles about ${tag.name.toLowerCase()} from the Sandton Sound Hire blog: practical sound and event advice for organisers in Gauteng.`,
    path,
    breadcrumbs: [
      { name: "Blog", path: "/blog" },
      { name: tag.name, path },
    ],
  });
};

export default function BlogTag({ loaderData }: Route.ComponentProps) {
  const { tag, page, totalPages, count, posts, recent } = loaderData;
  return (
    <BlogListPage
      heading={tagHeading(tag.name)}
      subheading={tagCountText(count, tag.name)}
      emptyText={EMPTY_TAG}
      basePath={`/blog/tag/${tag.slug}`}
      page={page}
      totalPages={totalPages}
      posts={posts}
      recent={recent}
    />
  );
}
