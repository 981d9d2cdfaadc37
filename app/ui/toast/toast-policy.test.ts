import { describe, expect, it } from "vitest";
import { admitToast, TOAST_VARIANTS, toastLimits } from "#app/ui/toast/toast-policy.ts";

describe("toast limits", () => {
  it("match the spec", () => {
    expect(toastLimits).toMatchObject({
      visible: 3,
      stored: 10,
      durationMs: 4000,
      formActionDurationMs: 3000,
      widthPx: 356,
      gapPx: 14,
      removeDelayMs: 1_000_000,
      removeAnimationMs: 200,
    });
    expect(TOAST_VARIANTS).toEqual(["default", "success", "destructive", "warning", "info"]);
  });
});

describe("admitToast", () => {
  it("keeps at most ten toasts, dropping the oldest", () => {
    let store: (string | number)[] = [];
    const evicted: (string | number)[] = [];
    for (let id = 1; id <= 12; id += 1) {
      const result = admitToast(store, id);
      store = result.store;
      evicted.push(...result.evicted);
    }
    expect(store).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(evicted).toEqual([1, 2]);
  });
  it("moves an updated toast to the newest position without duplicating it", () => {
    expect(admitToast([1, 2, 3], 2).store).toEqual([1, 3, 2]);
  });
});
