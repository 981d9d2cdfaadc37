// How the page loads its browser modules. Scripts never compete with the first
// paint: an inline loader imports them when the browser reports the first
// contentful paint (or after a wait, for a tab in the background or a browser
// without paint timing). The shell module (service worker, web vitals, error
// reports) loads on every page; the island runtime only on a page that holds
// an island needing it, so a page with nothing interactive runs no React.
import { jsonForHtml } from "./json-in-html.ts";
import { QUOTE_ITEMS_KEY } from "./quote.ts";

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

/** Milliseconds after which the modules load even if no paint was reported. */
export const SCRIPT_LOADER_FALLBACK_MS = 1000;

export interface PageModules {
  /** Loaded first, in order (development: Vite's client and React Refresh). */
  before?: readonly string[];
  /** The shell: non-visual duties every page has. */
  shell: string;
  /** The island runtime. */
  islands: string;
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
 * The source of the inline script that imports the page's modules after the
 * first paint. It repeats `hasStoredQuote` and `islandRuntimeNeeded` in a few
 * bytes of plain script (the unit tests run both against the same cases).
 */
export function scriptLoaderSource(modules: PageModules): string {
  return (
    "(function(){var m=" +
    jsonForHtml(modules) +
    ",done=false;" +
    "function stored(){try{var s=JSON.parse(localStorage.getItem(" +
    jsonForHtml(QUOTE_ITEMS_KEY) +
    ')||"[]");return Array.isArray(s)&&s.length>0}catch(e){return false}}' +
    'function needed(){var l=document.querySelectorAll("[data-island]");for(var i=0;i<l.length;i++){if(l[i].getAttribute("data-hydrate")!=="stored-quote"||stored())return true}return false}' +
    "function fail(e){console.error(e)}" +
    "function load(){if(done)return;done=true;" +
    "(m.before||[]).reduce(function(p,u){return p.then(function(){return import(u)})},Promise.resolve()).then(function(){" +
    "import(m.shell).catch(fail);if(needed())import(m.islands).catch(fail)}).catch(fail)}" +
    'try{new PerformanceObserver(function(list){list.getEntries().forEach(function(e){if(e.name==="first-contentful-paint")setTimeout(load,0)})}).observe({type:"paint",buffered:true})}catch(e){}' +
    `setTimeout(load,${SCRIPT_LOADER_FALLBACK_MS})})()`
  );
}
