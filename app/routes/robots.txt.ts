import { robotsDisallow } from "~/content/site-pages";
import { getEnv } from "~/server/env.server";
import { renderRobots } from "~/lib/sitemap";

export function loader() {
  return new Response(renderRobots(getEnv().SITE_URL, robotsDisallow), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
