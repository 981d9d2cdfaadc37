// The page's one sonner toaster, mounted by the island runtime (client.tsx)
// and shared by every island: the spec's limits (section 9), the site's
// colours, and toasts that stay usable above an open modal dialog.
import type { CSSProperties } from "react";
import { Toaster } from "sonner";
import { toastLimits } from "~/lib/toast-policy";

/**
 * Sonner's own rich colours put text on tinted backgrounds below the 4.5:1
 * contrast WCAG AA asks for (its success green is about 4.2:1); the site's
 * colours for each kind reach it on the same backgrounds.
 */
const toastColours = {
  "--success-text": "var(--color-success)",
  "--error-text": "var(--color-danger)",
  "--warning-text": "var(--color-warning)",
  "--info-text": "var(--color-brand)",
} as CSSProperties;

export function SiteToaster() {
  return (
    <Toaster
      position="top-right"
      visibleToasts={toastLimits.visible}
      duration={toastLimits.durationMs}
      gap={toastLimits.gapPx}
      richColors
      closeButton
      style={toastColours}
      // A modal dialog (the quote drawer) turns pointer events off on the page
      // behind it; the toasts show above it and stay hoverable and closable.
      toastOptions={{ style: { pointerEvents: "auto" } }}
    />
  );
}
