// The island runtime: finds every island on the page and hydrates it when
// its strategy says (hydrate-strategy.ts), each component loaded on demand
// from the registry. The app's browser entry (app/browser/islands.ts) starts
// it with what the features name (the stored quote's key and event); the
// page's inline loader imports that entry after the first paint, and only
// when the page holds an island that needs it (inline/script-loader.ts). This
// module holds no React: React and an island's code load when the first
// island is about to hydrate, so a page whose only island waits for the
// visitor's first touch (a landing page's sidebar form) loads React only then.
import { whenIdle } from "#app/platform/islands/scheduling.ts";
import type { ComponentType } from "react";
import { hasStoredQuote, type HydrateStrategy } from "#app/platform/islands/hydrate-strategy.ts";
import { hasWaitingForms } from "#app/platform/mail/outbox-storage.ts";
import type { IslandProps } from "#app/platform/islands/island.tsx";
import { listenForPressesBeforeReact, type PressesBeforeReact } from "#app/platform/islands/presses-before-react.ts";
import { islandRegistry, type IslandName } from "#app/platform/islands/registry.ts";

/** What the app tells the runtime: the features' own names for what some islands wait on. */
export interface IslandRuntimeOptions {
  /** Where the quote is kept in local storage, and the window event its store fires once it saved (`stored-quote`). */
  storedQuote: { key: string; savedEvent: string };
  /** Runs after each island is hydrated (the app warms its toaster up there). */
  onHydrated?: () => void;
}

/**
 * How far ahead of the viewport a `visible` island starts hydrating: a screen
 * above and below, so a quick flick does not reach a button before its island.
 */
const VISIBLE_MARGIN = "100% 0px";

/** Resolves once React has committed the island (not merely started hydrating it). */
async function hydrate(
  element: HTMLElement,
  onHydrated?: () => void,
  pressesBefore?: PressesBeforeReact,
): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = islandRegistry[name] as (() => Promise<{ default: ComponentType<object> }>) | undefined;
  if (!load) {
    pressesBefore?.stop();
    console.error(`Unknown island "${name}"`);
    return;
  }
  const [react, { default: Component }] = await Promise.all([import("#app/platform/islands/hydrate.tsx"), load()]);
  // From here React sees presses itself (it hydrates the target first and then dispatches them).
  const pressed = pressesBefore?.stop();
  await new Promise<void>((resolve) => {
    // A mismatch is a bug to fix, but the visitor keeps a working island
    // (React re-renders it on the client) and the report reaches the log.
    react.hydrateIslandElement(
      element,
      Component as ComponentType<IslandProps>,
      (error) => console.error(error),
      resolve,
    );
  });
  onHydrated?.();
  if (pressed?.isConnected) pressed.click();
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
  // The visitor got there before this module loaded (focus in a field).
  if (element.contains(document.activeElement)) return task();
  const start = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start);
    task();
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
}

/**
 * Schedules the island's hydration; for one that hydrates without waiting
 * for a scroll, a touch or a first quote, returns when it is hydrated.
 */
function schedule(element: HTMLElement, options: IslandRuntimeOptions): Promise<void> | undefined {
  const hydrated = (presses?: PressesBeforeReact) =>
    hydrate(element, options.onHydrated, presses).catch((error: unknown) => console.error(error));
  const run = () => void hydrated();
  const hydratedWhenIdle = () => new Promise<void>((resolve) => whenIdle(() => resolve(hydrated())));
  const strategy = element.dataset.hydrate as HydrateStrategy;
  switch (strategy) {
    case "load":
      return hydrated();
    case "visible":
      whenVisible(element, run);
      return;
    case "interaction":
      // A form sent while the connection was down waits in the outbox: the
      // page's forms hydrate when idle, so it is sent without a visitor's touch.
      if (hasWaitingForms(localStorageOrNull())) whenIdle(run);
      else whenTouched(element, () => void hydrated(listenForPressesBeforeReact(element)));
      return;
    case "stored-quote":
      // The header's quote count: only worth React once there is a quote,
      // whether the visitor came with one or adds the first item on this page.
      if (hasStoredQuote(localStorageOrNull(), options.storedQuote.key)) return hydratedWhenIdle();
      whenQuoteStarts(options.storedQuote, run);
      return;
    default:
      return hydratedWhenIdle();
  }
}

/**
 * Runs `task` once the visitor has a quote: an island on this page saved the
 * first item (the store fires its saved event) or another tab did (a storage
 * event). Listening costs nothing, so a page that never starts a quote loads
 * neither the store nor the count.
 */
function whenQuoteStarts({ key, savedEvent }: IslandRuntimeOptions["storedQuote"], task: () => void) {
  const check = () => {
    if (!hasStoredQuote(localStorageOrNull(), key)) return;
    window.removeEventListener(savedEvent, check);
    window.removeEventListener("storage", check);
    task();
  };
  window.addEventListener(savedEvent, check);
  window.addEventListener("storage", check);
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The longest the shell waits for the islands that hydrate at once (one that fails must not hold it back). */
const SETTLE_CAP_MS = 5_000;

/**
 * Schedules every island; resolves once those that hydrate at once are
 * hydrated, or after the cap (the inline loader imports the shell then).
 */
export function startIslands(options: IslandRuntimeOptions): Promise<void> {
  const hydrating: Promise<void>[] = [];
  for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
    // An island inside another (Add to Quote in a list of search results) is
    // hydrated with the one around it.
    if (element.parentElement?.closest("[data-island]")) continue;
    const hydrated = schedule(element, options);
    if (hydrated) hydrating.push(hydrated);
  }
  return Promise.race([
    Promise.allSettled(hydrating).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, SETTLE_CAP_MS)),
  ]);
}
