import { readdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogPostSlugs } from "#app/features/blog/content/post-slugs.ts";
import { blogAuthors, blogCategories, blogTags } from "#app/features/blog/content/taxonomy.ts";
import { parsePostFile } from "#app/features/blog/posts.server.ts";

const dir = path.join(import.meta.dirname, "posts");
const files = readdirSync(dir).filter((file) => file.endsWith(".md"));
const posts = files.map((file) => parsePostFile(file, readFileSync(path.join(dir, file), "utf8")));

describe("blog content", () => {
  it("has six posts, listed for the sitemap", () => {
    expect(files).toHaveLength(6);
    expect(blogPostSlugs()).toEqual(files.map((file) => file.replace(/\.md$/, "")).sort());
  });

  it("names the spec's four categories and ten tags", () => {
    expect(blogCategories.map((category) => category.slug)).toEqual([
      "beginners-guide",
      "event-planning",
      "technical-tips",
      "case-studies",
    ]);
    expect(blogCategories.map((category) => category.name)).toEqual([
      "Beginner's Guide",
      "Event Planning",
      "Technical Tips",
      "Case Studies",
    ]);
    expect(blogTags.map((tag) => tag.slug)).toEqual([
      "pa-systems",
      "microphones",
      "speakers",
      "corporate-events",
      "weddings",
      "dj-events",
      "acoustics",
      "equipment-rental",
      "sound-engineering",
      "troubleshooting",
    ]);
    expect(blogAuthors).toHaveLength(3);
  });

  it("each post is valid, at least 800 words, matches its file name and has a cover", () => {
    for (const [index, post] of posts.entries()) {
      expect(post.slug, files[index]).toBe(files[index]?.replace(/\.md$/, ""));
      expect(post.wordCount, post.slug).toBeGreaterThanOrEqual(800);
      expect(
        existsSync(
          path.join(import.meta.dirname, "..", "..", "..", "assets", "illustrations", `${post.coverImage}.svg`),
        ),
        post.coverImage,
      ).toBe(true);
    }
  });

  it("links only to pages that exist on the site", () => {
    const known =
      /^\/(services(\/(corporate-events|weddings|dj-events|bands))?|catalogue(\/(products(\/[a-z-]+)?|product\/[a-z0-9-]+|bundles|personnel|promotions|add-ons))?|contact|call-me-back|quote-request|blog(\/[a-z0-9-]+)?)$/;
    for (const post of posts) {
      const internal = [...post.html.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1] ?? "");
      expect(internal.length, post.slug).toBeGreaterThanOrEqual(5);
      for (const href of internal) expect(href, `${post.slug}: ${href}`).toMatch(known);
      for (const href of internal.filter((link) => link.startsWith("/blog/"))) {
        expect(blogPostSlugs(), `${post.slug}: ${href}`).toContain(href.slice("/blog/".length));
      }
    }
  });

  it("two featured posts, and some authors deliberately unknown", () => {
    expect(posts.filter((post) => post.featured)).toHaveLength(2);
    const known = new Set(blogAuthors.map((author) => author.id));
    expect(posts.some((post) => !known.has(post.authorId))).toBe(true);
  });

  it("shares no sentence of more than 12 words between posts", () => {
    const seen = new Map<string, string>();
    for (const post of posts) {
      for (const sentence of post.text.split(/(?<=[.!?])\s+/)) {
        const normal = sentence.toLowerCase().replace(/\s+/g, " ").trim();
        if (normal.split(" ").length <= 12) continue;
        expect(seen.get(normal), `"${normal}" in ${post.slug}`).toBeUndefined();
        seen.set(normal, post.slug);
      }
    }
  });
});
