import type { Route } from "./+types/sitemap.xml";
import { publicPages } from "~/content/site-pages";
import { renderSitemap } from "~/lib/sitemap";
import { catalogueFrom } from "~/server/catalogue/catalogue-context.server";
import { getEnv } from "~/server/env.server";

/** Rendered per request from the published catalogue; the server sets its caching (decision 042). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(renderSitemap(publicPages(catalogueFrom(context).data), getEnv().SITE_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
