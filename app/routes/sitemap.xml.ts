import { publicPages } from "~/content/site-pages";
import { getEnv } from "~/server/env.server";
import { renderSitemap } from "~/lib/sitemap";

export function loader() {
  return new Response(renderSitemap(publicPages(), getEnv().SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
