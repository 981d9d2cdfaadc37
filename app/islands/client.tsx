// The browser entry of the islands: finds every island on the page and
// hydrates it with hydrateRoot when its strategy says (island.tsx), each
// component loaded on demand from the registry. The page's inline loader
// imports this module after the first paint, and only when the page holds an
// island that needs it (scriptLoaderSource in ~/lib/island-loader).
import { startTransition, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import * as z from "zod/mini";
import { hasStoredQuote, type HydrateStrategy } from "~/lib/island-loader";
import { hydrateIslandElement } from "./hydrate";
import type { IslandProps } from "./island";
import { getQuote, subscribeToQuote } from "./quote-store";
import { islandRegistry, type IslandName } from "./registry";
import { SiteToaster } from "./site-toaster";

// The site's CSP allows no eval; without this zod would probe for it with new Function().
z.config({ jitless: true });

/** How far ahead of the viewport a `visible` island starts hydrating. */
const VISIBLE_MARGIN = "200px";
/** The longest a `idle` island waits for the browser to become idle. */
const IDLE_TIMEOUT_MS = 2_000;

async function hydrate(element: HTMLElement) {
  const name = element.dataset.island as IslandName;
  const load = islandRegistry[name] as (() => Promise<{ default: ComponentType<object> }>) | undefined;
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const { default: Component } = await load();
  startTransition(() => {
    // A mismatch is a bug to fix, but the visitor keeps a working island
    // (React re-renders it on the client) and the report reaches the log.
    hydrateIslandElement(element, Component as ComponentType<IslandProps>, (error) => console.error(error));
  });
}

function whenIdle(task: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 1);
}

let visibility: IntersectionObserver | null = null;
/**
 * The wrapper has `display: contents`, so it has no box and never intersects
 * the viewport: what it holds is watched instead, and the first of its
 * elements to come near the viewport hydrates the island.
 */
function whenVisible(element: HTMLElement, task: () => void) {
  const targets = [...element.children];
  if (targets.length === 0) return whenIdle(task);
  visibility ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const pending = pendingVisible.get(entry.target);
        if (!pending) continue;
        for (const target of pending.targets) {
          visibility?.unobserve(target);
          pendingVisible.delete(target);
        }
        pending.task();
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  const pending = { targets, task };
  for (const target of targets) {
    pendingVisible.set(target, pending);
    visibility.observe(target);
  }
}
const pendingVisible = new Map<Element, { targets: Element[]; task: () => void }>();

const INTERACTIONS = ["focusin", "pointerdown", "touchstart"] as const;
function whenTouched(element: HTMLElement, task: () => void) {
  const start = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start);
    task();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
}

function schedule(element: HTMLElement) {
  const run = () => void hydrate(element).catch((error: unknown) => console.error(error));
  const strategy = element.dataset.hydrate as HydrateStrategy;
  switch (strategy) {
    case "load":
      return run();
    case "visible":
      return whenVisible(element, run);
    case "interaction":
      return whenTouched(element, run);
    case "stored-quote":
      // The header's quote count: only worth React once there is a quote,
      // whether the visitor came with one or adds the first item on this page.
      if (hasStoredQuote(localStorageOrNull())) whenIdle(run);
      else whenQuoteStarts(run);
      return;
    default:
      return whenIdle(run);
  }
}

function whenQuoteStarts(task: () => void) {
  const unsubscribe = subscribeToQuote(() => {
    if (getQuote().items.length === 0) return;
    unsubscribe();
    task();
  });
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** One toaster per page, shared by every island (sonner keeps one queue per module). */
function mountToaster() {
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(<SiteToaster />);
}

export function startIslands() {
  mountToaster();
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    // An island inside another (Add to Quote in a list of search results) is
    // hydrated with the one around it.
    if (element.parentElement?.closest("[data-island]")) continue;
    schedule(element);
  }
}

startIslands();
