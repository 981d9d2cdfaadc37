// @vitest-environment jsdom
// Reload Page on the server-error page: a toast, then a reload after 500 ms (spec).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { mountPageToaster, unmountIslands } from "#app/ui/island-page.test-support.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ReloadButton, { ReloadButtonIsland } from "#app/ui/reload-button.island.tsx";

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  reload = vi.fn();
  vi.stubGlobal("location", { ...window.location, reload });
});

afterEach(() => {
  unmountIslands();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ReloadButton", () => {
  it("says it is reloading, then reloads the page after 500 ms", async () => {
    render(<ReloadButton />);
    await mountPageToaster();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Reload Page" }));
    });
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(screen.getByText("Reloading page…")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(480);
    });
    expect(reload).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("is an island hydrated when the browser is idle", () => {
    const html = renderToString(<ReloadButtonIsland />);
    const wrapper = new DOMParser().parseFromString(html, "text/html").body.firstElementChild as HTMLElement;
    expect(wrapper.dataset.island).toBe("reload-button");
    expect(wrapper.dataset.hydrate).toBe("idle");
    expect(wrapper.querySelector("button")?.textContent).toBe("Reload Page");
  });
});
