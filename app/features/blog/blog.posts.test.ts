// The blog's posts: reading time, related and recent posts, categories, tags, authors, headings and dates.
import { describe, expect, it } from "vitest";
import {
  EMPTY_CATEGORY,
  EMPTY_TAG,
  LATEST_DEFAULT,
  NO_ARTICLES,
  NO_ARTICLES_YET,
  categoryLabel,
  categoryTitle,
  noSearchMatches,
  postsInCategory,
  postsWithTag,
  readingMinutes,
  readingTimeLabel,
  recentPosts,
  relatedPosts,
  relativeTime,
  resolveAuthor,
  searchHeading,
  searchResultText,
  tagCountText,
  tagHeading,
} from "#app/features/blog/blog.ts";
import { FALLBACK_AUTHOR, blogAuthors, blogCategories } from "#app/features/blog/content/taxonomy.ts";
import { post, many, ids } from "#app/features/blog/blog.test-support.ts";

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
