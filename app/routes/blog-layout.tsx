import { Outlet } from "react-router";
import type { Route } from "./+types/blog-layout";
import { blogPageHandle } from "#app/platform/islands/route-handle.ts";
import { business } from "#app/platform/business.ts";

export const handle = blogPageHandle;

// Every blog page points feed readers at the RSS feed.
export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: `${business.name} blog`, href: "/blog/rss.xml" },
];

// Blog pages are rendered per request so their relative times are true when
// read (decision 047): the instant of rendering is every post time's "now".
export function loader() {
  return { renderedAt: new Date().toISOString() };
}

export default function BlogLayout() {
  return <Outlet />;
}
