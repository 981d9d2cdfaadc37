// Islands hydrated as a page holds them (#app/platform/islands/hydrate.test-support.tsx),
// with the page's toaster: what the island tests of the features and of ui/ use.
import { configure } from "@testing-library/react";
import { afterAll } from "vitest";
import { act } from "react";
import { unmountHydratedIslands } from "#app/platform/islands/hydrate.test-support.tsx";
import { mountToaster, resetToasterForTests } from "#app/ui/toast/toaster.tsx";

// Each test file starts cold (its own worker hydrates an island and loads its lazy parts, such as the quote drawer's
// sheet, for the first time), so a first findBy can take longer than the library's one second on a busy machine.
configure({ asyncUtilTimeout: 5000 });
// A toast dismissed as a file's last test ends removes itself 200 ms later (sonner's exit), on a timer its unmount
// does not clear: let it run while the test's window still exists, or React meets a torn-down environment.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

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
