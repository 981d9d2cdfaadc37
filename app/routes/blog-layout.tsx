import { Outlet } from "react-router";
import type { Route } from "./+types/blog-layout";
import { sitePageHandle } from "~/lib/route-handle";
import { business } from "~/content/business";

export const handle = sitePageHandle;

// Every blog page points feed readers at the RSS feed.
export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: `${business.name} blog`, href: "/blog/rss.xml" },
];

export default function BlogLayout() {
  return <Outlet />;
}
