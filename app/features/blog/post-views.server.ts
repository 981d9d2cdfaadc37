// What list pages send to the browser about a post: no body, no HTML.
import type { PostCardData } from "#app/features/blog/post-card.tsx";
import type { SidebarPost } from "#app/features/blog/blog-sidebar.tsx";
import { blogCategories } from "#app/features/blog/content/taxonomy.ts";
import type { BlogPostMeta } from "#app/features/blog/blog.ts";
import { illustrationDataUri } from "#app/ui/illustration-source.server.ts";

export function toCardData(post: BlogPostMeta): PostCardData {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    coverImage: post.coverImage,
    publishedAt: post.publishedAt,
    category: blogCategories.find((category) => category.id === post.categoryIds[0]),
  };
}

/**
 * A list's cards, the first with its cover inline: on a phone that cover is
 * the largest thing the list paints, and an image file would paint it a
 * round trip after the text.
 */
export function toListCards(posts: readonly BlogPostMeta[]): PostCardData[] {
  return posts.map((post, index) =>
    index === 0 ? { ...toCardData(post), coverInlined: illustrationDataUri(post.coverImage) } : toCardData(post),
  );
}

export function toSidebarPost(post: BlogPostMeta): SidebarPost {
  return { slug: post.slug, title: post.title, publishedAt: post.publishedAt };
}
