// The page's scripts only enhance markup that already works, so they load after
// the first contentful paint instead of competing with it: an inline loader adds
// them when the browser reports that paint (or after a wait, for a tab in the
// background or a browser without paint timing). Injected scripts keep their order.

import { jsonForHtml } from "./json-in-html.ts";

/** Milliseconds after which the scripts load even if no paint was reported. */
export const SCRIPT_LOADER_FALLBACK_MS = 1000;

/** The source of the inline script that loads `urls` in order after the first paint. */
export function scriptLoaderSource(urls: readonly string[]): string {
  return (
    "(function(){var done=false;function load(){if(done)return;done=true;" +
    `${jsonForHtml(urls)}.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)})}` +
    'try{new PerformanceObserver(function(list){list.getEntries().forEach(function(e){if(e.name==="first-contentful-paint")setTimeout(load,0)})}).observe({type:"paint",buffered:true})}catch(e){}' +
    `setTimeout(load,${SCRIPT_LOADER_FALLBACK_MS})})()`
  );
}
