import { describe, expect, it } from "vitest";
import { contentEtag, etagMatches } from "#app/platform/http/etag.server.ts";

describe("ETags", () => {
  it("names content: the same text the same tag, any change another", () => {
    expect(contentEtag("<p>3 days ago</p>")).toBe(contentEtag("<p>3 days ago</p>"));
    expect(contentEtag("<p>4 days ago</p>")).not.toBe(contentEtag("<p>3 days ago</p>"));
    expect(contentEtag("x")).toMatch(/^W\/"[\w-]{22}"$/);
  });

  it("matches If-None-Match by weak comparison, in a list or as *", () => {
    const etag = 'W/"abc123.rev-1"';
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches('"abc123.rev-1"', etag)).toBe(true);
    expect(etagMatches(`W/"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches("*", etag)).toBe(true);
    expect(etagMatches('W/"abc123.rev-2"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches(null, etag)).toBe(false);
    expect(etagMatches("", etag)).toBe(false);
  });
});
