// The client-rendered comparison build (decision 017): the site's own app
// folder built in React Router's SPA mode into build-spa/. It lives here so the
// site's own configuration carries no benchmark code.
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "../../../app",
  buildDirectory: "../../../build-spa",
  ssr: false,
  // Route modules stay whole: the loaders the build turns into clientLoaders
  // (../plugin.ts) are not split into chunks of their own.
  splitRouteModules: false,
} satisfies Config;
