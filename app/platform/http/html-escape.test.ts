import { describe, expect, it } from "vitest";
import { escapeHtml } from "#app/platform/http/html-escape.ts";

describe("escapeHtml", () => {
  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;",
    );
  });

  it("neutralises a script injection", () => {
    const escaped = escapeHtml("<script>alert(1)</script>");
    expect(escaped).not.toContain("<");
    expect(escaped).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("escapes an ampersand that already looks like an entity", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });

  it("leaves ordinary text and non-ASCII alone", () => {
    expect(escapeHtml("Jane Smith, Sandton — R1 500")).toBe("Jane Smith, Sandton — R1 500");
    expect(escapeHtml("")).toBe("");
  });
});
