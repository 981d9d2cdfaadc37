// Islands hydrated as a page holds them (#app/platform/islands/hydrate.test-support.tsx),
// with the page's toaster: what the island tests of the features and of ui/ use.
import { configure } from "@testing-library/react";
import { act } from "react";
import { unmountHydratedIslands } from "#app/platform/islands/hydrate.test-support.tsx";
import { mountToaster, resetToasterForTests } from "#app/ui/toast/toaster.tsx";

// Each test file starts cold (its own worker hydrates an island and loads its lazy parts, such as the quote drawer's
// sheet, for the first time), so a first findBy can take longer than the library's one second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

export { hydrateIsland } from "#app/platform/islands/hydrate.test-support.tsx";

/** Unmounts every hydrated island and the page's toaster, and removes their markup. */
export function unmountIslands() {
  unmountHydratedIslands();
  act(() => resetToasterForTests());
}

/**
 * Mounts the page's toaster as the first toast would (toast.ts), inside act so
 * React commits it: every toast of the test then shows at once.
 */
export async function mountPageToaster() {
  await act(async () => {
    void mountToaster();
  });
}
