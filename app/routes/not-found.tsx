import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { NotFoundPage } from "#app/features/site/not-found-page.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { logWarn } from "#app/platform/log/log.server.ts";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  logWarn("not_found", { path: url.pathname, referer: request.headers.get("referer") ?? undefined });
  return data(null, { status: 404 });
}

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Page Not Found",
    description: "The page you were looking for could not be found.",
    noindex: true,
  });

export default function NotFound() {
  return <NotFoundPage />;
}
