import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { sitePageHandle } from "~/lib/route-handle";
import { NotFoundPage } from "~/components/pages/not-found-page";
import { pageMeta } from "~/components/seo/page-meta";
import { logWarn } from "~/server/log.server";

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
