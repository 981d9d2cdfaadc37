// Blog rules (spec sections 4, 5 and 9): sorting, search, pagination, related
// posts, reading time and the list page's wording. Pure functions only: no
// React, no I/O, no Markdown parsing.
//
// Server code loads this file with Node's type stripping, so imports are
// relative with the `.ts` extension and the TypeScript is erasable only.
import { formatDistance } from "date-fns";
import type { BlogAuthor, BlogCategory, BlogTag } from "#app/features/blog/content/taxonomy.ts";

export interface BlogPostMeta {
  id: string;
  title: string;
  /** A shorter page title for a long headline. */
  metaTitle?: string;
  slug: string;
  excerpt: string;
  /** What search results show when the excerpt is longer than a description may be. */
  metaDescription?: string;
  coverImage: string;
  /** ISO 8601 date or date-time. */
  publishedAt: string;
  /** ISO 8601 date or date-time. */
  updatedAt: string;
  authorId: string;
  categoryIds: string[];
  tagIds: string[];
  featured: boolean;
}

export interface BlogPost extends BlogPostMeta {
  /** Plain text of the body, for search. */
  text: string;
  wordCount: number;
}

export const POSTS_PER_PAGE = 6;
export const FEATURED_MAX = 2;
export const RECENT_MAX = 5;
export const RELATED_MAX = 3;
export const LATEST_DEFAULT = 3;
export const WORDS_PER_MINUTE = 225;
/** Reading time shown when a post has no usable word count. */
export const DEFAULT_READING_MINUTES = 5;

/** Path of the blog list page. */
export const BLOG_PATH = "/blog";

// ---------------------------------------------------------------------------
// Sorting and filtering

function timeOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Newest first by publishedAt; stable, returns a new array. Unparseable dates sort last. */
export function sortNewestFirst<T extends Pick<BlogPostMeta, "publishedAt">>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => {
    const ta = timeOf(a.publishedAt);
    const tb = timeOf(b.publishedAt);
    if (ta === tb) return 0;
    return ta > tb ? -1 : 1;
  });
}

/** The newest `limit` posts (sidebar "Recent posts"). */
export function recentPosts<T extends BlogPostMeta>(posts: readonly T[], limit: number = RECENT_MAX): T[] {
  return sortNewestFirst(posts).slice(0, Math.max(0, limit));
}

/** Posts filed under a category, newest first. */
export function postsInCategory<T extends BlogPostMeta>(posts: readonly T[], categoryId: string): T[] {
  return sortNewestFirst(posts.filter((post) => post.categoryIds.includes(categoryId)));
}

/** Posts carrying a tag, newest first. */
export function postsWithTag<T extends BlogPostMeta>(posts: readonly T[], tagId: string): T[] {
  return sortNewestFirst(posts.filter((post) => post.tagIds.includes(tagId)));
}

/**
 * Other posts ranked by shared categories plus shared tags (most first), ties
 * newest first. Posts sharing nothing are left out.
 */
export function relatedPosts<T extends BlogPostMeta>(
  post: BlogPostMeta,
  all: readonly T[],
  limit: number = RELATED_MAX,
): T[] {
  const categories = new Set(post.categoryIds);
  const tags = new Set(post.tagIds);
  const scored = sortNewestFirst(all.filter((other) => other.id !== post.id))
    .map((other) => ({
      other,
      score:
        new Set(other.categoryIds.filter((id) => categories.has(id))).size +
        new Set(other.tagIds.filter((id) => tags.has(id))).size,
    }))
    .filter((entry) => entry.score > 0);
  // Stable sort keeps the newest-first order within equal scores.
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, Math.max(0, limit)).map((entry) => entry.other);
}

// ---------------------------------------------------------------------------
// Search

function namesFor(ids: readonly string[], list: readonly { id: string; name: string }[]): string[] {
  const byId = new Map(list.map((item) => [item.id, item.name] as const));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [name];
  });
}

/**
 * Case-insensitive substring search of the trimmed term over title, body text,
 * excerpt, category names and tag names. A blank term returns every post.
 * Results are newest first.
 */
export function searchPosts<T extends BlogPost>(
  posts: readonly T[],
  term: string | null | undefined,
  categories: readonly BlogCategory[],
  tags: readonly BlogTag[],
): T[] {
  const needle = (term ?? "").trim().toLowerCase();
  if (needle === "") return sortNewestFirst(posts);
  return sortNewestFirst(
    posts.filter((post) =>
      [
        post.title,
        post.text,
        post.excerpt,
        ...namesFor(post.categoryIds, categories),
        ...namesFor(post.tagIds, tags),
      ].some((field) => field.toLowerCase().includes(needle)),
    ),
  );
}

// ---------------------------------------------------------------------------
// Pagination

/** "The page query parameter is parsed as an integer, default 1." Anything below 1 becomes 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (value === null || value === undefined) return 1;
  const page = Number.parseInt(value, 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export interface Page<T> {
  items: T[];
  page: number;
  totalPages: number;
}

/**
 * One page of items. totalPages is ceil(count / perPage), 0 when there are no
 * items. A page below 1 is clamped to 1; a page past the end keeps its number
 * and has no items (the list shows its empty state).
 */
export function paginate<T>(items: readonly T[], page: number, perPage: number = POSTS_PER_PAGE): Page<T> {
  const size = Math.max(1, Math.floor(perPage));
  const current = Number.isFinite(page) && page >= 1 ? Math.floor(page) : 1;
  const totalPages = Math.ceil(items.length / size);
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, totalPages };
}

export type PaginationItem = number | "ellipsis";

/**
 * The numbered links under a list. Nothing for 1 page or fewer; every number
 * up to 5 pages; otherwise page 1, the current page and its neighbours, the
 * last page, and an ellipsis for each gap. A gap of exactly one page shows
 * that page's number instead of an ellipsis. A current page outside 1..total
 * is clamped into it.
 */
export function paginationItems(current: number, total: number): PaginationItem[] {
  const last = Number.isFinite(total) ? Math.floor(total) : 0;
  if (last <= 1) return [];
  if (last <= 5) return Array.from({ length: last }, (_, index) => index + 1);
  const page = Math.min(last, Math.max(1, Number.isFinite(current) ? Math.floor(current) : 1));
  const shown = [...new Set([1, page - 1, page, page + 1, last])]
    .filter((n) => n >= 1 && n <= last)
    .sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const n of shown) {
    const gap = n - previous - 1;
    if (gap === 1) items.push(previous + 1);
    else if (gap > 1) items.push("ellipsis");
    items.push(n);
    previous = n;
  }
  return items;
}

export function hasPrevious(current: number): boolean {
  return current > 1;
}

export function hasNext(current: number, total: number): boolean {
  return current < total;
}

function cleanTerm(term: string | null | undefined): string {
  return (term ?? "").trim();
}

/**
 * Link to a page of the list, keeping the search term: `/blog?page=2`,
 * `/blog?search=mic%20stand&page=2`. Page 1 carries no page parameter
 * (`/blog`, `/blog?search=mic%20stand`).
 */
export function pageHref(basePath: string, page: number, search?: string | null): string {
  const params: string[] = [];
  const term = cleanTerm(search);
  if (term !== "") params.push(`search=${encodeURIComponent(term)}`);
  if (page > 1) params.push(`page=${page}`);
  return params.length === 0 ? basePath : `${basePath}?${params.join("&")}`;
}

/** Where the search form goes: `/blog?search=<URL-encoded term>`, or `/blog` for a blank term. */
export function searchHref(term: string | null | undefined): string {
  const clean = cleanTerm(term);
  return clean === "" ? BLOG_PATH : `${BLOG_PATH}?search=${encodeURIComponent(clean)}`;
}

// ---------------------------------------------------------------------------
// List page

export interface BlogListQuery {
  search?: string | null;
  /** A page number, or the raw `page` query parameter. */
  page?: number | string | null;
}

export interface BlogListView<T extends BlogPost = BlogPost> {
  /** Up to FEATURED_MAX featured posts, newest first; only on page 1 without a search. */
  featured: T[];
  /** The posts to list: every match for a search, otherwise the requested page. */
  posts: T[];
  totalPages: number;
  page: number;
  /** The trimmed search term ("" when none). */
  search: string;
  /** Matches for a search, otherwise the number of posts overall. */
  resultCount: number;
}

/**
 * The blog list page's data (spec section 4). With a search term it lists all
 * matches (not paginated), totalPages = ceil(matches / 6) and no featured
 * posts. Without one it lists the requested page with its totalPages, and page
 * 1 also gets up to 2 featured posts. Featured posts stay in the page-1 grid
 * as well: the spec does not say to remove them.
 */
export function blogListView<T extends BlogPost>(
  posts: readonly T[],
  query: BlogListQuery,
  categories: readonly BlogCategory[],
  tags: readonly BlogTag[],
): BlogListView<T> {
  const search = cleanTerm(query.search);
  const requested = typeof query.page === "number" ? query.page : parsePageParam(query.page);
  if (search !== "") {
    const matches = searchPosts(posts, search, categories, tags);
    const { page, totalPages } = paginate(matches, requested);
    return { featured: [], posts: matches, totalPages, page, search, resultCount: matches.length };
  }
  const sorted = sortNewestFirst(posts);
  const { items, page, totalPages } = paginate(sorted, requested);
  const featured = page === 1 ? sorted.filter((post) => post.featured).slice(0, FEATURED_MAX) : [];
  return { featured, posts: items, totalPages, page, search, resultCount: sorted.length };
}

// ---------------------------------------------------------------------------
// Reading time, authors, labels

/** Minutes to read: ceil(words / 225). 0 for no words or an unusable count. */
export function readingMinutes(wordCount: number): number {
  if (!Number.isFinite(wordCount) || wordCount <= 0) return 0;
  return Math.ceil(wordCount / WORDS_PER_MINUTE);
}

/** "N min read"; "5 min read" when the word count is 0 or not a finite number. */
export function readingTimeLabel(wordCount: number): string {
  const minutes = readingMinutes(wordCount);
  return `${minutes > 0 ? minutes : DEFAULT_READING_MINUTES} min read`;
}

/** The post's author, or the fallback when the id matches no profile. */
export function resolveAuthor(
  authorId: string | null | undefined,
  authors: readonly BlogAuthor[],
  fallback: BlogAuthor,
): BlogAuthor {
  return authors.find((author) => author.id === authorId) ?? fallback;
}

/** "Name (FirstWord)": the name plus the first word of the description in brackets. */
export function categoryLabel(category: Pick<BlogCategory, "name" | "description">): string {
  const firstWord = (category.description.trim().split(/\s+/)[0] ?? "").replace(/[\p{P}\p{S}]+$/u, "");
  return firstWord === "" ? category.name : `${category.name} (${firstWord})`;
}

/**
 * Category page title, "{category} Articles" (spec: "{category} Articles |
 * blog"). The site's title helper appends " | Sandton Sound Hire" itself.
 */
export function categoryTitle(name: string): string {
  return `${name} Articles`;
}

export function tagHeading(name: string): string {
  return `Articles Tagged: ${name}`;
}

export function tagCountText(count: number, name: string): string {
  return `Showing ${count} ${count === 1 ? "article" : "articles"} tagged with "${name}"`;
}

export function searchResultText(count: number): string {
  return `Found ${count} ${count === 1 ? "result" : "results"}`;
}

export function searchHeading(term: string): string {
  return `Search Results for "${term}"`;
}

// Empty states
export const NO_ARTICLES = "No articles found";
export const NO_ARTICLES_YET = "Check back soon for new articles.";
export const EMPTY_CATEGORY = "There are no articles in this category yet.";
export const EMPTY_TAG = "There are no articles with this tag yet.";

export function noSearchMatches(term: string): string {
  return `No articles match your search for "${term}". Try different keywords.`;
}

const publicationDateFormat = new Intl.DateTimeFormat("en-ZA", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Africa/Johannesburg",
});

/** "15 June 2025": a post's date as the page carries it, true however long ago the page was rendered. */
export function publicationDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : publicationDateFormat.format(date);
}

/**
 * "about 2 hours ago", "3 days ago", "in 2 days": date-fns formatDistance with
 * a suffix, measured from `now`. "" for an unparseable date.
 */
export function relativeTime(iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || Number.isNaN(now.getTime())) return "";
  return formatDistance(date, now, { addSuffix: true });
}
