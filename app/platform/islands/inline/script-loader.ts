// The inline script at the end of the body, compiled into the page
// (inline-script.ts) with the page's module URLs and the quote's storage key
// as its arguments. Scripts never compete with the first paint: it imports
// the page's modules once a frame showing the page's header has been rendered
// (the watcher at the start of the body, first-paint-watcher.ts, sees it,
// often while the parser is still reading the rest of a long page), or from
// the next animation frame, or after a wait, for a tab in the background,
// which renders no frames. The shell module (service worker, web vitals,
// error reports) loads on every page, after the islands that hydrate at
// once; the island runtime only on a page that holds an island needing it,
// so a page with nothing interactive runs no React.
import { EARLY_ERRORS_GLOBAL, type EarlyErrors } from "#app/platform/islands/early-errors.ts";
import { hasStoredQuote, hydratesUntouched, islandRuntimeNeeded } from "#app/platform/islands/hydrate-strategy.ts";
import { AFTER_FIRST_PAINT_GLOBAL, type AfterFirstPaint } from "#app/platform/islands/inline/first-paint-watcher.ts";

/** Milliseconds after which the modules load even if no frame was rendered (a tab in the background). */
export const SCRIPT_LOADER_FALLBACK_MS = 1000;

export interface PageModules {
  /** Loaded first, in order (development: Vite's client and React Refresh). */
  before?: readonly string[];
  /** The shell: non-visual duties every page has. */
  shell: string;
  /** The island runtime. */
  islands: string;
  /**
   * What the runtime imports before the first island hydrates (React and the
   * hydration module): fetched beside the runtime rather than after it, when
   * an island hydrates without waiting for the visitor. The code of each such
   * island is fetched with it too: its wrapper names the files (`data-modules`).
   */
  preload?: readonly string[];
}

type LoaderWindow = Window & { [AFTER_FIRST_PAINT_GLOBAL]?: AfterFirstPaint; [EARLY_ERRORS_GLOBAL]?: EarlyErrors };

const fail = (error: unknown) => console.error(error);

/** Errors before the shell's telemetry starts are kept for it (early-errors.ts), which stops the keeping. */
function keepEarlyErrors() {
  const events: EarlyErrors["events"] = [];
  const keep = (event: ErrorEvent | PromiseRejectionEvent) => void events.push(event);
  addEventListener("error", keep);
  addEventListener("unhandledrejection", keep);
  (window as LoaderWindow)[EARLY_ERRORS_GLOBAL] = {
    events,
    stop() {
      removeEventListener("error", keep);
      removeEventListener("unhandledrejection", keep);
    },
  };
}

function storedQuote(key: string): boolean {
  try {
    return hasStoredQuote(localStorage, key);
  } catch {
    // Storage refused (a sandboxed frame): no quote to show.
    return false;
  }
}

/**
 * The runtime, and with it React and the code of each island that hydrates
 * untouched, all at once; the shell once those islands are hydrated, so it
 * takes neither bandwidth nor main thread from them.
 */
function importModules(modules: PageModules, quote: boolean) {
  const islands = [...document.querySelectorAll("[data-island]")];
  const strategies = islands.map((island) => island.getAttribute("data-hydrate"));
  const shell = () => void import(/* @vite-ignore */ modules.shell).catch(fail);
  if (!islandRuntimeNeeded(strategies, quote)) return shell();
  if (!hydratesUntouched(strategies, quote)) {
    import(/* @vite-ignore */ modules.islands).catch(fail);
    return shell();
  }
  const fetched = new Set<string>();
  const preload = (url: string) => {
    if (fetched.has(url)) return;
    fetched.add(url);
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = url;
    document.head.appendChild(link);
  };
  modules.preload?.forEach(preload);
  // An island that hydrates untouched names its own code's files (data-modules).
  for (const island of islands) {
    const files = island.getAttribute("data-modules");
    if (files && (island.getAttribute("data-hydrate") !== "stored-quote" || quote)) files.split(" ").forEach(preload);
  }
  // A failure is reported by fail(); the shell loads either way, so nothing awaits this chain.
  void import(/* @vite-ignore */ modules.islands)
    .then((runtime: { islandsSettled?: Promise<void> } | undefined) => runtime?.islandsSettled)
    .catch(fail)
    .then(shell);
}

export default function loadPageModules(modules: PageModules, storedQuoteKey: string): void {
  keepEarlyErrors();
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    (modules.before ?? [])
      .reduce<Promise<unknown>>(
        (previous, url) => previous.then(() => import(/* @vite-ignore */ url)),
        Promise.resolve(),
      )
      .then(() => importModules(modules, storedQuote(storedQuoteKey)))
      .catch(fail);
  };
  // After the watcher's first paint, or (without it) the frame after this script, whichever comes first:
  // a task queued from an animation frame runs once that frame has been painted. Waiting for the paint
  // entry instead (it appears when the frame reaches the screen) costs 100-300 ms on a slow phone.
  (window as LoaderWindow)[AFTER_FIRST_PAINT_GLOBAL]?.(load);
  try {
    requestAnimationFrame(() => setTimeout(load, 0));
  } catch {
    // No animation frames: the fallback below still loads the modules.
  }
  setTimeout(load, SCRIPT_LOADER_FALLBACK_MS);
}
