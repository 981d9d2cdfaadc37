// The URLs of the page's browser modules (see inline/script-loader.ts): in
// development Vite's source modules with hot reload, in production the hashed
// files named by the islands build's manifest (vite.islands.config.ts).
import {
  type IslandBuild,
  type Manifest,
  type ModuleChunks,
  chunkFilesOf,
} from "#app/platform/islands/island-chunks.ts";
import type { PageModules } from "#app/platform/islands/inline/script-loader.ts";
import { type IslandName, islandNameOf } from "#app/platform/islands/registry.ts";
import { BROWSER_ENTRIES, DEV_REFRESH_MODULE, HYDRATE_MODULE } from "#app/platform/islands/browser-entries.ts";

// Bundled into the server build when it is made (the islands build runs first).
const manifests = import.meta.glob<Manifest>("/build-islands/.vite/manifest.json", { eager: true, import: "default" });
const moduleChunkMaps = import.meta.glob<ModuleChunks>("/build-islands/.vite/module-chunks.json", {
  eager: true,
  import: "default",
});
const manifest = Object.values(manifests)[0];
const islandBuild: IslandBuild | undefined = manifest
  ? { manifest, moduleChunks: Object.values(moduleChunkMaps)[0] ?? {} }
  : undefined;

function fromManifest(): PageModules | undefined {
  const shell = manifest?.[BROWSER_ENTRIES.shell];
  const islands = manifest?.[BROWSER_ENTRIES.islands];
  // Only a build made without `npm run build` lacks them (the benchmark's
  // client-rendered comparison, say); scripts/finish-build.ts makes sure the
  // site's own pages load them.
  if (!islandBuild || !shell || !islands) return undefined;
  return { shell: `/${shell.file}`, islands: `/${islands.file}`, preload: chunkFilesOf(islandBuild, HYDRATE_MODULE) };
}

export const pageModules: PageModules | undefined = import.meta.env.DEV
  ? {
      before: ["/@vite/client", `/${DEV_REFRESH_MODULE}`],
      shell: `/${BROWSER_ENTRIES.shell}`,
      islands: `/${BROWSER_ENTRIES.islands}`,
    }
  : fromManifest();

const hydrateModules = new Set(pageModules?.preload);
const islandFiles = new Map<IslandName, readonly string[]>();

/**
 * The files an island's code needs beyond React and the hydration module (its
 * chunk and the chunks it imports), which the inline loader fetches beside
 * the runtime for an island that hydrates without a touch. None in
 * development, where Vite serves the source modules.
 */
export function islandModules(name: IslandName): readonly string[] {
  if (import.meta.env.DEV || !islandBuild) return [];
  // The build does not change while the server runs: each island's files are worked out once, not per page.
  let files = islandFiles.get(name);
  if (!files) {
    const source = Object.keys(islandBuild.moduleChunks).find((file) => islandNameOf(`/${file}`) === name);
    files = source ? chunkFilesOf(islandBuild, source).filter((file) => !hydrateModules.has(file)) : [];
    islandFiles.set(name, files);
  }
  return files;
}
