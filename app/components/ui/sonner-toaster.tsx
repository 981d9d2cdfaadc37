import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { toastLimits } from "~/lib/toast-policy";

/** Sonner with the spec's limits; loaded only when the first toast is shown. */
export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  // Runs after Sonner's own effects, so it is subscribed before toasts arrive.
  useEffect(onMounted, [onMounted]);
  return (
    <Sonner
      position="top-right"
      visibleToasts={toastLimits.visible}
      duration={toastLimits.durationMs}
      gap={toastLimits.gapPx}
      closeButton
      richColors
      toastOptions={{ style: { width: toastLimits.widthPx } }}
    />
  );
}
