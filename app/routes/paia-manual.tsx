import type { Route } from "./+types/paia-manual";
import { sitePageHandle } from "~/lib/route-handle";
import { NoticePage } from "~/components/sections/notice-blocks";
import { pageMeta } from "~/components/seo/page-meta";
import { paiaManual as manual } from "~/content/paia-manual";

const trail = [{ name: manual.title, path: "/paia-manual" }];

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: manual.title, description: manual.description, breadcrumbs: trail });

export default function PaiaManual() {
  return <NoticePage eyebrow="PAIA" notice={manual} trail={trail} />;
}
