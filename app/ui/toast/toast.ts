// Toasts for every island. The toaster (sonner, toaster.tsx) is not part of
// a page's first load: it loads with the first toast, or earlier when the
// visitor first touches the page (warmToaster), so it is usually there when
// a toast comes, even if the connection has dropped by then.
import type * as Toaster from "#app/ui/toast/toaster.tsx";
import type { NotifyOptions } from "#app/ui/toast/toast-policy.ts";

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

const FIRST_TOUCH = ["pointerdown", "keydown", "focusin"] as const;

let warming = false;

/** Loads the toaster on the visitor's first touch of the page, before any toast needs it (once a page). */
export function warmToasterOnFirstTouch() {
  if (warming) return;
  warming = true;
  const warm = () => {
    for (const type of FIRST_TOUCH) document.removeEventListener(type, warm, true);
    loadToaster().catch(() => {});
  };
  for (const type of FIRST_TOUCH) document.addEventListener(type, warm, { capture: true, passive: true });
}
