import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/site-pages";

// SPA_BUILD=1 builds the same app as a client-rendered single-page app into
// build-spa/, for the benchmark's comparison only (bench/spa.ts, decision 017).
const spaComparison = process.env.SPA_BUILD === "1";

export default (spaComparison
  ? // Route modules stay whole: the loaders the build turns into clientLoaders
    // (bench/spa/plugin.ts) are not split into chunks of their own.
    { ssr: false, buildDirectory: "build-spa", splitRouteModules: false }
  : {
      ssr: true,
      // Content pages are rendered to HTML at build time; everything else is
      // rendered per request by the Node server.
      prerender: {
        paths: prerenderPaths(),
        concurrency: 2,
      },
    }) satisfies Config;
