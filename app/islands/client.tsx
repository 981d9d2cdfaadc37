// The browser entry of the islands: finds every island on the page and
// hydrates it with hydrateRoot when its strategy says (island.tsx), each
// component loaded on demand from the registry. The page's inline loader
// imports this module after the first paint, and only when the page holds an
// island that needs it (islandScriptNeeded in ~/lib/island-loader).
import { startTransition, StrictMode, useEffect, type ComponentType, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import * as z from "zod/mini";
import { hasStoredQuote, type HydrateStrategy } from "~/lib/island-loader";
import { getQuote, subscribeToQuote } from "./quote-store";
import { islandRegistry, type IslandName } from "./registry";
import { SiteToaster } from "./site-toaster";

// The site's CSP allows no eval; without this zod would probe for it with new Function().
z.config({ jitless: true });

/** How far ahead of the viewport a `visible` island starts hydrating. */
const VISIBLE_MARGIN = "200px";
/** The longest a `idle` island waits for the browser to become idle. */
const IDLE_TIMEOUT_MS = 2_000;

/** Marks the island's wrapper once React has committed it, for tests and styles. */
function Hydrated({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

async function hydrate(element: HTMLElement) {
  const name = element.dataset.island as IslandName;
  const load = islandRegistry[name] as (() => Promise<{ default: ComponentType<object> }>) | undefined;
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const { default: Component } = await load();
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <Hydrated onCommit={() => element.setAttribute("data-hydrated", "")}>
          <Component {...props} />
        </Hydrated>
      </StrictMode>,
      {
        // A mismatch is a bug to fix, but the visitor keeps a working island
        // (React re-renders it on the client) and the report reaches the log.
        onRecoverableError: (error) => console.error(error),
      },
    );
  });
}

function whenIdle(task: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 1);
}

/**
 * The boxes that stand for an island on screen. Its wrapper has `display:
 * contents` and so no box of its own, which an IntersectionObserver never
 * reports as intersecting: watch the elements inside it (and inside any
 * wrapper nested in it) instead.
 */
function boxesOf(element: Element): Element[] {
  return [...element.children].flatMap((child) =>
    getComputedStyle(child).display === "contents" ? boxesOf(child) : [child],
  );
}

let visibility: IntersectionObserver | null = null;
const pendingVisible = new Map<Element, () => void>();
function whenVisible(element: HTMLElement, task: () => void) {
  const targets = boxesOf(element);
  // Nothing with a box to watch (the island renders no element): hydrate it when idle.
  if (targets.length === 0) return whenIdle(task);
  visibility ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) pendingVisible.get(entry.target)?.();
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const target of targets) {
      visibility?.unobserve(target);
      pendingVisible.delete(target);
    }
    task();
  };
  for (const target of targets) {
    pendingVisible.set(target, start);
    visibility.observe(target);
  }
}

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
