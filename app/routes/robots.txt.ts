import { robotsDisallow } from "#app/features/site/site-pages.ts";
import { getEnv } from "#app/platform/config/env.server.ts";
import { renderRobots } from "#app/features/site/seo/sitemap.ts";

export function loader() {
  return new Response(renderRobots(getEnv().SITE_URL, robotsDisallow), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
