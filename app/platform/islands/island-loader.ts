// How the page loads its browser modules. Scripts never compete with the first
// paint: an inline loader at the end of the body imports them once a frame
// showing the page's header has been rendered (a watcher at the start of the
// body sees it, often while the parser is still reading the rest of a long
// page), or from the next animation frame, or after a wait, for a tab in the
// background, which renders no frames. The shell module (service worker, web vitals, error
// reports) loads on every page, after the islands that hydrate at once; the
// island runtime only on a page that holds an island needing it, so a page
// with nothing interactive runs no React.
import { EARLY_ERRORS_GLOBAL } from "#app/platform/islands/early-errors.ts";
import { jsonForHtml } from "#app/platform/http/json-in-html.ts";
import { QUOTE_ITEMS_KEY } from "#app/features/quotes/builder/quote-storage-keys.ts";

/**
 * When an island is hydrated, once the island runtime has loaded:
 * - `load`: at once (the page's main job: the quote page, a catalogue's drawer);
 * - `idle`: when the browser is idle (secondary parts near the top of the page);
 * - `visible`: when it comes within a screen of the viewport (below the fold);
 * - `interaction`: on the first focus, pointer press or touch inside it (a form
 *   that is not the page's main content: React loads when the visitor starts typing);
 * - `stored-quote`: like `idle`, but the runtime loads for it only when the
 *   visitor has a quote in local storage (the header's quote count).
 */
export type HydrateStrategy = "load" | "idle" | "visible" | "interaction" | "stored-quote";

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

interface StorageLike {
  getItem(key: string): string | null;
}

/** True when the visitor has at least one item in the quote kept in local storage. */
export function hasStoredQuote(storage: StorageLike | null): boolean {
  try {
    const items: unknown = JSON.parse(storage?.getItem(QUOTE_ITEMS_KEY) ?? "[]");
    return Array.isArray(items) && items.length > 0;
  } catch {
    return false;
  }
}

/** Whether a page needs the island runtime, given its islands' strategies. */
export function islandRuntimeNeeded(strategies: readonly (string | undefined)[], storedQuote: boolean): boolean {
  return strategies.some((strategy) => strategy !== "stored-quote" || storedQuote);
}

/**
 * Whether an island will hydrate without waiting for the visitor, so React is
 * worth fetching at once: not for a page whose islands all wait for a touch
 * (a landing page's sidebar form) or for a quote the visitor does not have.
 */
export function hydratesUntouched(strategies: readonly (string | undefined)[], storedQuote: boolean): boolean {
  return strategies.some((strategy) => (strategy === "stored-quote" ? storedQuote : strategy !== "interaction"));
}

/** The watcher's entry point: runs a task once the first frame with the page's header has been rendered. */
export const AFTER_FIRST_PAINT_GLOBAL = "__afterFirstPaint";

/**
 * The source of the inline script at the start of the body. A task queued from
 * an animation frame runs once that frame has been rendered; the first frame
 * rendered after the parser reached the main content (so the top bar and
 * header, text and logo, are in it) is the page's first contentful paint. On a
 * long page the browser paints that while the parser is still reading the rest,
 * and lays the whole page out in a later, longer frame: waiting for that one
 * would hold the scripts back by its length (150 ms on a slow phone).
 */
export function firstPaintWatcherSource(): string {
  return (
    "(function(){var painted=false,waiting=[];" +
    "function done(){painted=true;waiting.splice(0).forEach(function(f){f()})}" +
    // A page without the site's chrome (no main-content) counts once it is parsed.
    'function frame(){requestAnimationFrame(function(){if(document.getElementById("main-content")||document.readyState!=="loading")setTimeout(done,0);else frame()})}' +
    "try{frame()}catch(e){}" +
    `window.${AFTER_FIRST_PAINT_GLOBAL}=function(f){painted?f():waiting.push(f)}})()`
  );
}

/**
 * The source of the inline script that imports the page's modules after the
 * first paint. It repeats `hasStoredQuote`, `islandRuntimeNeeded` and
 * `hydratesUntouched` in a few bytes of plain script (the unit tests run them
 * against the same cases).
 */
export function scriptLoaderSource(modules: PageModules): string {
  return (
    "(function(){var m=" +
    jsonForHtml(modules) +
    ",done=false;" +
    "function stored(){try{var s=JSON.parse(localStorage.getItem(" +
    jsonForHtml(QUOTE_ITEMS_KEY) +
    ')||"[]");return Array.isArray(s)&&s.length>0}catch(e){return false}}' +
    'function islands(){return Array.prototype.slice.call(document.querySelectorAll("[data-island]"))}' +
    'function strategies(){return islands().map(function(e){return e.getAttribute("data-hydrate")})}' +
    'function needed(s){return s.some(function(h){return h!=="stored-quote"||stored()})}' +
    'function untouched(s){return s.some(function(h){return h==="stored-quote"?stored():h!=="interaction"})}' +
    "var fetched={};" +
    'function preload(u){if(fetched[u])return;fetched[u]=1;var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)}' +
    // An island that hydrates untouched names its own code's files (data-modules).
    'function preloadIslands(){islands().forEach(function(e){var f=e.getAttribute("data-modules");if(f&&(e.getAttribute("data-hydrate")!=="stored-quote"||stored()))f.split(" ").forEach(preload)})}' +
    "function fail(e){console.error(e)}" +
    // Errors before the shell's telemetry starts are kept for it (EarlyErrors).
    "var kept=[];function keep(e){kept.push(e)}" +
    'addEventListener("error",keep);addEventListener("unhandledrejection",keep);' +
    `window.${EARLY_ERRORS_GLOBAL}={events:kept,stop:function(){` +
    'removeEventListener("error",keep);removeEventListener("unhandledrejection",keep)}};' +
    "function shell(){import(m.shell).catch(fail)}" +
    "function load(){if(done)return;done=true;" +
    "(m.before||[]).reduce(function(p,u){return p.then(function(){return import(u)})},Promise.resolve()).then(function(){" +
    // The runtime, and with it React and the code of each island that hydrates untouched, all at once;
    // the shell once those islands are hydrated, so it takes neither bandwidth nor main thread from them.
    "var s=strategies();if(needed(s)&&untouched(s)){(m.preload||[]).forEach(preload);preloadIslands();" +
    "import(m.islands).then(function(r){return r&&r.islandsSettled}).catch(fail).then(shell);return}" +
    "if(needed(s))import(m.islands).catch(fail);shell()}).catch(fail)}" +
    // After the watcher's first paint, or (without it) the frame after this script, whichever comes first:
    // a task queued from an animation frame runs once that frame has been painted. Waiting for the paint
    // entry instead (it appears when the frame reaches the screen) costs 100-300 ms on a slow phone.
    `var after=window.${AFTER_FIRST_PAINT_GLOBAL};if(after)after(load);` +
    "try{requestAnimationFrame(function(){setTimeout(load,0)})}catch(e){}" +
    `setTimeout(load,${SCRIPT_LOADER_FALLBACK_MS})})()`
  );
}
