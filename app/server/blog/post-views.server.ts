// What list pages send to the browser about a post: no body, no HTML.
import type { PostCardData } from "~/components/blog/post-card";
import type { SidebarPost } from "~/components/blog/blog-sidebar";
import { blogCategories } from "~/content/blog/taxonomy";
import type { BlogPostMeta } from "~/lib/blog";

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

export function toSidebarPost(post: BlogPostMeta): SidebarPost {
  return { slug: post.slug, title: post.title, publishedAt: post.publishedAt };
}
