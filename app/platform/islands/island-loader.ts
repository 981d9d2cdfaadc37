// The two inline scripts that load the page's browser modules, as the layout
// writes them into the page (app/root.tsx): the first-paint watcher at the
// start of the body and the loader at its end. Both are TypeScript modules of
// ./inline/, compiled into minified script when the app is built
// (bundler/inline-script-plugin.ts); the page's data goes into the loader's call.
import watcherScript from "#app/platform/islands/inline/first-paint-watcher.ts?inline-script";
import loaderScript from "#app/platform/islands/inline/script-loader.ts?inline-script";
import { inlineScript } from "#app/platform/islands/inline/inline-script.ts";
import type { PageModules } from "#app/platform/islands/inline/script-loader.ts";

/** The watcher at the start of the body, which tells the loader when the page's first paint has happened. */
export function firstPaintWatcherSource(): string {
  return inlineScript(watcherScript);
}

/**
 * The loader at the end of the body: imports the page's modules after the
 * first paint. `storedQuoteKey` is where the quotes feature keeps the quote
 * that a `stored-quote` island waits for.
 */
export function scriptLoaderSource(modules: PageModules, storedQuoteKey: string): string {
  return inlineScript(loaderScript, modules, storedQuoteKey);
}
