// Renders an island as a page holds it (the server's HTML inside its
// data-island wrapper), then hydrates it as the island runtime does: the
// component with the props read back from the page's JSON. Hydration must
// adopt the server's markup: any mismatch React reports fails the test.
// The page's toaster (app/ui) is mounted and reset by
// app/ui/island-page.test-support.tsx, which the feature and ui tests use.
import { type ComponentType, type ReactNode, act } from "react";
import type { Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { hydrateIslandElement } from "#app/platform/islands/hydrate.tsx";
import { type IslandProps, IslandRendererContext } from "#app/platform/islands/island.tsx";
import { createIslandRenderer } from "#app/platform/islands/render.server.tsx";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const roots: { root: Root; host: HTMLElement }[] = [];

export interface HydratedIsland {
  /** The data-island wrapper React hydrated. */
  wrapper: HTMLElement;
  /** The server's HTML of the wrapper, before hydration. */
  serverHtml: string;
}

export async function hydrateIsland<P extends IslandProps>(
  Island: ComponentType<P>,
  Component: ComponentType<P>,
  props: P,
  /** The server markup around the island (e.g. the link it sits in). */
  around: (island: ReactNode) => ReactNode = (island) => island,
): Promise<HydratedIsland> {
  const host = document.createElement("div");
  host.innerHTML = renderToString(
    <IslandRendererContext value={createIslandRenderer()}>{around(<Island {...props} />)}</IslandRendererContext>,
  );
  document.body.append(host);
  const wrapper = host.querySelector<HTMLElement>("[data-island]");
  if (!wrapper) throw new Error("The island rendered no data-island wrapper");
  const serverHtml = wrapper.outerHTML;
  const errors: unknown[] = [];
  let root: Root | undefined;
  // React reports a mismatched attribute (a generated id, say) only as a console error.
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    if (args.some((arg) => /hydrat/i.test(String(arg)))) errors.push(args.map(String).join(" "));
    consoleError(...args);
  };
  try {
    await act(async () => {
      root = hydrateIslandElement(wrapper, Component as ComponentType<IslandProps>, (error) => errors.push(error));
    });
  } finally {
    console.error = consoleError;
  }
  if (root) roots.push({ root, host });
  if (errors.length > 0) throw new Error(`Hydration did not match the server's HTML: ${String(errors[0])}`);
  return { wrapper, serverHtml };
}

/** Unmounts every hydrated island and removes its markup. */
export function unmountHydratedIslands() {
  for (const { root, host } of roots.splice(0)) {
    act(() => root.unmount());
    host.remove();
  }
}
