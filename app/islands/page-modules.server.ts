// The URLs of the page's browser modules (see ~/lib/island-loader): in
// development Vite's source modules with hot reload, in production the hashed
// files named by the islands build's manifest (vite.islands.config.ts).
import type { PageModules } from "~/lib/island-loader";
import type { IslandName } from "./registry";

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const SHELL_SOURCE = "app/browser/shell.ts";
const ISLANDS_SOURCE = "app/islands/client.tsx";
const HYDRATE_SOURCE = "app/islands/hydrate.tsx";

// Bundled into the server build when it is made (the islands build runs first).
const manifests = import.meta.glob<Manifest>("/build-islands/.vite/manifest.json", { eager: true, import: "default" });

function fromManifest(): PageModules | undefined {
  const manifest = Object.values(manifests)[0];
  const shell = manifest?.[SHELL_SOURCE];
  const islands = manifest?.[ISLANDS_SOURCE];
  // Only a build made without `npm run build` lacks them (the benchmark's
  // client-rendered comparison, say); scripts/finish-build.ts makes sure the
  // site's own pages load them.
  if (!shell || !islands) return undefined;
  return { shell: `/${shell.file}`, islands: `/${islands.file}`, preload: staticImports(manifest, HYDRATE_SOURCE) };
}

/** The file of a manifest entry and of everything it imports statically: React, for the hydration module. */
function staticImports(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => staticImports(manifest, imported, seen))];
}

export const pageModules: PageModules | undefined = import.meta.env.DEV
  ? {
      before: ["/@vite/client", "/app/islands/dev-refresh.ts"],
      shell: `/${SHELL_SOURCE}`,
      islands: `/${ISLANDS_SOURCE}`,
    }
  : fromManifest();

const hydrateModules = new Set(pageModules?.preload);

/**
 * The files an island's code needs beyond React and the hydration module (its
 * chunk and the chunks it imports), which the inline loader fetches beside
 * the runtime for an island that hydrates without a touch. None in
 * development, where Vite serves the source modules.
 */
export function islandModules(name: IslandName): string[] {
  const manifest = Object.values(manifests)[0];
  if (import.meta.env.DEV || !manifest) return [];
  return staticImports(manifest, `app/islands/${name}.tsx`).filter((file) => !hydrateModules.has(file));
}
