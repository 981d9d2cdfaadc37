// Vite for the client-rendered comparison build (see react-router.config.ts beside it).
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { spaServerData } from "../plugin.ts";
import { inlineScripts } from "../../../app/platform/islands/bundler/inline-script-plugin.ts";

const appDirectory = path.resolve(import.meta.dirname, "../../../app");

export default defineConfig({
  plugins: [inlineScripts(), tailwindcss(), spaServerData({ appDirectory }), reactRouter()],
  resolve: { alias: { "~": appDirectory } },
  build: { assetsInlineLimit: 0 },
});
