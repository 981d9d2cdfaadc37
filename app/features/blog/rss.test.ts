import { describe, expect, it } from "vitest";
import { renderRss, rfc822 } from "#app/features/blog/rss.ts";

describe("renderRss", () => {
  it("writes an RSS 2.0 channel with escaped items", () => {
    const xml = renderRss({
      title: "Sandton Sound Hire blog",
      link: "https://www.sandtonsoundhire.co.za/blog",
      description: "Guides & tips",
      feedUrl: "https://www.sandtonsoundhire.co.za/blog/rss.xml",
      items: [
        {
          title: "Mics <b>& more</b>",
          link: "https://www.sandtonsoundhire.co.za/blog/choosing-microphones",
          description: "Handheld, lapel & headset",
          publishedAt: "2026-07-15T09:00:00+02:00",
          categories: ["Technical Tips"],
        },
      ],
    });
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain("<title>Mics &lt;b&gt;&amp; more&lt;/b&gt;</title>");
    expect(xml).toContain("<pubDate>Wed, 15 Jul 2026 07:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>Technical Tips</category>");
    expect(xml).toContain("<description>Guides &amp; tips</description>");
  });

  it("formats dates as RFC 822", () => {
    expect(rfc822("2026-11-21T10:00:00Z")).toBe("Sat, 21 Nov 2026 10:00:00 GMT");
  });
});
