// Sample blog posts for the blog's tests.
import { type BlogPost } from "#app/features/blog/blog.ts";

/** A post published on 2025-01-{day}. */
export function post(id: string, day: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id,
    title: `Post ${id}`,
    slug: id,
    excerpt: `Excerpt ${id}`,
    coverImage: `cover-${id}`,
    publishedAt: `2025-01-${String(day).padStart(2, "0")}T08:00:00Z`,
    updatedAt: `2025-01-${String(day).padStart(2, "0")}T08:00:00Z`,
    authorId: "sipho-ndlovu",
    categoryIds: [],
    tagIds: [],
    featured: false,
    text: `Body ${id}`,
    wordCount: 500,
    ...overrides,
  };
}

/** `count` posts p1..pN, p1 oldest. */
export function many(count: number, overrides: (n: number) => Partial<BlogPost> = () => ({})): BlogPost[] {
  return Array.from({ length: count }, (_, index) => post(`p${index + 1}`, index + 1, overrides(index + 1)));
}

export const ids = (posts: readonly { id: string }[]) => posts.map((p) => p.id);
