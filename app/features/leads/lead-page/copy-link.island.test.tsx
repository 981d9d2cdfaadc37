// @vitest-environment jsdom
// The live-quote link staff copy: the server's HTML is the read-only field
// alone (nothing to press without JavaScript); hydrated with a clipboard,
// Copy writes the link and says so; a refused write says to copy by hand, and
// without a clipboard there is no button, only the field.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateIsland, unmountIslands } from "#app/ui/island-page.test-support.tsx";
import CopyLink, { COPY_LINK_MESSAGES, CopyLinkIsland } from "#app/features/leads/lead-page/copy-link.island.tsx";

const props = { url: "https://www.sandtonsoundhire.co.za/q/abc", label: "The customer's live-quote link" };

function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

afterEach(() => {
  unmountIslands();
  cleanup();
  stubClipboard(undefined);
});

describe("CopyLink", () => {
  it("serves the link in a read-only field, without a button", async () => {
    stubClipboard({ writeText: vi.fn(() => Promise.resolve()) });
    const { serverHtml } = await hydrateIsland(CopyLinkIsland, CopyLink, props);
    expect(serverHtml).toContain('value="https://www.sandtonsoundhire.co.za/q/abc"');
    expect(serverHtml).toMatch(/readonly/i);
    expect(serverHtml).not.toContain("Copy link");
  });

  it("copies the link once hydrated and says so", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard({ writeText });
    await hydrateIsland(CopyLinkIsland, CopyLink, props);
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Copy link" }));
    });
    expect(writeText).toHaveBeenCalledWith(props.url);
    expect(screen.getByRole("status").textContent).toBe(COPY_LINK_MESSAGES.copied);
  });

  it("says to copy by hand when the clipboard refuses", async () => {
    stubClipboard({ writeText: vi.fn(() => Promise.reject(new Error("denied"))) });
    await hydrateIsland(CopyLinkIsland, CopyLink, props);
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Copy link" }));
    });
    expect(screen.getByRole("status").textContent).toBe(COPY_LINK_MESSAGES.failed);
  });

  it("offers only the field where there is no clipboard", async () => {
    stubClipboard(undefined);
    await hydrateIsland(CopyLinkIsland, CopyLink, props);
    expect(screen.queryByRole("button", { name: "Copy link" })).toBeNull();
    expect((screen.getByLabelText(props.label) as HTMLInputElement).value).toBe(props.url);
  });
});
