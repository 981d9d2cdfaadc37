// The last step of `npm run build`, after the islands and the React Router
// builds: puts the islands' files beside the app's hashed assets, checks the
// pages the build rendered to inspect and deletes them (the server renders
// every page with its own settings, decision 060), builds /sw.js
// (app/platform/offline/service-worker.ts with this build's version and the offline page's
// files to precache), and compresses every hashed asset once, with brotli at
// its highest level and gzip, so the server sends them without compressing
// on each request.
import { createHash } from "node:crypto";
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";
import { precacheUrls } from "#app/platform/offline/service-worker-rules.ts";
import { pagesTheBuildInspects } from "#app/features/site/site-pages.ts";

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build", "client");
const assetsDir = path.join(clientDir, "assets");

cpSync(path.join(root, "build-islands", "assets"), assetsDir, { recursive: true });
// The pages were rendered with the islands build's file names: a page that
// names none would load no script at all. (/about: home is built from the
// catalogue and rendered per request, decision 042.)
if (!readFileSync(path.join(clientDir, "about", "index.html"), "utf8").includes('"islands":"/assets/client-')) {
  throw new Error("The prerendered pages do not load the island runtime: build the islands before the app.");
}
// A page whose island hydrates untouched fetches React beside the runtime, not after it: that needs
// the server to find the chunk holding the hydration module (app/platform/islands/island-chunks.ts).
if (!readFileSync(path.join(clientDir, "contact", "index.html"), "utf8").includes('"preload":["/assets/')) {
  throw new Error("The contact page does not fetch React beside the island runtime: no chunk found for it.");
}
const offlineHtml = readFileSync(path.join(clientDir, "offline", "index.html"), "utf8");
const fonts = readdirSync(path.join(clientDir, "assets")).filter((file) => file.endsWith(".woff2"));
const precache = precacheUrls(offlineHtml, fonts);
// The version changes whenever what is precached changes (hashed names) or the offline page does.
const version = createHash("sha256").update(JSON.stringify(precache)).update(offlineHtml).digest("hex").slice(0, 12);
// Read, not served: a page carries settings (the site's address, the tag manager) the server fills in at start.
for (const page of pagesTheBuildInspects) {
  rmSync(path.join(clientDir, page.slice(1)), { recursive: true, force: true });
  rmSync(path.join(clientDir, `${page.slice(1)}.data`), { force: true });
}

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
      entry: path.join(root, "app", "platform", "offline", "service-worker.ts"),
      formats: ["iife"],
      name: "siteServiceWorker",
      fileName: () => "sw.js",
    },
  },
});
console.log(`Service worker ${version}: ${precache.length} files precached`);

/** Files that compress: text. Fonts (woff2) and images in compressed formats are sent as they are. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map)$/;

let compressed = 0;
for (const file of readdirSync(assetsDir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const source = readFileSync(path.join(assetsDir, file));
  writeFileSync(
    path.join(assetsDir, `${file}.br`),
    brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
  );
  writeFileSync(path.join(assetsDir, `${file}.gz`), gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
  compressed += 1;
}
console.log(`Assets: ${compressed} files compressed (brotli and gzip)`);
