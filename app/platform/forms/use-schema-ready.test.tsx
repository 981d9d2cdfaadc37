// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSchemaReadyWhenIdle } from "#app/platform/forms/use-schema-ready.ts";

afterEach(() => vi.unstubAllGlobals());

describe("a form's schema made ready when idle", () => {
  it("is built once the browser is idle after hydration, not during it, and once only", () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    const schema = vi.fn(() => ({}));
    const { rerender } = renderHook(() => useSchemaReadyWhenIdle(schema));
    rerender();
    expect(schema).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    expect(schema).toHaveBeenCalledTimes(1);
  });
});
