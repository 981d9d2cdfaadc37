// Every island by name, each loaded on demand: the browser fetches an
// island's code only when a page holds it. Each module's default export is
// the component; its named `…Island` export is what pages render.
import type { ComponentType } from "react";

type IslandModule = { default: ComponentType<never> };

export const islandRegistry = {
  "add-to-quote": () => import("./add-to-quote"),
  "bundle-browser": () => import("./bundle-browser"),
  "catalogue-search": () => import("./catalogue-search"),
  "catalogue-section": () => import("./catalogue-section"),
  "equipment-assistant": () => import("./equipment-assistant"),
  "quote-count": () => import("./quote-count"),
  "quote-drawer": () => import("./quote-drawer"),
  "quote-request": () => import("./quote-request"),
  "share-popover": () => import("./share-popover"),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof islandRegistry;
