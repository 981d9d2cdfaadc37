// Starts the site. Production (NODE_ENV=production) runs the server build,
// which holds the whole app (server/app.ts and the routes, bundled once).
// Development runs the same server/app.ts through Vite, which serves the
// browser modules with hot reload and renders with the current source.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as App from "./app.ts";

const root = path.resolve(import.meta.dirname, "..");

async function production() {
  const serverBuildFile = path.join(root, "build", "server", "index.js");
  if (!existsSync(serverBuildFile)) {
    console.error("No production build found. Run `npm run build` first (or `npm start`, which builds).");
    process.exit(1);
  }
  const app = (await import(pathToFileURL(serverBuildFile).href)) as typeof App;
  await app.startServer({ root });
}

async function development() {
  const { createServer, isRunnableDevEnvironment } = await import("vite");
  // Hot reload talks over a WebSocket of its own: HMR_PORT, or a port derived
  // from the site's so that several checkouts can run side by side.
  const socketPort = Number(process.env.HMR_PORT || Number(process.env.PORT || 3000) + 20_000);
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: { port: socketPort } },
    appType: "custom",
  });
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's ssr environment cannot run modules");
  const appSource = path.join(root, "server", "app.ts");
  const app = (await ssr.runner.import(appSource)) as typeof App;
  await app.startServer({
    root,
    dev: {
      middlewares: vite.middlewares,
      loadApp: async () => (await ssr.runner.import(appSource)) as typeof App,
      close: () => vite.close(),
      socketOrigin: `ws://*:${socketPort}`,
    },
  });
}

(process.env.NODE_ENV === "production" ? production() : development()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
