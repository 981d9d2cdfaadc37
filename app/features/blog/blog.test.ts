import { describe, expect, it } from "vitest";
import {
  BLOG_PATH,
  type BlogPost,
  DEFAULT_READING_MINUTES,
  EMPTY_CATEGORY,
  EMPTY_TAG,
  FEATURED_MAX,
  LATEST_DEFAULT,
  NO_ARTICLES,
  NO_ARTICLES_YET,
  POSTS_PER_PAGE,
  type PaginationItem,
  RECENT_MAX,
  RELATED_MAX,
  WORDS_PER_MINUTE,
  blogListView,
  categoryLabel,
  categoryTitle,
  hasNext,
  hasPrevious,
  noSearchMatches,
  pageHref,
  paginate,
  paginationItems,
  parsePageParam,
  postsInCategory,
  postsWithTag,
  readingMinutes,
  readingTimeLabel,
  recentPosts,
  relatedPosts,
  relativeTime,
  resolveAuthor,
  searchHeading,
  searchHref,
  searchPosts,
  searchResultText,
  sortNewestFirst,
  tagCountText,
  tagHeading,
} from "#app/features/blog/blog.ts";
import { FALLBACK_AUTHOR, blogAuthors, blogCategories, blogTags } from "#app/features/blog/content/taxonomy.ts";

/** A post published on 2025-01-{day}. */
function post(id: string, day: number, overrides: Partial<BlogPost> = {}): BlogPost {
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
function many(count: number, overrides: (n: number) => Partial<BlogPost> = () => ({})): BlogPost[] {
  return Array.from({ length: count }, (_, index) => post(`p${index + 1}`, index + 1, overrides(index + 1)));
}

const ids = (posts: readonly { id: string }[]) => posts.map((p) => p.id);

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

describe("reading time", () => {
  it.each<[number, number]>([
    [1, 1],
    [225, 1],
    [226, 2],
    [450, 2],
    [451, 3],
    [1000, 5],
    [1125, 5],
    [1126, 6],
  ])("%i words -> %i minutes", (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
    expect(readingTimeLabel(words)).toBe(`${minutes} min read`);
  });

  it.each([0, -10, Number.NaN, Number.POSITIVE_INFINITY])("defaults to 5 min read for %d", (words) => {
    expect(readingMinutes(words)).toBe(0);
    expect(readingTimeLabel(words)).toBe("5 min read");
  });
});

describe("relatedPosts", () => {
  const current = post("current", 10, {
    categoryIds: ["technical-tips", "event-planning"],
    tagIds: ["microphones", "speakers", "acoustics"],
  });

  it("ranks by shared categories plus tags, ties newest first, and skips unrelated posts", () => {
    const all = [
      current,
      post("one-old", 1, { tagIds: ["microphones"] }),
      post("three", 2, { categoryIds: ["technical-tips"], tagIds: ["speakers", "acoustics"] }),
      post("none", 20, { categoryIds: ["case-studies"], tagIds: ["weddings"] }),
      post("two", 3, { categoryIds: ["event-planning", "case-studies"], tagIds: ["microphones"] }),
      post("one-new", 8, { categoryIds: ["technical-tips"] }),
    ];
    expect(ids(relatedPosts(current, all))).toEqual(["three", "two", "one-new"]);
    expect(ids(relatedPosts(current, all, 10))).toEqual(["three", "two", "one-new", "one-old"]);
    expect(ids(relatedPosts(current, all, 1))).toEqual(["three"]);
  });

  it("never includes the post itself", () => {
    expect(relatedPosts(current, [current])).toEqual([]);
  });

  it("returns nothing when no post shares a category or tag", () => {
    expect(relatedPosts(current, [post("x", 1), post("y", 2, { tagIds: ["weddings"] })])).toEqual([]);
  });
});

describe("recentPosts", () => {
  it("returns the 5 newest by default", () => {
    expect(ids(recentPosts(many(8)))).toEqual(["p8", "p7", "p6", "p5", "p4"]);
  });

  it("honours a limit and short lists", () => {
    expect(ids(recentPosts(many(8), LATEST_DEFAULT))).toEqual(["p8", "p7", "p6"]);
    expect(ids(recentPosts(many(2)))).toEqual(["p2", "p1"]);
    expect(recentPosts([])).toEqual([]);
  });
});

describe("postsInCategory and postsWithTag", () => {
  const posts = [
    post("a", 1, { categoryIds: ["technical-tips"], tagIds: ["microphones"] }),
    post("b", 3, { categoryIds: ["event-planning"], tagIds: ["microphones", "weddings"] }),
    post("c", 2, { categoryIds: ["technical-tips", "event-planning"], tagIds: ["speakers"] }),
  ];

  it("filters by category, newest first", () => {
    expect(ids(postsInCategory(posts, "technical-tips"))).toEqual(["c", "a"]);
    expect(ids(postsInCategory(posts, "event-planning"))).toEqual(["b", "c"]);
    expect(postsInCategory(posts, "case-studies")).toEqual([]);
  });

  it("filters by tag, newest first", () => {
    expect(ids(postsWithTag(posts, "microphones"))).toEqual(["b", "a"]);
    expect(ids(postsWithTag(posts, "speakers"))).toEqual(["c"]);
    expect(postsWithTag(posts, "acoustics")).toEqual([]);
  });
});

describe("paginationItems", () => {
  const E = "ellipsis" as const;

  it.each([-1, 0, 1])("renders nothing for %i pages", (total) => {
    expect(paginationItems(1, total)).toEqual([]);
  });

  it.each([2, 3, 4, 5])("shows every number for %i pages, whatever the current page", (total) => {
    const all = Array.from({ length: total }, (_, index) => index + 1);
    for (let current = 1; current <= total; current += 1) {
      expect(paginationItems(current, total)).toEqual(all);
    }
  });

  it.each<[number, number, PaginationItem[]]>([
    [6, 1, [1, 2, E, 6]],
    [6, 2, [1, 2, 3, E, 6]],
    [6, 3, [1, 2, 3, 4, 5, 6]],
    [6, 4, [1, 2, 3, 4, 5, 6]],
    [6, 5, [1, E, 4, 5, 6]],
    [6, 6, [1, E, 5, 6]],
    [7, 1, [1, 2, E, 7]],
    [7, 4, [1, 2, 3, 4, 5, 6, 7]],
    [7, 7, [1, E, 6, 7]],
    [8, 1, [1, 2, E, 8]],
    [8, 4, [1, 2, 3, 4, 5, E, 8]],
    [8, 5, [1, E, 4, 5, 6, 7, 8]],
    [8, 8, [1, E, 7, 8]],
    [9, 5, [1, E, 4, 5, 6, E, 9]],
    [10, 1, [1, 2, E, 10]],
    [10, 5, [1, E, 4, 5, 6, E, 10]],
    [10, 10, [1, E, 9, 10]],
    [11, 6, [1, E, 5, 6, 7, E, 11]],
    [11, 11, [1, E, 10, 11]],
    [12, 1, [1, 2, E, 12]],
    [12, 2, [1, 2, 3, E, 12]],
    [12, 3, [1, 2, 3, 4, E, 12]],
    [12, 4, [1, 2, 3, 4, 5, E, 12]],
    [12, 5, [1, E, 4, 5, 6, E, 12]],
    [12, 6, [1, E, 5, 6, 7, E, 12]],
    [12, 9, [1, E, 8, 9, 10, 11, 12]],
    [12, 10, [1, E, 9, 10, 11, 12]],
    [12, 11, [1, E, 10, 11, 12]],
    [12, 12, [1, E, 11, 12]],
  ])("%i pages, current %i", (total, current, expected) => {
    expect(paginationItems(current, total)).toEqual(expected);
  });

  it("holds its rules for every total 1..12 and every current page", () => {
    for (let total = 1; total <= 12; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationItems(current, total);
        if (total <= 1) {
          expect(items).toEqual([]);
          continue;
        }
        const numbers = items.filter((item): item is number => item !== E);
        // Always first, current, neighbours and last.
        for (const n of [1, current - 1, current, current + 1, total]) {
          if (n >= 1 && n <= total) expect(numbers).toContain(n);
        }
        // Ascending and unique.
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        // An ellipsis stands for a gap of two or more pages, never first, last or doubled.
        items.forEach((item, index) => {
          if (item !== E) return;
          const before = items[index - 1];
          const after = items[index + 1];
          expect(typeof before).toBe("number");
          expect(typeof after).toBe("number");
          expect((after as number) - (before as number)).toBeGreaterThanOrEqual(3);
        });
        // Consecutive numbers with no ellipsis between them differ by one.
        items.forEach((item, index) => {
          const next = items[index + 1];
          if (typeof item === "number" && typeof next === "number") expect(next - item).toBe(1);
        });
        if (total <= 5) expect(items).not.toContain(E);
      }
    }
  });

  it("clamps a current page outside the range", () => {
    expect(paginationItems(20, 12)).toEqual([1, E, 11, 12]);
    expect(paginationItems(0, 12)).toEqual([1, 2, E, 12]);
  });
});

describe("hasPrevious and hasNext", () => {
  it.each<[number, number, boolean, boolean]>([
    [1, 1, false, false],
    [1, 3, false, true],
    [2, 3, true, true],
    [3, 3, true, false],
    [4, 3, true, false],
    [1, 0, false, false],
  ])("page %i of %i", (current, total, previous, next) => {
    expect(hasPrevious(current)).toBe(previous);
    expect(hasNext(current, total)).toBe(next);
  });
});

describe("pageHref", () => {
  it.each<[number, string | null | undefined, string]>([
    [1, undefined, "/blog"],
    [1, "", "/blog"],
    [2, undefined, "/blog?page=2"],
    [3, null, "/blog?page=3"],
    [2, "   ", "/blog?page=2"],
    [2, "mic stand", "/blog?search=mic%20stand&page=2"],
    [1, "mic stand", "/blog?search=mic%20stand"],
    [2, "R&B / DJ?", "/blog?search=R%26B%20%2F%20DJ%3F&page=2"],
    [2, " mic ", "/blog?search=mic&page=2"],
  ])("page %i, search %j -> %s", (page, search, expected) => {
    expect(pageHref("/blog", page, search)).toBe(expected);
  });

  it("uses the given base path", () => {
    expect(pageHref("/blog/category/technical-tips", 2)).toBe("/blog/category/technical-tips?page=2");
  });
});

describe("searchHref", () => {
  it.each<[string | null | undefined, string]>([
    ["mic stand", "/blog?search=mic%20stand"],
    ["  PA  ", "/blog?search=PA"],
    ["R&B", "/blog?search=R%26B"],
    ["sound+light", "/blog?search=sound%2Blight"],
    ["", "/blog"],
    ["   ", "/blog"],
    [null, "/blog"],
    [undefined, "/blog"],
  ])("%j -> %s", (term, expected) => {
    expect(searchHref(term)).toBe(expected);
  });
});

describe("categoryLabel", () => {
  it("adds the first word of the description for every category", () => {
    expect(blogCategories.map(categoryLabel)).toEqual([
      "Beginner's Guide (Fundamentals)",
      "Event Planning (Planning)",
      "Technical Tips (Practical)",
      "Case Studies (Real)",
    ]);
  });

  it.each<[string, string]>([
    ["Loud, clear sound.", "Sound (Loud)"],
    ["Tips: what to do", "Sound (Tips)"],
    ["  Leading spaces", "Sound (Leading)"],
    ["Wow!", "Sound (Wow)"],
    ["", "Sound"],
  ])("description %j -> %s", (description, expected) => {
    expect(categoryLabel({ name: "Sound", description })).toBe(expected);
  });
});

describe("resolveAuthor", () => {
  it("finds a known author", () => {
    expect(resolveAuthor("lerato-khumalo", blogAuthors, FALLBACK_AUTHOR).name).toBe("Lerato Khumalo");
  });

  it.each(["nobody", "", null, undefined])("falls back for %j", (authorId) => {
    expect(resolveAuthor(authorId, blogAuthors, FALLBACK_AUTHOR)).toBe(FALLBACK_AUTHOR);
  });
});

describe("headings and counts", () => {
  it("titles a category page (the site appends its own suffix)", () => {
    expect(categoryTitle("Technical Tips")).toBe("Technical Tips Articles");
  });

  it("heads a tag page", () => {
    expect(tagHeading("Microphones")).toBe("Articles Tagged: Microphones");
  });

  it.each<[number, string]>([
    [0, 'Showing 0 articles tagged with "Weddings"'],
    [1, 'Showing 1 article tagged with "Weddings"'],
    [2, 'Showing 2 articles tagged with "Weddings"'],
    [12, 'Showing 12 articles tagged with "Weddings"'],
  ])("tag count %i", (count, expected) => {
    expect(tagCountText(count, "Weddings")).toBe(expected);
  });

  it.each<[number, string]>([
    [0, "Found 0 results"],
    [1, "Found 1 result"],
    [2, "Found 2 results"],
    [7, "Found 7 results"],
  ])("search results %i", (count, expected) => {
    expect(searchResultText(count)).toBe(expected);
  });

  it("heads search results", () => {
    expect(searchHeading("mic stand")).toBe('Search Results for "mic stand"');
  });
});

describe("empty states", () => {
  it("match the spec", () => {
    expect(NO_ARTICLES).toBe("No articles found");
    expect(NO_ARTICLES_YET).toBe("Check back soon for new articles.");
    expect(EMPTY_CATEGORY).toBe("There are no articles in this category yet.");
    expect(EMPTY_TAG).toBe("There are no articles with this tag yet.");
    expect(noSearchMatches("mic stand")).toBe('No articles match your search for "mic stand". Try different keywords.');
  });
});

describe("relativeTime", () => {
  const now = new Date("2025-06-15T12:00:00Z");

  it.each<[string, string]>([
    ["2025-06-15T11:59:50Z", "less than a minute ago"],
    ["2025-06-15T11:55:00Z", "5 minutes ago"],
    ["2025-06-15T10:00:00Z", "about 2 hours ago"],
    ["2025-06-14T12:00:00Z", "1 day ago"],
    ["2025-06-12T12:00:00Z", "3 days ago"],
    ["2025-05-15T12:00:00Z", "about 1 month ago"],
    ["2025-03-15T12:00:00Z", "3 months ago"],
    ["2024-06-15T12:00:00Z", "about 1 year ago"],
    ["2025-06-17T12:00:00Z", "in 2 days"],
    ["2025-06-15T15:00:00Z", "in about 3 hours"],
  ])("%s -> %s", (iso, expected) => {
    expect(relativeTime(iso, now)).toBe(expected);
  });

  it("returns an empty string for an unparseable date", () => {
    expect(relativeTime("not a date", now)).toBe("");
    expect(relativeTime("2025-06-15T10:00:00Z", new Date(Number.NaN))).toBe("");
  });
});
