// The islands a page's HTML holds, read from the wrappers island() renders
// (app/platform/islands/island.tsx): `<div|span data-island=name data-hydrate=strategy>`.
import { islandRuntimeNeeded } from "#app/platform/islands/hydrate-strategy.ts";

export interface IslandInMarkup {
  name: string;
  hydrate: string;
  /** Inside another island: the runtime hydrates it with the one around it, and never marks it. */
  nested: boolean;
}

const TAG = /<(\/?)(div|span)\b([^>]*)>/gi;
const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(attributes)?.[1];

/** Every island wrapper in document order. React closes every div and span, so a stack of open ones finds nesting. */
export function islandsInHtml(html: string): IslandInMarkup[] {
  const islands: IslandInMarkup[] = [];
  const open: boolean[] = [];
  for (const [, closing, , attributes = ""] of html.matchAll(TAG)) {
    if (closing) {
      open.pop();
      continue;
    }
    const name = attribute(attributes, "data-island");
    if (name !== undefined) {
      islands.push({ name, hydrate: attribute(attributes, "data-hydrate") ?? "", nested: open.includes(true) });
    }
    open.push(name !== undefined);
  }
  return islands;
}

/** Whether the page's loader imports the island runtime (and with it React) on first load. */
export function islandRuntimeOnLoad(islands: readonly IslandInMarkup[], storedQuote: boolean): boolean {
  return islandRuntimeNeeded(
    islands.map((island) => island.hydrate),
    storedQuote,
  );
}

/** The islands the runtime hydrates by itself after load: top level, `load` or `idle`, and `stored-quote` with a quote. */
export function islandsHydratingOnLoad(islands: readonly IslandInMarkup[], storedQuote: boolean): IslandInMarkup[] {
  return islands.filter(
    (island) =>
      !island.nested &&
      (island.hydrate === "load" || island.hydrate === "idle" || (island.hydrate === "stored-quote" && storedQuote)),
  );
}

/** "quote-drawer (load), quote-count (stored-quote)": each top-level island once, with a count when repeated. */
export function describeIslands(islands: readonly IslandInMarkup[]): string {
  const counts = new Map<string, number>();
  for (const island of islands) {
    const key = `${island.name} (${island.hydrate}${island.nested ? ", nested" : ""})`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  if (counts.size === 0) return "none";
  return [...counts].map(([key, count]) => (count > 1 ? `${count} × ${key}` : key)).join(", ");
}

/** The island runtime's path, from the page's inline loader (`"islands":"/assets/client-….js"`). */
export function islandRuntimePath(html: string): string | undefined {
  return /"islands":"([^"]+)"/.exec(html)?.[1];
}
