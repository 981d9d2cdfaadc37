import { redirect } from "react-router";
import type { Route } from "./+types/blog-category";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { BlogListPage } from "#app/features/blog/blog-list-page.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { blogCategories } from "#app/features/blog/content/taxonomy.ts";
import {
  EMPTY_CATEGORY,
  categoryTitle,
  paginate,
  parsePageParam,
  postsInCategory,
  recentPosts,
} from "#app/features/blog/blog.ts";
import { allPosts } from "#app/features/blog/posts.server.ts";
import { toListCards, toSidebarPost } from "#app/features/blog/post-views.server.ts";

export function loader({ params, request }: Route.LoaderArgs) {
  const category = blogCategories.find((candidate) => candidate.slug === params.slug);
  if (!category) throw redirect("/blog");
  const posts = allPosts();
  const { items, page, totalPages } = paginate(
    postsInCategory(posts, category.id),
    parsePageParam(new URL(request.url).searchParams.get("page")),
  );
  return {
    category,
    page,
    totalPages,
    count: postsInCategory(posts, category.id).length,
    posts: toListCards(items),
    recent: recentPosts(posts).map(toSidebarPost),
  };
}

// Static: no React in the browser; the shell script handles share and relative times.
export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) => {
  const category = args.loaderData?.category;
  if (!category) return [];
  const path = `/blog/category/${category.slug}`;
  return pageMeta(args, {
    title: `${categoryTitle(category.name)} | blog`,
    description: `${category.description} Articles from the Sandton Sound Hire blog.`,
    path,
    breadcrumbs: [
      { name: "Blog", path: "/blog" },
      { name: category.name, path },
    ],
  });
};

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { category, page, totalPages, count, posts, recent } = loaderData;
  return (
    <BlogListPage
      heading={categoryTitle(category.name)}
      subheading={`${category.description} ${count} ${count === 1 ? "article" : "articles"}.`}
      emptyText={EMPTY_CATEGORY}
      basePath={`/blog/category/${category.slug}`}
      page={page}
      totalPages={totalPages}
      posts={posts}
      recent={recent}
    />
  );
}
