// @vitest-environment jsdom
// The Share popover as an island: server HTML, hydrated as on the page, then
// opened by its button; Copy link with the spec's toasts, and the device's
// share sheet only where there is one.
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hydrateIsland, unmountIslands, mountPageToaster } from "./hydrate.test-support";
import SharePopover, { SharePopoverIsland } from "./share-popover";

const url = "https://www.sandtonsoundhire.co.za/catalogue/bundles#dj-starter-kit";
const siteUrl = "https://www.sandtonsoundhire.co.za";

beforeAll(() => {
  // Radix measures the trigger and the popover; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

async function renderPopover() {
  await hydrateIsland(SharePopoverIsland, SharePopover, {
    kind: "bundle",
    id: "dj-starter-kit",
    name: "DJ Starter Kit",
    siteUrl,
  });
  // The island runtime mounts the page's one toaster.
  await mountPageToaster();
  const user = userEvent.setup();
  return { user, trigger: screen.getByRole("button", { name: "Share: DJ Starter Kit" }) };
}

async function openPopover() {
  const { user, trigger } = await renderPopover();
  await user.click(trigger);
  return { user, trigger, popover: await screen.findByRole("dialog", { name: "Share DJ Starter Kit" }) };
}

afterEach(() => {
  unmountIslands();
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("share popover island", () => {
  it("renders on the server as a closed Share button marked for hydration when visible, hidden without script", () => {
    const html = renderToString(
      <SharePopoverIsland kind="bundle" id="dj-starter-kit" name="DJ Starter Kit" siteUrl={siteUrl} />,
    );
    document.body.innerHTML = html;
    const wrapper = document.querySelector<HTMLElement>("[data-island=share-popover]");
    expect(wrapper?.dataset.hydrate).toBe("visible");
    expect(JSON.parse(wrapper?.dataset.props ?? "")).toEqual({
      kind: "bundle",
      id: "dj-starter-kit",
      name: "DJ Starter Kit",
      siteUrl,
    });
    const button = screen.getByRole("button", { name: "Share: DJ Starter Kit" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.className).toContain("noscript:hidden");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is opened by its button and named for its item, with the item's links", async () => {
    const { trigger, popover } = await openPopover();
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(trigger.getAttribute("aria-controls")).toBe(popover.id);
    const links = popover.querySelectorAll("a");
    expect([...links].map((link) => link.textContent)).toEqual([
      "Facebook (opens in a new tab)",
      "Twitter (opens in a new tab)",
      "WhatsApp (opens in a new tab)",
    ]);
    expect(screen.getByRole("link", { name: /Facebook/ }).getAttribute("href")).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(screen.getByRole("link", { name: /Twitter/ }).getAttribute("href")).toBe(
      `https://twitter.com/intent/tweet?text=${encodeURIComponent("Check out this Bundle: DJ Starter Kit from Sandton Sound Hire")}&url=${encodeURIComponent(url)}`,
    );
    expect(decodeURIComponent(screen.getByRole("link", { name: /WhatsApp/ }).getAttribute("href") ?? "")).toContain(
      "Check out this Bundle: DJ Starter Kit from Sandton Sound Hire",
    );
    for (const link of links) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const { user, trigger } = await openPopover();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
  });

  it("copies the item's address and says so", async () => {
    const { user } = await openPopover();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Link Copied")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it("says when the copy failed, with the spec's words", async () => {
    const { user } = await openPopover();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Copy Failed")).toBeTruthy();
    expect(screen.getByText("Could not copy the link. Try again.")).toBeTruthy();
  });

  it("offers the device's share sheet only where there is one", async () => {
    const { user, trigger } = await openPopover();
    expect(screen.queryByRole("button", { name: "Share with an app" })).toBeNull();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    try {
      await user.click(trigger);
      await user.click(await screen.findByRole("button", { name: "Share with an app" }));
      expect(share).toHaveBeenCalledWith({
        title: "DJ Starter Kit",
        text: "Check out this Bundle: DJ Starter Kit from Sandton Sound Hire",
        url,
      });
    } finally {
      Reflect.deleteProperty(navigator, "share");
    }
  });
});
