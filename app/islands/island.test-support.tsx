// Component tests render an island as a page does and hydrate it as the
// island runtime does (client.tsx): the server HTML goes into the document,
// then each island's registered component is hydrated into its wrapper with
// the props the wrapper carries. A hydration mismatch fails the test.
import { render } from "@testing-library/react";
import { StrictMode, type ComponentType, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { islandRegistry, type IslandName } from "./registry";

/**
 * Puts `page` into the document as the server renders it (inside some other
 * markup, as on a real page), then hydrates every island in it.
 * `beforeHydrate` acts on the server's HTML first (a visitor typing early).
 */
export async function renderIslandPage(page: ReactElement, { beforeHydrate }: { beforeHydrate?: () => void } = {}) {
  const problems: string[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(" ");
    if (/hydrat|did not match|didn't match/i.test(text)) problems.push(text);
    else consoleError(...args);
  };
  try {
    document.body.innerHTML = renderToString(
      <main>
        <p>Page content before the island.</p>
        <div>{page}</div>
      </main>,
    );
    beforeHydrate?.();
    for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
      const name = element.dataset.island as IslandName;
      const load = islandRegistry[name] as () => Promise<{ default: ComponentType<object> }>;
      const { default: Component } = await load();
      const props = JSON.parse(element.dataset.props ?? "{}") as object;
      render(
        <StrictMode>
          <Component {...props} />
        </StrictMode>,
        {
          container: element,
          hydrate: true,
          onRecoverableError: (error) => problems.push(String(error)),
        },
      );
    }
  } finally {
    console.error = consoleError;
  }
  if (problems.length > 0) throw new Error(`Hydration failed:\n${problems.join("\n")}`);
}
