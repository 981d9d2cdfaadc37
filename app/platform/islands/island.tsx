// An island is a React component the server renders inside a page and the
// browser hydrates in place (app/platform/islands/client.tsx). Its props travel in the
// page as JSON in an attribute, which React escapes like any attribute value.
import { createContext, use, type ComponentType, type ReactNode } from "react";
import type { HydrateStrategy } from "#app/platform/islands/hydrate-strategy.ts";
import type { IslandName } from "#app/platform/islands/registry.ts";

/** Props must survive JSON: plain data only, no functions, dates or class instances. */
export type IslandProps = Record<string, unknown>;

export interface IslandOptions {
  hydrate: HydrateStrategy;
  /** Render the wrapper as a `<span>` so the island can sit inside phrasing content. */
  inline?: boolean;
}

/** True inside an island: an island rendered there is part of it, not one of its own. */
const WithinIsland = createContext(false);

/**
 * For an island that renders other islands (a search island's result cards,
 * each with Add to Quote and Share): inside it they render as plain
 * components, hydrated with it, not as islands of their own. The server form
 * of every island is wrapped in it; the browser must render the same, so an
 * island that holds others wraps them in it itself.
 */
export function IslandScope({ children }: { children: ReactNode }) {
  return <WithinIsland value={true}>{children}</WithinIsland>;
}

/**
 * What an island renders, on the server and when the browser hydrates it: the
 * very same tree on both sides, so React's generated ids (useId, which Radix
 * uses to tie a trigger to its dialog) come out the same.
 */
export function islandContent<P extends IslandProps>(Component: ComponentType<P>, props: P): ReactNode {
  return (
    <IslandScope>
      <Component {...props} />
    </IslandScope>
  );
}

/**
 * Server only (entry.server provides it): renders each island's markup on its
 * own, with an id prefix of its own, exactly as the browser will hydrate it
 * (hydrateRoot of that one island). Rendered inside the page's tree instead,
 * its generated ids would depend on where it sits in the page and would not
 * match the browser's.
 */
export interface IslandRenderer {
  /** A prefix for React's generated ids that no other island on the page has. */
  idPrefix(name: string): string;
  renderToString(content: ReactNode, idPrefix: string): string;
  /** The files of an island's code, fetched early for an island that hydrates untouched (none in development). */
  modules(name: IslandName): readonly string[];
}

/** Islands that hydrate without waiting for a scroll or a touch: the loader fetches their code with React. */
const FETCHED_EARLY: readonly HydrateStrategy[] = ["load", "idle", "stored-quote"];

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/**
 * Makes the server-side form of an island: a wrapper marked with the island's
 * name, strategy, props and id prefix, around the component's own markup. The
 * wrapper has `display: contents`, so it takes no part in the layout. Inside
 * another island (IslandScope) it is just the component.
 */
export function island<P extends IslandProps>(name: IslandName, Component: ComponentType<P>, options: IslandOptions) {
  function Island(props: P) {
    const nested = use(WithinIsland);
    const renderer = use(IslandRendererContext);
    if (nested) return <Component {...props} />;
    const Wrapper = options.inline ? "span" : "div";
    const marks = {
      "data-island": name,
      "data-hydrate": options.hydrate,
      "data-props": JSON.stringify(props),
      className: "contents",
    };
    if (!renderer) return <Wrapper {...marks}>{islandContent(Component, props)}</Wrapper>;
    const idPrefix = renderer.idPrefix(name);
    const modules = FETCHED_EARLY.includes(options.hydrate) ? renderer.modules(name) : [];
    return (
      <Wrapper
        {...marks}
        data-id-prefix={idPrefix}
        data-modules={modules.length > 0 ? modules.join(" ") : undefined}
        // The island's own server render (see IslandRenderer): React markup, escaped as React escapes it.
        dangerouslySetInnerHTML={{ __html: renderer.renderToString(islandContent(Component, props), idPrefix) }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

// chunk-group: island-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
