// Toasts for every island. The toaster (sonner, toaster.tsx) is not part of
// a page's first load: it loads once an island is hydrated and the browser is
// idle (warmToasterWhenIdle), so it is there before the visitor's first tap
// needs it (loading it inside the tap made that tap paint late), even if the
// connection has dropped by then; or with the first toast, if that is sooner.
import type * as Toaster from "#app/ui/toast/toaster.tsx";
import type { NotifyOptions } from "#app/ui/toast/toast-policy.ts";
import { whenIdle } from "#app/platform/islands/scheduling.ts";

let toasterModule: Promise<typeof Toaster> | undefined;

/** Loads the toaster and mounts it if the page has none yet; resolves once it shows toasts. */
export async function loadToaster() {
  toasterModule ??= import("#app/ui/toast/toaster.tsx");
  try {
    const module = await toasterModule;
    await module.mountToaster();
    return module;
  } catch (error) {
    // A failed load (the connection dropped) is tried again with the next toast.
    toasterModule = undefined;
    throw error;
  }
}

/**
 * Shows a toast; toasts keep their order while the toaster loads. Resolves once
 * the toast is on screen (or the toaster failed to load), for whoever must wait
 * for the visitor to see it.
 */
export function notify(options: NotifyOptions): Promise<void> {
  return loadToaster().then(
    (module) => module.showToast(options),
    (error: unknown) => console.error(error),
  );
}

let warming = false;

/** Loads the toaster once the browser is idle (once a page; the islands call it when one is hydrated). */
export function warmToasterWhenIdle() {
  if (warming) return;
  warming = true;
  whenIdle(() => void loadToaster().catch(() => {}));
}
