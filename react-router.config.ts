import type { Config } from "@react-router/dev/config";
import { pagesTheBuildInspects } from "#app/features/site/site-pages.ts";

export default {
  ssr: true,
  // Every page is rendered by the Node server: content pages once when it
  // starts, with its settings, the others per request (decision 060). The
  // build renders three pages only to check what it built; it deletes them.
  prerender: {
    paths: [...pagesTheBuildInspects],
    concurrency: 2,
  },
} satisfies Config;
