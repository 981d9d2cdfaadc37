import { describe, expect, it } from "vitest";
import { jsonForHtml } from "#app/platform/http/json-in-html.ts";

describe("jsonForHtml", () => {
  it("writes no character that could end or change the data block", () => {
    const value = { name: "</script><!-- & >", line: "a\u2028b\u2029c" };
    const text = jsonForHtml(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(value);
  });
});
