// The one rule for redirects to a client-supplied address (issue 32, item 15):
// a same-origin path, parsed as a URL, without control characters.
import { describe, expect, it } from "vitest";
import { RETURN_PATH_MAX, safeReturnPath } from "#app/platform/http/safe-return-path.ts";

const home = { fallback: "/" };

describe("safeReturnPath", () => {
  it.each(["/", "/about", "/about?from=x", "/catalogue/products#speakers", "/blog?page=2&tag=weddings"])(
    "keeps the path %j",
    (target) => {
      expect(safeReturnPath(target, home)).toBe(target);
    },
  );

  it.each([
    // Issue 32: a tab (or a newline) is dropped by the browser, which then reads "//evil.example".
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r/evil.example",
    "/ /evil.example",
    "/\u0000/evil.example",
    "/\u2028/evil.example",
    "//evil.example",
    "//evil.example/about",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "about",
    "",
    "/../\u002f/evil.example",
    "/..//evil.example",
    "/\uD800",
    `/${"a".repeat(RETURN_PATH_MAX)}`,
  ])("refuses %j", (target) => {
    expect(safeReturnPath(target, home)).toBe("/");
  });

  it("refuses what is not a string", () => {
    for (const target of [null, undefined, 42, ["/about"], { toString: () => "/about" }])
      expect(safeReturnPath(target, home)).toBe("/");
  });

  it("answers percent-encoded ASCII a Location header always takes", () => {
    const target = safeReturnPath("/blog/caf\u00e9?q=\u4e2d#\u00e9", home);
    expect(target).toBe("/blog/caf%C3%A9?q=%E4%B8%AD#%C3%A9");
    expect(() => new Headers({ Location: target })).not.toThrow();
    // An encoded tab is an ordinary path segment, never a second slash.
    expect(safeReturnPath("/%09/evil.example", home)).toBe("/%09/evil.example");
  });

  it("holds a target within a section when asked", () => {
    const staff = { fallback: "/admin", within: "/admin" };
    expect(safeReturnPath("/admin/leads?status=open", staff)).toBe("/admin/leads?status=open");
    for (const target of ["/administrator", "/admin/../about", "/admin/%2e%2e/about", "/about"])
      expect(safeReturnPath(target, staff)).toBe("/admin");
  });
});
