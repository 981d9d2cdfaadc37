import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "#app/features/site/site-pages.ts";

export default {
  ssr: true,
  // Content pages are rendered to HTML at build time; everything else is
  // rendered per request by the Node server.
  prerender: {
    paths: prerenderPaths(),
    concurrency: 2,
  },
} satisfies Config;
