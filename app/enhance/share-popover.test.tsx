// @vitest-environment jsdom
// The share popover's script over its server-rendered markup: copy link with
// the spec's toasts, and the device's share sheet only where there is one.
import { fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setUpSharePopovers } from "./share-popover";
import { SharePopover } from "~/components/catalogue/share-popover";

const url = "https://www.sandtonsoundhire.co.za/catalogue/bundles#dj-starter-kit";
const stops: (() => void)[] = [];

function renderPopover() {
  document.body.innerHTML = renderToString(
    <SharePopover
      kind="bundle"
      id="dj-starter-kit"
      name="DJ Starter Kit"
      siteUrl="https://www.sandtonsoundhire.co.za"
    />,
  );
  stops.push(setUpSharePopovers());
  const popover = document.querySelector<HTMLElement>("[data-share-popover]") as HTMLElement;
  // Opening it is the browser's (popovertarget); here it is simply shown.
  popover.removeAttribute("popover");
  return popover;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("share popover", () => {
  it("is opened by its button and named for its item, with the item's links", () => {
    const popover = renderPopover();
    const button = screen.getByRole("button", { name: "Share: DJ Starter Kit" });
    expect(button.getAttribute("popovertarget")).toBe(popover.id);
    expect(screen.getByRole("dialog", { name: "Share DJ Starter Kit" })).toBe(popover);
    expect(screen.getByRole("link", { name: /Facebook/ }).getAttribute("href")).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(decodeURIComponent(screen.getByRole("link", { name: /WhatsApp/ }).getAttribute("href") ?? "")).toContain(
      "Check out this Bundle: DJ Starter Kit from Sandton Sound Hire",
    );
  });

  it("copies the item's address and says so", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderPopover();
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Link Copied")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it("says when the copy failed, with the spec's words", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error("denied")) },
    });
    renderPopover();
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Copy Failed")).toBeTruthy();
    expect(screen.getByText("Could not copy the link. Try again.")).toBeTruthy();
  });

  it("offers the device's share sheet only where there is one", async () => {
    renderPopover();
    expect(screen.queryByRole("button", { name: "Share with an app" })).toBeNull();
    stops.splice(0).forEach((stop) => stop());

    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", { ...navigator, share });
    renderPopover();
    fireEvent.click(screen.getByRole("button", { name: "Share with an app" }));
    await vi.waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: "DJ Starter Kit",
        text: "Check out this Bundle: DJ Starter Kit from Sandton Sound Hire",
        url,
      }),
    );
  });
});
