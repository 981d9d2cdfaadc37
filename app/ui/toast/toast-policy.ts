// Toast limits from the spec (section 9). Sonner shows 3 stacked toasts, each
// 356 px wide with a 14 px gap, for 4000 ms; the store keeps at most 10.

export const TOAST_VARIANTS = ["default", "success", "destructive", "warning", "info"] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

/** A toast as an island asks for it (toast.ts), and as the toaster shows it (toaster.tsx). */
export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Defaults to 4000 ms; answers to form actions use 3000 ms. */
  duration?: number;
}

export const toastLimits = {
  visible: 3,
  stored: 10,
  durationMs: 4000,
  formActionDurationMs: 3000,
  widthPx: 356,
  gapPx: 14,
  removeDelayMs: 1_000_000,
  removeAnimationMs: 200,
} as const;

/**
 * Adds a toast id to the store, returning the new store and the ids that fell
 * out of it (oldest first) because the store holds at most `limit`.
 */
export function admitToast(
  store: readonly (string | number)[],
  id: string | number,
  limit: number = toastLimits.stored,
): { store: (string | number)[]; evicted: (string | number)[] } {
  const next = [...store.filter((existing) => existing !== id), id];
  const overflow = Math.max(0, next.length - limit);
  return { store: next.slice(overflow), evicted: next.slice(0, overflow) };
}

// chunk-group: island-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
