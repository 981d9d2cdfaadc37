// False on the server and while React hydrates the server's HTML, true from
// the render right after: for markup that may only change once the browser
// has taken the island over (so server HTML and hydration agree).
import { useSyncExternalStore } from "react";

function subscribe() {
  return () => {};
}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

// chunk-group: island-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
