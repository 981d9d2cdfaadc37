// The server's island renderer (see IslandRenderer in island.tsx): one per
// page render, so prefixes count from the top of each page.
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { IslandRenderer } from "./island";

export function createIslandRenderer(): IslandRenderer {
  let count = 0;
  return {
    idPrefix: (name) => `${name}-${(count += 1)}-`,
    renderToString: (content: ReactNode, idPrefix: string) => renderToString(content, { identifierPrefix: idPrefix }),
  };
}
