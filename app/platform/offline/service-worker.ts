/// <reference lib="webworker" />
// The site's service worker (built to /sw.js by scripts/build-service-worker.ts,
// which fills in the build's version and the files to precache). Rules in
// app/platform/offline/service-worker-rules.ts.
import { OFFLINE_PATH, cacheName, isStaleCache, strategyFor } from "#app/platform/offline/service-worker-rules.ts";

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

const worker = self as unknown as ServiceWorkerGlobalScope;
const CACHE = cacheName(__SW_VERSION__);

worker.addEventListener("install", (event) => {
  // A new build takes over at once: pages are never cached, and hashed files
  // of the old build stay fetchable from the network.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__SW_PRECACHE__))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => isStaleCache(name, __SW_VERSION__)).map((name) => caches.delete(name))),
      )
      .then(() => worker.clients.claim()),
  );
});

async function networkThenOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PATH, { cacheName: CACHE });
    return offline ?? Response.error();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}

worker.addEventListener("fetch", (event) => {
  const strategy = strategyFor(event.request, worker.location.origin);
  if (strategy === "network-then-offline") event.respondWith(networkThenOffline(event.request));
  else if (strategy === "cache-first") event.respondWith(cacheFirst(event.request));
  // network-only: not answered here, so the browser fetches it as if there were no worker.
});
