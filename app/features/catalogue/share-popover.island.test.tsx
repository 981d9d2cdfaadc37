// @vitest-environment jsdom
// The Share popover as an island: server HTML (a native popover the browser
// opens and closes, checked in Chromium by tests/e2e/catalogue.browsing.spec.ts),
// hydrated as on the page; Copy link with the spec's toasts, and the device's
// share sheet only where there is one.
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { hydrateIsland, unmountIslands, mountPageToaster } from "#app/ui/island-page.test-support.tsx";
import SharePopover, { SharePopoverIsland } from "#app/features/catalogue/share-popover.island.tsx";

const url = "https://www.sandtonsoundhire.co.za/catalogue/bundles#dj-starter-kit";
const siteUrl = "https://www.sandtonsoundhire.co.za";

// jsdom has no popovertarget and hides closed popovers from queries by role and
// name: show them in place, as the browser shows an open one.
function showPopovers() {
  const style = document.createElement("style");
  style.textContent = "[popover] { display: block !important; }";
  document.head.append(style);
}

beforeAll(showPopovers);

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

/** The hydrated island's popover (closed: jsdom hides it from queries by role unless asked, and has no popovertarget). */
async function openPopover() {
  const { user, trigger } = await renderPopover();
  return { user, trigger, popover: screen.getByRole("dialog", { name: "Share DJ Starter Kit" }) };
}

afterEach(() => {
  unmountIslands();
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("share popover island", () => {
  it("renders on the server as a Share button that opens its popover without script, hydrated on first touch", () => {
    const html = renderToString(
      <SharePopoverIsland kind="bundle" id="dj-starter-kit" name="DJ Starter Kit" siteUrl={siteUrl} />,
    );
    document.body.innerHTML = html;
    const wrapper = document.querySelector<HTMLElement>("[data-island=share-popover]");
    expect(wrapper?.dataset.hydrate).toBe("interaction");
    expect(JSON.parse(wrapper?.dataset.props ?? "")).toEqual({
      kind: "bundle",
      id: "dj-starter-kit",
      name: "DJ Starter Kit",
      siteUrl,
    });
    const button = screen.getByRole("button", { name: "Share: DJ Starter Kit" });
    const popover = screen.getByRole("dialog", { name: "Share DJ Starter Kit" });
    expect(popover.getAttribute("popover")).toBe("auto");
    expect(button.getAttribute("popovertarget")).toBe(popover.id);
    // The links work without script; Copy link waits for the island and is hidden without script.
    expect(popover.querySelectorAll("a")).toHaveLength(3);
    const copy = screen.getByRole("button", { name: "Copy link" }) as HTMLButtonElement;
    expect(copy.disabled).toBe(true);
    expect(copy.closest("li")?.className).toContain("noscript:hidden");
  });

  it("is opened by its button and named for its item, with the item's links", async () => {
    const { trigger, popover } = await openPopover();
    expect(trigger.getAttribute("popovertarget")).toBe(popover.id);
    expect((screen.getByRole("button", { name: "Copy link" }) as HTMLButtonElement).disabled).toBe(false);
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
    await openPopover();
    expect(screen.queryByRole("button", { name: "Share with an app" })).toBeNull();
    unmountIslands();

    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    try {
      const { user } = await openPopover();
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
