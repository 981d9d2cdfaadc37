import type { Route } from "./+types/sitemap.xml";
import { publicPages } from "#app/features/site/site-pages.ts";
import { renderSitemap } from "#app/features/site/seo/sitemap.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { getEnv } from "#app/platform/config/env.server.ts";

/** Rendered per request from the published catalogue; the server sets its caching (decision 042). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderSitemap(publicPages(catalogueFrom(context).data), getEnv().SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
