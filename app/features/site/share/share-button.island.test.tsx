// @vitest-environment jsdom
// A blog post's Share button (spec: Share): the device's share sheet where
// there is one, else the link is copied and an alert says so; failures are logged.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import ShareButton, { ShareButtonIsland } from "#app/features/site/share/share-button.island.tsx";

const post = { title: "Wedding Sound Guide", text: "How to plan the sound for your wedding." };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubNavigator(extra: Record<string, unknown>) {
  vi.stubGlobal("navigator", { ...navigator, ...extra });
}

async function clickShare() {
  render(<ShareButton {...post} />);
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
  });
}

describe("ShareButton", () => {
  it("shares the title, excerpt and address through the device's share sheet", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share });
    await clickShare();
    expect(share).toHaveBeenCalledWith({ ...post, url: window.location.href });
  });

  it("logs a share sheet that fails or is dismissed", async () => {
    const failure = new Error("AbortError");
    stubNavigator({ share: vi.fn().mockRejectedValue(failure) });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await clickShare();
    expect(log).toHaveBeenCalledWith(failure);
  });

  it("without a share sheet copies the address and says 'Link copied to clipboard!'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ share: undefined, clipboard: { writeText } });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    await clickShare();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(alert).toHaveBeenCalledWith("Link copied to clipboard!");
  });

  it("logs a copy that fails, and shows no alert", async () => {
    const failure = new Error("NotAllowedError");
    stubNavigator({ share: undefined, clipboard: { writeText: vi.fn().mockRejectedValue(failure) } });
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await clickShare();
    expect(log).toHaveBeenCalledWith(failure);
    expect(alert).not.toHaveBeenCalled();
  });

  it("is an inline island with the post's title and excerpt as props, hydrated on the reader's first touch", () => {
    const html = renderToString(<ShareButtonIsland {...post} />);
    const wrapper = new DOMParser().parseFromString(html, "text/html").body.firstElementChild as HTMLElement;
    expect(wrapper.tagName).toBe("SPAN");
    expect(wrapper.dataset.island).toBe("share-button");
    expect(wrapper.dataset.hydrate).toBe("interaction");
    expect(JSON.parse(wrapper.dataset.props ?? "")).toEqual(post);
    expect(wrapper.querySelector("button")?.textContent).toBe("Share");
  });
});
