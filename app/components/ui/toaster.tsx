import { Toaster as Sonner, toast } from "sonner";
import { admitToast, toastLimits, type ToastVariant } from "~/lib/toast-policy";

export function Toaster() {
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

export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Defaults to 4000 ms; form actions use 3000 ms. */
  duration?: number;
}

let store: (string | number)[] = [];

/** Shows a toast in one of the spec's five variants. */
export function notify({ title, description, variant = "default", duration }: NotifyOptions) {
  const options = { description, duration };
  const id =
    variant === "success"
      ? toast.success(title, options)
      : variant === "destructive"
        ? toast.error(title, options)
        : variant === "warning"
          ? toast.warning(title, options)
          : variant === "info"
            ? toast.info(title, options)
            : toast(title, options);
  const admitted = admitToast(store, id);
  store = admitted.store;
  for (const evicted of admitted.evicted) toast.dismiss(evicted);
  return id;
}
