// The page's one sonner toaster, mounted by the island runtime (client.tsx)
// and shared by every island: the spec's limits (section 9) and toasts that
// stay usable above an open modal dialog. (Their colours: app.css.)
import { Toaster } from "sonner";
import { toastLimits } from "~/lib/toast-policy";

export function SiteToaster() {
  return (
    <Toaster
      position="top-right"
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
