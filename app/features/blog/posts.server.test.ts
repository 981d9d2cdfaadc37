// What a post's front matter must give: its page title and page description fit search results.
import { describe, expect, it } from "vitest";
import { BlogFrontmatterSchema } from "#app/features/blog/posts.server.ts";

const valid = {
  id: "pa-basics",
  title: "PA System Basics for Event Organisers",
  slug: "pa-basics",
  excerpt: "How a PA system works from microphone to mixer to speakers, and how to size one for your guests.",
  coverImage: "blog-pa-basics",
  publishedAt: "2026-09-30T09:00:00+02:00",
  updatedAt: "2026-09-30T09:00:00+02:00",
  authorId: "johan-pretorius",
  categoryIds: ["beginners-guide"],
  tagIds: ["pa-systems"],
  featured: false,
};
const long = "A".repeat(161);

describe("a post's page description", () => {
  it("is its excerpt when that fits in 160 characters", () => {
    expect(BlogFrontmatterSchema.safeParse(valid).success).toBe(true);
  });

  it("is refused when the excerpt is longer and no shorter metaDescription is given", () => {
    const result = BlogFrontmatterSchema.safeParse({ ...valid, excerpt: long });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["metaDescription"],
        message: "the page description (metaDescription, else excerpt) must fit in 160 characters",
      }),
    ]);
  });

  it("may be a shorter metaDescription beside a long excerpt, but not a long one", () => {
    const short = "How a PA system works, how to size one for your guests and where to place it at a Gauteng venue.";
    expect(BlogFrontmatterSchema.safeParse({ ...valid, excerpt: long, metaDescription: short }).success).toBe(true);
    expect(BlogFrontmatterSchema.safeParse({ ...valid, metaDescription: long }).success).toBe(false);
  });
});
