// When an island hydrates, and the decisions that follow from its strategy,
// shared by the three places that make them: the server's island wrapper
// (island.tsx), the inline loader (inline/script-loader.ts) and the runtime
// (client.tsx). A module with no dependencies: the inline loader is compiled
// from it into a few hundred bytes of script.

/**
 * When an island is hydrated, once the island runtime has loaded (after the
 * first paint):
 * - `load`: at once (the page's main job: the quote page, a catalogue's drawer);
 * - `idle`: when the browser is idle (secondary parts near the top of the page);
 * - `visible`: when it comes within a screen of the viewport (below the fold);
 * - `interaction`: on the first focus, pointer press or touch inside it (a form
 *   that is not the page's main content: React loads when the visitor starts typing);
 * - `stored-quote`: like `idle`, but the runtime loads for it only when the
 *   visitor has a quote in local storage (the header's quote count).
 */
export type HydrateStrategy = "load" | "idle" | "visible" | "interaction" | "stored-quote";

interface StorageLike {
  getItem(key: string): string | null;
}

/**
 * True when the visitor has at least one item in the quote kept in local
 * storage under `key` (the quotes feature names it: the platform knows only
 * that a `stored-quote` island waits for a non-empty list there).
 */
export function hasStoredQuote(storage: StorageLike | null, key: string): boolean {
  try {
    const items: unknown = JSON.parse(storage?.getItem(key) ?? "[]");
    return Array.isArray(items) && items.length > 0;
  } catch {
    return false;
  }
}

/** Whether a page needs the island runtime, given its islands' strategies. */
export function islandRuntimeNeeded(strategies: readonly (string | null | undefined)[], storedQuote: boolean): boolean {
  return strategies.some((strategy) => strategy !== "stored-quote" || storedQuote);
}

/**
 * Whether an island will hydrate without waiting for the visitor, so React is
 * worth fetching at once: not for a page whose islands all wait for a touch
 * (a landing page's sidebar form) or for a quote the visitor does not have.
 */
export function hydratesUntouched(strategies: readonly (string | null | undefined)[], storedQuote: boolean): boolean {
  return strategies.some((strategy) => (strategy === "stored-quote" ? storedQuote : strategy !== "interaction"));
}
