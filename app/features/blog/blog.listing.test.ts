// The blog's listing: constants, ordering, the page parameter, pages, search and the list view.
import { describe, expect, it } from "vitest";
import {
  BLOG_PATH,
  DEFAULT_READING_MINUTES,
  FEATURED_MAX,
  LATEST_DEFAULT,
  POSTS_PER_PAGE,
  RECENT_MAX,
  RELATED_MAX,
  WORDS_PER_MINUTE,
  blogListView,
  paginate,
  parsePageParam,
  searchPosts,
  sortNewestFirst,
} from "#app/features/blog/blog.ts";
import { blogCategories, blogTags } from "#app/features/blog/content/taxonomy.ts";
import { post, many, ids } from "#app/features/blog/blog.test-support.ts";

describe("constants", () => {
  it("match the spec", () => {
    expect(POSTS_PER_PAGE).toBe(6);
    expect(FEATURED_MAX).toBe(2);
    expect(RECENT_MAX).toBe(5);
    expect(RELATED_MAX).toBe(3);
    expect(LATEST_DEFAULT).toBe(3);
    expect(WORDS_PER_MINUTE).toBe(225);
    expect(DEFAULT_READING_MINUTES).toBe(5);
    expect(BLOG_PATH).toBe("/blog");
  });
});

describe("sortNewestFirst", () => {
  it("orders by publishedAt descending", () => {
    const posts = [post("a", 3), post("b", 10), post("c", 1)];
    expect(ids(sortNewestFirst(posts))).toEqual(["b", "a", "c"]);
  });

  it("compares instants, not strings", () => {
    const posts = [
      post("utc", 1, { publishedAt: "2025-01-01T10:00:00Z" }),
      post("sast", 1, { publishedAt: "2025-01-01T11:00:00+02:00" }), // 09:00Z
      post("date", 1, { publishedAt: "2025-01-02" }),
    ];
    expect(ids(sortNewestFirst(posts))).toEqual(["date", "utc", "sast"]);
  });

  it("is stable for equal dates and does not mutate its input", () => {
    const posts = [post("a", 5), post("b", 5), post("c", 7), post("d", 5)];
    const before = ids(posts);
    expect(ids(sortNewestFirst(posts))).toEqual(["c", "a", "b", "d"]);
    expect(ids(posts)).toEqual(before);
  });

  it("puts unparseable dates last", () => {
    const posts = [post("bad", 1, { publishedAt: "soon" }), post("a", 2)];
    expect(ids(sortNewestFirst(posts))).toEqual(["a", "bad"]);
  });
});

describe("parsePageParam", () => {
  it.each<[string | null | undefined, number]>([
    ["2", 2],
    ["10", 10],
    ["2abc", 2],
    [" 3", 3],
    ["abc", 1],
    ["", 1],
    ["0", 1],
    ["-3", 1],
    ["1.9", 1],
    ["2.5", 2],
    ["08", 8],
    [null, 1],
    [undefined, 1],
  ])("%j -> %i", (value, expected) => {
    expect(parsePageParam(value)).toBe(expected);
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 14 }, (_, index) => index + 1);

  it.each<[number, number[]]>([
    [1, [1, 2, 3, 4, 5, 6]],
    [2, [7, 8, 9, 10, 11, 12]],
    [3, [13, 14]],
  ])("page %i of 14 items", (page, expected) => {
    expect(paginate(items, page)).toEqual({ items: expected, page, totalPages: 3 });
  });

  it.each<[number, number]>([
    [0, 0],
    [1, 1],
    [5, 1],
    [6, 1],
    [7, 2],
    [12, 2],
    [13, 3],
    [18, 3],
    [19, 4],
  ])("%i items -> %i pages of 6", (count, totalPages) => {
    expect(
      paginate(
        Array.from({ length: count }, (_, index) => index),
        1,
      ).totalPages,
    ).toBe(totalPages);
  });

  it("returns an empty page with its number past the end", () => {
    expect(paginate(items, 4)).toEqual({ items: [], page: 4, totalPages: 3 });
    expect(paginate([], 2)).toEqual({ items: [], page: 2, totalPages: 0 });
  });

  it("clamps a page below 1 to 1", () => {
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items, -2).items).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginate(items, Number.NaN).page).toBe(1);
  });

  it("honours a custom page size", () => {
    expect(paginate(items, 2, 5)).toEqual({ items: [6, 7, 8, 9, 10], page: 2, totalPages: 3 });
  });

  it("handles an empty list", () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, totalPages: 0 });
  });
});

describe("searchPosts", () => {
  const posts = [
    post("title", 1, { title: "Choosing a PA system" }),
    post("text", 2, { text: "Keep the MIC STAND away from the speakers." }),
    post("excerpt", 3, { excerpt: "Everything about wireless microphones" }),
    post("category", 4, { categoryIds: ["case-studies"] }),
    post("tag", 5, { tagIds: ["weddings"] }),
    post("none", 6, { categoryIds: ["unknown-category"], tagIds: ["unknown-tag"] }),
  ];
  const search = (term: string | null | undefined) => ids(searchPosts(posts, term, blogCategories, blogTags));

  it.each<[string, string[]]>([
    ["pa system", ["title"]],
    ["mic stand", ["text"]],
    ["WIRELESS", ["excerpt"]],
    ["case stud", ["category"]],
    ["wedding", ["tag"]],
    ["  wedding  ", ["tag"]],
    ["unknown", []],
    ["nothing matches this", []],
  ])("%j matches %j", (term, expected) => {
    expect(search(term)).toEqual(expected);
  });

  it("matches several fields and returns newest first", () => {
    // "post " appears in every title.
    expect(search("post")).toEqual(["none", "tag", "category", "excerpt", "text"]);
  });

  it.each(["", "   ", null, undefined])("returns every post, newest first, for %j", (term) => {
    expect(search(term)).toEqual(["none", "tag", "category", "excerpt", "text", "title"]);
  });
});

describe("blogListView", () => {
  // 14 posts, p14 newest; p2, p5 and p9 featured.
  const posts = many(14, (n) => ({ featured: [2, 5, 9].includes(n) }));

  it("shows page 1 with the two newest featured posts, kept in the grid too", () => {
    const view = blogListView(posts, { page: 1 }, blogCategories, blogTags);
    expect(ids(view.featured)).toEqual(["p9", "p5"]);
    expect(ids(view.posts)).toEqual(["p14", "p13", "p12", "p11", "p10", "p9"]);
    expect(view).toMatchObject({ page: 1, totalPages: 3, search: "", resultCount: 14 });
  });

  it("defaults to page 1", () => {
    const view = blogListView(posts, {}, blogCategories, blogTags);
    expect(view.page).toBe(1);
    expect(ids(view.featured)).toEqual(["p9", "p5"]);
  });

  it.each<[number | string | null, number, string[]]>([
    [2, 2, ["p8", "p7", "p6", "p5", "p4", "p3"]],
    ["3", 3, ["p2", "p1"]],
    ["abc", 1, ["p14", "p13", "p12", "p11", "p10", "p9"]],
    [null, 1, ["p14", "p13", "p12", "p11", "p10", "p9"]],
  ])("page %j -> page %i", (requested, page, expected) => {
    const view = blogListView(posts, { page: requested }, blogCategories, blogTags);
    expect(view.page).toBe(page);
    expect(view.totalPages).toBe(3);
    expect(ids(view.posts)).toEqual(expected);
  });

  it("shows featured posts only on page 1", () => {
    expect(blogListView(posts, { page: 2 }, blogCategories, blogTags).featured).toEqual([]);
    expect(blogListView(posts, { page: "3" }, blogCategories, blogTags).featured).toEqual([]);
  });

  it("shows an empty page past the end with its number", () => {
    const view = blogListView(posts, { page: 4 }, blogCategories, blogTags);
    expect(view).toMatchObject({ posts: [], featured: [], page: 4, totalPages: 3 });
  });

  it("has no featured posts when none are flagged", () => {
    expect(blogListView(many(3), { page: 1 }, blogCategories, blogTags).featured).toEqual([]);
  });

  it("with a search lists every match, unpaginated, without featured posts", () => {
    // 8 matches -> ceil(8 / 6) = 2 pages, all 8 listed.
    const searchable = many(14, (n) => ({ featured: true, text: n <= 8 ? "mixing desk tips" : "other" }));
    const view = blogListView(searchable, { search: "  Mixing Desk ", page: 1 }, blogCategories, blogTags);
    expect(view.featured).toEqual([]);
    expect(ids(view.posts)).toEqual(["p8", "p7", "p6", "p5", "p4", "p3", "p2", "p1"]);
    expect(view).toMatchObject({ totalPages: 2, page: 1, search: "Mixing Desk", resultCount: 8 });
  });

  it.each<[number, number]>([
    [0, 0],
    [1, 1],
    [6, 1],
    [7, 2],
    [13, 3],
  ])("with a search, %i matches -> %i total pages", (matches, totalPages) => {
    const searchable = many(14, (n) => ({ text: n <= matches ? "needle" : "hay" }));
    const view = blogListView(searchable, { search: "needle" }, blogCategories, blogTags);
    expect(view.posts).toHaveLength(matches);
    expect(view.resultCount).toBe(matches);
    expect(view.totalPages).toBe(totalPages);
  });

  it("with a search still lists all matches when a later page is requested", () => {
    const view = blogListView(posts, { search: "post", page: "2" }, blogCategories, blogTags);
    expect(view.posts).toHaveLength(14);
    expect(view).toMatchObject({ page: 2, totalPages: 3, featured: [] });
  });

  it("treats a blank search as no search", () => {
    const view = blogListView(posts, { search: "   " }, blogCategories, blogTags);
    expect(view.search).toBe("");
    expect(view.posts).toHaveLength(6);
    expect(ids(view.featured)).toEqual(["p9", "p5"]);
  });

  it("handles no posts", () => {
    expect(blogListView([], {}, blogCategories, blogTags)).toEqual({
      featured: [],
      posts: [],
      totalPages: 0,
      page: 1,
      search: "",
      resultCount: 0,
    });
  });
});
