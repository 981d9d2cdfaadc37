// Hydrates one island in place: the component with the props and id prefix
// the server wrote on its wrapper, as the same tree the server rendered
// (islandContent), so the markup and React's generated ids match.
import { StrictMode, startTransition, type ComponentType, type ReactNode, useEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { type IslandProps, islandContent } from "#app/platform/islands/island.tsx";

/** Marks the island's wrapper once React has committed it, for tests and styles. */
function Hydrated({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

export function hydrateIslandElement(
  element: HTMLElement,
  Component: ComponentType<IslandProps>,
  onRecoverableError: (error: unknown) => void,
  onHydrated: () => void = () => {},
): Root {
  const props = JSON.parse(element.dataset.props ?? "{}") as IslandProps;
  let root: Root | undefined;
  // Hydration in a transition yields to the browser every few milliseconds.
  startTransition(() => {
    root = hydrateRoot(
      element,
      <StrictMode>
        <Hydrated
          onCommit={() => {
            element.setAttribute("data-hydrated", "");
            onHydrated();
          }}
        >
          {islandContent(Component, props)}
        </Hydrated>
      </StrictMode>,
      { identifierPrefix: element.dataset.idPrefix, onRecoverableError },
    );
  });
  if (!root) throw new Error("hydrateRoot did not run");
  return root;
}

// chunk-group: island-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
