// Toasts, with the toast library kept out of the first page load: it is
// fetched and mounted the first time something calls notify().
import { lazy, Suspense, useSyncExternalStore } from "react";
import { admitToast, type ToastVariant } from "~/lib/toast-policy";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

// Whether anything has asked for a toast yet: a tiny external store.
let mountRequested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function requestMount() {
  if (mountRequested) return;
  mountRequested = true;
  for (const listener of listeners) listener();
}

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function Toaster() {
  const show = useSyncExternalStore(subscribe, () => mountRequested, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onMounted={markMounted} />
    </Suspense>
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
export async function notify({ title, description, variant = "default", duration }: NotifyOptions) {
  requestMount();
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
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
