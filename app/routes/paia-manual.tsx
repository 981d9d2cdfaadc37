import type { Route } from "./+types/paia-manual";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { NoticePage } from "#app/features/site/sections/notice-blocks.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { paiaManual as manual } from "#app/features/privacy/content/paia-manual.ts";

const trail = [{ name: manual.title, path: "/paia-manual" }];

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: manual.title, description: manual.description, breadcrumbs: trail });

export default function PaiaManual() {
  return <NoticePage eyebrow="PAIA" notice={manual} trail={trail} />;
}
