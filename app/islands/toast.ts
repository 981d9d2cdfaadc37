// Toasts for every island, through sonner. The runtime mounts one <Toaster>
// per page (client.tsx) with the spec's limits (section 9): three shown,
// 356 px wide with a 14 px gap, 4000 ms (3000 ms for answers to form actions),
// and at most ten kept: older ones are dismissed.
import { toast } from "sonner";
import { admitToast, toastLimits, type ToastVariant } from "~/lib/toast-policy";

export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Defaults to 4000 ms; answers to form actions use 3000 ms. */
  duration?: number;
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

export function notify({ title, description, variant = "default", duration = toastLimits.durationMs }: NotifyOptions) {
  const id = show(title, variant, { description, duration });
  const admitted = admitToast(kept, id);
  kept = admitted.store;
  for (const old of admitted.evicted) toast.dismiss(old);
  return id;
}
