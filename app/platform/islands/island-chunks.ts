// Which hashed files the browser needs for a source module of the islands
// build: the chunk that holds it and every chunk that chunk imports
// statically. Vite's manifest names a module only when it is the face of a
// chunk of its own; a module the build put into a shared chunk (an island
// grouped with the code it shares, vite.islands.config.ts) is found through
// the build's module map instead.

export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
/** Source module (relative to the project) to the file of the chunk that holds it. */
export type ModuleChunks = Record<string, string>;

export interface IslandBuild {
  manifest: Manifest;
  moduleChunks: ModuleChunks;
}

/**
 * The URLs of the chunk holding `source` and of everything it imports
 * statically, each once, the chunk itself first. Empty when the build does
 * not know the module.
 */
export function chunkFilesOf(build: IslandBuild, source: string): string[] {
  const byFile = new Map(Object.values(build.manifest).map((chunk) => [chunk.file, chunk]));
  const start = build.manifest[source]?.file ?? build.moduleChunks[source];
  if (!start) return [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) {
      const importedFile = build.manifest[imported]?.file;
      if (importedFile) visit(importedFile);
    }
  };
  visit(start);
  return [...seen].map((file) => `/${file}`);
}
