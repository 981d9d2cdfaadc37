// @vitest-environment jsdom
// A post's time: the server renders the date (true for ever, even on a page
// prerendered long ago); once hydrated the reader sees the relative time,
// which stays current.
import { act, cleanup } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import RelativeTime, { RELATIVE_TIME_REFRESH_MS, RelativeTimeIsland } from "./relative-time";

const iso = "2025-06-15T08:00:00.000Z";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2025-06-15T10:00:00.000Z") });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.replaceChildren();
});

function serverRender() {
  const container = document.createElement("p");
  container.innerHTML = renderToString(<RelativeTime iso={iso} className="text-xs" />);
  document.body.append(container);
  return container;
}

describe("RelativeTime", () => {
  it("renders the date on the server, in South African English, with the exact time in datetime", () => {
    const time = serverRender().querySelector("time");
    expect(time?.textContent).toBe("15 June 2025");
    expect(time?.getAttribute("datetime")).toBe(iso);
    expect(time?.getAttribute("title")).toBe("15 June 2025");
    expect(time?.className).toBe("text-xs");
  });

  it("hydrates without a mismatch, then says how long ago, and keeps it current", () => {
    const container = serverRender();
    const mismatches: unknown[] = [];
    act(() => {
      hydrateRoot(container, <RelativeTime iso={iso} className="text-xs" />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    const time = container.querySelector("time");
    expect(time?.textContent).toBe("about 2 hours ago");
    // The date stays at hand on hover.
    expect(time?.getAttribute("title")).toBe("15 June 2025");

    act(() => {
      vi.advanceTimersByTime(60 * 60 * 1000 + RELATIVE_TIME_REFRESH_MS);
    });
    expect(time?.textContent).toBe("about 3 hours ago");
  });

  it('shows nothing rather than "Invalid Date" for a time it cannot read', () => {
    const container = document.createElement("p");
    document.body.append(container);
    container.innerHTML = renderToString(<RelativeTime iso="not a date" />);
    act(() => {
      hydrateRoot(container, <RelativeTime iso="not a date" />);
    });
    expect(container.querySelector("time")?.textContent).toBe("");
  });

  it("is an inline island that hydrates as it nears the viewport", () => {
    const html = renderToString(<RelativeTimeIsland iso={iso} />);
    const wrapper = new DOMParser().parseFromString(html, "text/html").body.firstElementChild as HTMLElement;
    expect(wrapper.tagName).toBe("SPAN");
    expect(wrapper.dataset.island).toBe("relative-time");
    expect(wrapper.dataset.hydrate).toBe("visible");
    expect(JSON.parse(wrapper.dataset.props ?? "")).toEqual({ iso });
  });
});
