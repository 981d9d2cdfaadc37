// The page's one sonner toaster, loaded with the first toast (toast.ts), so a
// page's first load carries none of it. It is mounted in a root of its own at
// the end of the body and shared by every island, with the spec's limits
// (section 9): three shown, 356 px wide with a 14 px gap, 4000 ms (3000 ms
// for answers to form actions), and at most ten kept: older ones are
// dismissed. (Their colours: app.css.) They never cover an open sheet or
// dialog: use-toast-placement.ts moves them clear of it.
import { useEffect } from "react";
import { type Root, createRoot } from "react-dom/client";
import { Toaster, toast } from "sonner";
import { admitToast, toastLimits, type NotifyOptions, type ToastVariant } from "#app/ui/toast/toast-policy.ts";
import { useToastPlacement } from "#app/ui/toast/use-toast-placement.ts";

function SiteToaster({ onReady, container }: { onReady: () => void; container: HTMLElement }) {
  // Effects run child first: by now the Toaster listens for toasts.
  useEffect(onReady, [onReady]);
  const placement = useToastPlacement(container);
  return (
    <Toaster
      position={placement.position}
      offset={{ right: placement.offsetRightPx }}
      visibleToasts={toastLimits.visible}
      duration={toastLimits.durationMs}
      gap={toastLimits.gapPx}
      richColors
      closeButton
      // A modal dialog (the quote drawer) turns pointer events off on the page
      // behind it; the toasts show above it and stay hoverable and closable.
      toastOptions={{ style: { pointerEvents: "auto" } }}
    />
  );
}

let container: HTMLElement | undefined;
let root: Root | undefined;
let ready: Promise<void> | undefined;

/** Mounts the toaster once a page (again if something removed it) and resolves when it listens. */
export function mountToaster(): Promise<void> {
  if (ready && container?.isConnected) return ready;
  const element = document.createElement("div");
  container = element;
  document.body.append(element);
  const toasterRoot = createRoot(element);
  root = toasterRoot;
  ready = new Promise((resolve) => toasterRoot.render(<SiteToaster onReady={resolve} container={element} />));
  return ready;
}

/** Takes the toaster off the page, with its toasts (component tests, between tests). */
export function resetToasterForTests() {
  root?.unmount();
  container?.remove();
  root = container = ready = undefined;
  kept = [];
}

let kept: (string | number)[] = [];

function show(title: string, variant: ToastVariant, options: { description?: string; duration: number }) {
  switch (variant) {
    case "success":
      return toast.success(title, options);
    case "destructive":
      return toast.error(title, options);
    case "warning":
      return toast.warning(title, options);
    case "info":
      return toast.info(title, options);
    default:
      return toast(title, options);
  }
}

export function showToast({
  title,
  description,
  variant = "default",
  duration = toastLimits.durationMs,
}: NotifyOptions) {
  const id = show(title, variant, { description, duration });
  const admitted = admitToast(kept, id);
  kept = admitted.store;
  for (const old of admitted.evicted) toast.dismiss(old);
}
