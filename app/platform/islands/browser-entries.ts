// Where the app keeps its browser entries, by convention (as React Router
// expects app/root.tsx): the islands build bundles them
// (vite.islands.config.ts) and the server names their files to the page
// (page-modules.server.ts). They live outside the platform because they
// compose the features: the platform's runtime is started from there.

/** Project-relative source paths, as the islands build's manifest names them. */
export const BROWSER_ENTRIES = {
  /** The island runtime, started with what the features name. */
  islands: "app/browser/islands.ts",
  /** The non-visual duties every page has. */
  shell: "app/browser/shell.ts",
} as const;

/** What the runtime imports before the first island hydrates: React and the hydration module. */
export const HYDRATE_MODULE = "app/platform/islands/hydrate.tsx";

/** Development only: React Refresh for islands, loaded before the entries. */
export const DEV_REFRESH_MODULE = "app/platform/islands/dev-refresh.ts";
