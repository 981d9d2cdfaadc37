// The server's island renderer (see IslandRenderer in island.tsx): one per
// page render, so prefixes count from the top of each page.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { IslandRenderer } from "#app/platform/islands/island.tsx";
import type { IslandName } from "#app/platform/islands/registry.ts";

export function createIslandRenderer(modules: (name: IslandName) => readonly string[] = () => []): IslandRenderer {
  let count = 0;
  return {
    idPrefix: (name) => `${name}-${(count += 1)}-`,
    modules,
    renderToString: (content: ReactNode, idPrefix: string) => renderToString(content, { identifierPrefix: idPrefix }),
  };
}
