// The service worker's rules, kept pure so they can be tested: which requests
// it answers and how. Pages always come from the network when there is one
// (a visitor never sees a stale page or price); only when the network fails
// does a navigation get the offline page. Hashed build files never change, so
// they are served from the cache once fetched.

export const OFFLINE_PATH = "/offline";
export const CACHE_PREFIX = "ssh-shell-";

export type FetchStrategy = "network-then-offline" | "cache-first" | "network-only";

export interface RequestFacts {
  method: string;
  url: string;
  /** Request.mode: "navigate" for a page load. */
  mode: string;
}

export function strategyFor(request: RequestFacts, origin: string): FetchStrategy {
  if (request.method !== "GET") return "network-only";
  const url = new URL(request.url);
  if (url.origin !== origin) return "network-only";
  if (request.mode === "navigate") return "network-then-offline";
  if (url.pathname.startsWith("/assets/")) return "cache-first";
  return "network-only";
}

/** The cache of one build: a new build's worker starts a new cache and deletes the old ones. */
export function cacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

export function isStaleCache(name: string, version: string): boolean {
  return name.startsWith(CACHE_PREFIX) && name !== cacheName(version);
}

/**
 * What to fetch when the worker installs: the offline page and the files it
 * needs (its stylesheet, scripts and images, and the fonts the stylesheet
 * loads), found in its prerendered HTML.
 */
export function precacheUrls(offlineHtml: string, fontFiles: readonly string[]): string[] {
  const referenced = [...offlineHtml.matchAll(/(?:href|src)="(\/assets\/[^"?#]+)"/g)].map((match) => match[1] ?? "");
  const fonts = fontFiles.map((file) => `/assets/${file}`);
  return [OFFLINE_PATH, ...new Set([...referenced, ...fonts].filter(Boolean))].sort((a, b) =>
    a === OFFLINE_PATH ? -1 : b === OFFLINE_PATH ? 1 : a.localeCompare(b),
  );
}
