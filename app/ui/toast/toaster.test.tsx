// @vitest-environment jsdom
// The page's toaster keeps its toasts off an open sheet or dialog
// (use-toast-placement.ts): top right with none open, and at the bottom with a
// room kept free in a dialog that fills a phone's screen, given back when the
// toasts or the dialog go. The geometry itself: toast-placement.test.ts; in a
// browser: tests/e2e/toasts-over-dialogs.spec.ts.
import { act, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountToaster, resetToasterForTests, showToast } from "#app/ui/toast/toaster.tsx";

afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

/** Mounts the toaster as the first toast would, inside act so React commits it (island-page.test-support.tsx). */
async function mountPageToaster() {
  await act(async () => {
    void mountToaster();
  });
}

const toaster = () => document.querySelector<HTMLElement>("[data-sonner-toaster]");

/** A Radix-style open dialog as wide and tall as a 390 × 844 phone. */
function openFullScreenDialog() {
  const dialog = document.createElement("div");
  dialog.setAttribute("role", "dialog");
  dialog.dataset.state = "open";
  dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 390, height: 844 });
  document.body.append(dialog);
  return dialog;
}

beforeEach(() => {
  vi.spyOn(document.documentElement, "clientWidth", "get").mockReturnValue(390);
  vi.spyOn(window, "innerHeight", "get").mockReturnValue(844);
});

afterEach(() => {
  act(() => resetToasterForTests());
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("the toaster beside an open dialog", () => {
  it("shows toasts top right when no dialog is open", async () => {
    await mountPageToaster();
    act(() => showToast({ title: "Item Added" }));
    await waitFor(() => expect(toaster()?.dataset.yPosition).toBe("top"));
    expect(toaster()?.dataset.xPosition).toBe("right");
  });

  it("moves them to the bottom of a phone's full-screen sheet, which keeps a room free for them", async () => {
    await mountPageToaster();
    const dialog = openFullScreenDialog();
    act(() => showToast({ title: "Quantity Updated" }));
    await waitFor(() => expect(toaster()?.dataset.yPosition).toBe("bottom"));
    await waitFor(() => expect(dialog.hasAttribute("data-toast-room")).toBe(true));
    expect(parseFloat(dialog.style.getPropertyValue("--toast-room"))).toBeGreaterThan(0);

    // The sheet closes: its room is given back and the toasts go back to the top.
    act(() => dialog.remove());
    await waitFor(() => expect(toaster()?.dataset.yPosition).toBe("top"));
    expect(dialog.hasAttribute("data-toast-room")).toBe(false);
  });
});
