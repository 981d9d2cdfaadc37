import type { Route } from "./+types/server-error";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { ErrorPage } from "#app/ui/pages/error-page.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Something went wrong",
    description: "An error occurred on our side. Our team has been notified.",
    noindex: true,
  });

export default function ServerError() {
  return <ErrorPage />;
}
