// The blog's pagination: the numbered items, previous and next, and the page and search links.
import { describe, expect, it } from "vitest";
import {
  type PaginationItem,
  hasNext,
  hasPrevious,
  pageHref,
  paginationItems,
  searchHref,
} from "#app/features/blog/blog.ts";

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
