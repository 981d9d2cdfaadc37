import type { Route } from "./+types/server-error";
import { sitePageHandle } from "~/lib/route-handle";
import { ErrorPage } from "~/components/pages/error-page";
import { pageMeta } from "~/components/seo/page-meta";

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
