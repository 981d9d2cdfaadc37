// Every island by name, each loaded on demand: the browser fetches an
// island's code only when a page holds it. Each module's default export is
// the component; its named `…Island` export is what pages render.
import type { ComponentType } from "react";

type IslandModule = { default: ComponentType<never> };

export const islandRegistry = {
  "add-to-quote": () => import("./add-to-quote"),
  "bundle-browser": () => import("./bundle-browser"),
  "call-back-form": () => import("./call-back-form"),
  "catalogue-search": () => import("./catalogue-search"),
  "catalogue-section": () => import("./catalogue-section"),
  "contact-form": () => import("./contact-form"),
  "equipment-assistant": () => import("./equipment-assistant"),
  "live-quote": () => import("./live-quote"),
  "map-embed": () => import("./map-embed"),
  "partner-application-form": () => import("./partner-application-form"),
  "privacy-request-form": () => import("./privacy-request-form"),
  "quote-count": () => import("./quote-count"),
  "quote-drawer": () => import("./quote-drawer"),
  "quote-request": () => import("./quote-request"),
  "reload-button": () => import("./reload-button"),
  "share-button": () => import("./share-button"),
  "share-popover": () => import("./share-popover"),
  "sidebar-call-back-form": () => import("./sidebar-call-back-form"),
  "subscribe-form": () => import("./subscribe-form"),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof islandRegistry;
