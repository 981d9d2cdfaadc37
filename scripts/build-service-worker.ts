// Builds /sw.js after the site build: bundles app/sw/service-worker.ts with
// this build's version and the offline page's files to precache. Runs as part
// of `npm run build`.
import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { precacheUrls } from "../app/lib/service-worker.ts";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build", "client");
const offlineHtml = readFileSync(path.join(clientDir, "offline", "index.html"), "utf8");
const fonts = readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".woff2"));
const precache = precacheUrls(offlineHtml, fonts);
// The version changes whenever what is precached changes (hashed names) or the offline page does.
const version = createHash("sha256").update(JSON.stringify(precache)).update(offlineHtml).digest("hex").slice(0, 12);

await build({
  configFile: false,
  logLevel: "warn",
  root,
  define: { __SW_VERSION__: JSON.stringify(version), __SW_PRECACHE__: JSON.stringify(precache) },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    minify: true,
    lib: {
      entry: path.join(root, "app", "sw", "service-worker.ts"),
      formats: ["iife"],
      name: "siteServiceWorker",
      fileName: () => "sw.js",
    },
  },
});
console.log(`Service worker ${version}: ${precache.length} files precached`);
