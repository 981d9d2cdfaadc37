// The blog's posts: Markdown files with YAML frontmatter in
// app/content/blog/posts, validated and rendered once per process (at build for
// prerendered pages). Server-only: the parser never reaches the browser.
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { blogCategories, blogTags } from "#app/features/blog/content/taxonomy.ts";
import { business } from "#app/platform/business.ts";
import { type BlogPost, sortNewestFirst } from "#app/features/blog/blog.ts";
import {
  MAX_META_DESCRIPTION_LENGTH,
  MAX_PAGE_TITLE_LENGTH,
  metaDescriptionFits,
  pageTitleFits,
} from "#app/features/site/index.ts";
import { renderMarkdown } from "#app/features/blog/markdown.server.ts";

const categoryIds = blogCategories.map((category) => category.id);
const tagIds = blogTags.map((tag) => tag.id);
const isoTimestamp = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)) && /T\d{2}:\d{2}/.test(value), "must be an ISO timestamp");

export const BlogFrontmatterSchema = z
  .object({
    id: z.string().min(1),
    title: z.string().min(10),
    /** The page title when the headline is too long for one (search results cut it). */
    metaTitle: z.string().min(10).optional(),
    slug: z.string().regex(/^[a-z0-9-]+$/),
    excerpt: z.string().min(60).max(260),
    /** The page's description when the excerpt is too long for one (search results cut it). */
    metaDescription: z.string().min(60).optional(),
    coverImage: z.string().regex(/^[a-z0-9-]+$/),
    publishedAt: isoTimestamp,
    updatedAt: isoTimestamp,
    authorId: z.string().min(1),
    categoryIds: z.array(z.string().refine((id) => categoryIds.includes(id), "unknown category")).min(1),
    tagIds: z.array(z.string().refine((id) => tagIds.includes(id), "unknown tag")).min(1),
    featured: z.boolean(),
  })
  .refine((post) => pageTitleFits(post.metaTitle ?? post.title, business.name), {
    path: ["metaTitle"],
    message: `the page title (metaTitle, else title) and " | ${business.name}" must fit in ${MAX_PAGE_TITLE_LENGTH} characters`,
  })
  .refine((post) => metaDescriptionFits(post.metaDescription ?? post.excerpt), {
    path: ["metaDescription"],
    message: `the page description (metaDescription, else excerpt) must fit in ${MAX_META_DESCRIPTION_LENGTH} characters`,
  });

export interface RenderedBlogPost extends BlogPost {
  html: string;
}

/** Splits `---\nyaml\n---\nbody`. */
export function splitFrontmatter(source: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error("missing frontmatter");
  return { data: parseYaml(match[1] ?? ""), body: match[2] ?? "" };
}

export function parsePostFile(fileName: string, source: string): RenderedBlogPost {
  const { data, body } = splitFrontmatter(source);
  const result = BlogFrontmatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`${fileName}: ${problems}`);
  }
  const rendered = renderMarkdown(body);
  return { ...result.data, html: rendered.html, text: rendered.text, wordCount: rendered.wordCount };
}

const files = import.meta.glob<string>("/app/features/blog/content/posts/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

let cache: RenderedBlogPost[] | undefined;

/** Every post, newest first. */
export function allPosts(): RenderedBlogPost[] {
  cache ??= sortNewestFirst(Object.entries(files).map(([file, source]) => parsePostFile(file, source)));
  return cache;
}

export function postBySlug(slug: string): RenderedBlogPost | undefined {
  return allPosts().find((post) => post.slug === slug);
}
