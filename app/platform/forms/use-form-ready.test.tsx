// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFormReadyWhenIdle } from "#app/platform/forms/use-form-ready.ts";

afterEach(() => vi.unstubAllGlobals());

function Form({ check }: { check: (post: FormData) => unknown }) {
  useFormReadyWhenIdle("ready-form", check);
  return (
    <form id="ready-form">
      <input name="name" defaultValue="Thandi" />
    </form>
  );
}

describe("a form made ready when idle", () => {
  it("checks the form's post as it stands once the browser is idle after hydration, not during it, and once only", () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    const check = vi.fn((_post: FormData) => undefined);
    const { rerender } = render(<Form check={check} />);
    rerender(<Form check={check} />);
    expect(check).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    expect(check).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(check.mock.calls[0]?.[0] ?? [])).toEqual({ name: "Thandi" });
  });
});
