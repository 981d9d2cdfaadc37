// RSS 2.0 for the blog. Everything from content is escaped.
import { escapeHtml } from "#app/platform/http/html-escape.ts";

export interface RssItem {
  title: string;
  link: string;
  description: string;
  /** ISO-8601. */
  publishedAt: string;
  categories: readonly string[];
}

export interface RssChannel {
  title: string;
  link: string;
  description: string;
  feedUrl: string;
  items: readonly RssItem[];
}

/** RFC 822 date, as RSS 2.0 requires. */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

export function renderRss(channel: RssChannel): string {
  const items = channel.items
    .map(
      (item) => `    <item>
      <title>${escapeHtml(item.title)}</title>
      <link>${escapeHtml(item.link)}</link>
      <guid isPermaLink="true">${escapeHtml(item.link)}</guid>
      <description>${escapeHtml(item.description)}</description>
      <pubDate>${rfc822(item.publishedAt)}</pubDate>
${item.categories.map((category) => `      <category>${escapeHtml(category)}</category>`).join("\n")}
    </item>`,
    )
    .join("\n");
  const newest = channel.items[0]?.publishedAt;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(channel.title)}</title>
    <link>${escapeHtml(channel.link)}</link>
    <description>${escapeHtml(channel.description)}</description>
    <language>en-za</language>
    <atom:link href="${escapeHtml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}
