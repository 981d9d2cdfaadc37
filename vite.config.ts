import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { BROWSER_ENTRIES } from "./app/platform/islands/browser-entries.ts";
import { inlineScripts } from "./app/platform/islands/bundler/inline-script-plugin.ts";

export default defineConfig({
  plugins: [inlineScripts(), tailwindcss(), reactRouter()],
  build: {
    // SVG illustrations stay files so they can lazy-load and be cached.
    assetsInlineLimit: 0,
  },
  // Development: find the browser's dependencies from the island modules at
  // start, so a first visit does not stop to bundle them and reload the page.
  optimizeDeps: {
    entries: [BROWSER_ENTRIES.islands, "app/**/*.island.tsx", BROWSER_ENTRIES.shell],
    // Server-only packages (the database, the metrics) that the dev server's module graph shows the
    // browser's optimizer: found after the first page, they made it re-bundle and reload the page.
    exclude: ["kysely", "prom-client"],
  },
  environments: {
    // The server build's entry is the HTTP server itself, which re-exports
    // the React Router build: one bundle, one copy of every module.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
