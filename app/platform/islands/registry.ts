// Every island by name, each loaded on demand: the browser fetches an
// island's code only when a page holds it. The registry is the set of
// `*.island.tsx` files under app/, found by the bundler when it builds: an
// island is added by writing its file, and its name is the file's (the
// `island("name", …)` call in it must say the same; registry.test.ts checks).
// Each module's default export is the component; its named `…Island` export
// is what pages render.
import type { ComponentType } from "react";

type IslandModule = { default: ComponentType<never> };

/** An island's name: its file's name without `.island.tsx`. */
export type IslandName = string;

const ISLAND_FILE = /\/([a-z0-9-]+)\.island\.tsx$/;

/** The island a source file holds, or undefined for any other file. */
export function islandNameOf(file: string): IslandName | undefined {
  return ISLAND_FILE.exec(file)?.[1];
}

const islandFiles = import.meta.glob<IslandModule>(["/app/**/*.island.tsx"]);

export const islandRegistry: Readonly<Record<IslandName, () => Promise<IslandModule>>> = Object.fromEntries(
  Object.entries(islandFiles).map(([file, load]) => [islandNameOf(file), load]),
);
