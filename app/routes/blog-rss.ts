import type { Route } from "./+types/blog-rss";
import { blogCategories } from "#app/features/blog/content/taxonomy.ts";
import { business } from "#app/platform/business.ts";
import { renderRss } from "#app/features/blog/rss.ts";
import { getEnv } from "#app/platform/config/env.server.ts";
import { allPosts } from "#app/features/blog/posts.server.ts";

export function loader(_args: Route.LoaderArgs) {
  const siteUrl = getEnv().SITE_URL;
  const xml = renderRss({
    title: `${business.name} blog`,
    link: `${siteUrl}/blog`,
    description: "Audio visual equipment guides, sound engineering tips and event planning advice for Gauteng.",
    feedUrl: `${siteUrl}/blog/rss.xml`,
    items: allPosts().map((post) => ({
      title: post.title,
      link: `${siteUrl}/blog/${post.slug}`,
      description: post.excerpt,
      publishedAt: post.publishedAt,
      categories: post.categoryIds.flatMap((id) => blogCategories.find((category) => category.id === id)?.name ?? []),
    })),
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
