// @vitest-environment jsdom
// Add to Quote as a catalogue card holds it: a form post to the quote page in
// the server's HTML (without JavaScript the server keeps the basket, decision
// 066), taken over once hydrated, adding the item its props carry with the
// spec's toasts to the browser's own quote.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import AddToQuoteButton, { AddToQuoteIsland } from "#app/features/quotes/builder/add-to-quote.island.tsx";
import { hydrateIsland, unmountIslands, mountPageToaster } from "#app/ui/island-page.test-support.tsx";
import { getQuote, resetQuoteStoreForTests } from "#app/features/quotes/builder/quote-store.ts";
import { bundles, personnel, products } from "#app/features/catalogue/content/priced-catalogue.test-support.ts";

const speaker = products.find((product) => product.id === "powered-speaker-12-premium")!;
const engineer = personnel.find((person) => person.id === "sound-engineer")!;
const bundle = bundles[0]!;

beforeEach(() => {
  localStorage.clear();
  resetQuoteStoreForTests();
  toast.dismiss();
});
afterEach(() => {
  unmountIslands();
  cleanup();
  vi.restoreAllMocks();
});

describe("Add to Quote: server HTML", () => {
  it("is a form posting the item to the quote page, hydrated when it nears the viewport", async () => {
    const { serverHtml } = await hydrateIsland(AddToQuoteIsland, AddToQuoteButton, {
      kind: "product",
      record: speaker,
      size: "lg",
    });
    const page = document.createElement("div");
    page.innerHTML = serverHtml;
    const button = within(page).getByRole("button", { name: `Add to Quote: ${speaker.name}` });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.getAttribute("type")).toBe("submit");
    expect(button.textContent).toBe("Add to Quote");
    expect(button.className).toContain("min-h-12");
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/quote-request");
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: "add",
      type: "product",
      id: speaker.id,
      quantity: "1",
    });
    // The note the server's redirect targets (#added-product-<id>), hidden until it is the target.
    const note = page.querySelector(`#added-product-${speaker.id}`)!;
    expect(note.className).toContain("hidden");
    expect(note.className).toContain("target:block");
    expect(
      within(note as HTMLElement)
        .getByRole("link", { name: "View my quote" })
        .getAttribute("href"),
    ).toBe("/quote-request");
    const island = page.firstElementChild as HTMLElement;
    expect(island.dataset.island).toBe("add-to-quote");
    expect(island.dataset.hydrate).toBe("visible");
    expect(JSON.parse(island.dataset.props ?? "{}")).toEqual({
      kind: "product",
      record: speaker,
      size: "lg",
    });
  });
});

describe("Add to Quote: hydrated", () => {
  it("adds the item, then one more of it, with the spec's toasts", async () => {
    await mountPageToaster();
    await hydrateIsland(AddToQuoteIsland, AddToQuoteButton, { kind: "product", record: speaker });
    const user = userEvent.setup();
    const button = screen.getByRole("button", { name: `Add to Quote: ${speaker.name}` });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    // The island takes the submit: nothing is posted.
    const posted = vi.fn();
    const watch = (event: Event) => posted(event.defaultPrevented);
    document.addEventListener("submit", watch);
    await user.click(button);
    document.removeEventListener("submit", watch);
    expect(posted).toHaveBeenCalledWith(true);
    expect(await screen.findByText("Item Added")).toBeTruthy();
    // A click on the icon inside the button counts too.
    await user.click(button.querySelector("svg") as Element);
    expect(await screen.findByText("Item Updated")).toBeTruthy();
    await waitFor(() => expect(getQuote().totalItems).toBe(2));
    const stored = JSON.parse(localStorage.getItem("quoteItems") ?? "[]");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: speaker.id, name: speaker.name, type: "product", quantity: 2, price: 375 });
    expect(stored[0].originalItem).toEqual(speaker);
  });

  it("adds each kind of item as its kind: hourly personnel, bundles", async () => {
    await hydrateIsland(AddToQuoteIsland, AddToQuoteButton, { kind: "personnel", record: engineer });
    await hydrateIsland(AddToQuoteIsland, AddToQuoteButton, { kind: "bundle", record: bundle });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: `Add to Quote: ${engineer.name}` }));
    await user.click(screen.getByRole("button", { name: `Add to Quote: ${bundle.name}` }));
    await waitFor(() =>
      expect(getQuote().items.map((item) => [item.id, item.type, item.hourlyRate, item.quantity])).toEqual([
        [engineer.id, "personnel", true, 1],
        [bundle.id, "bundle", false, 1],
      ]),
    );
  });

  it("shows its tick in the tap's own frame and stores the item once that frame is painted", async () => {
    await hydrateIsland(AddToQuoteIsland, AddToQuoteButton, { kind: "product", record: speaker });
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    const button = screen.getByRole("button", { name: `Add to Quote: ${speaker.name}` });
    await userEvent.setup().click(button);
    // Painted: the tick. Not yet stored: the quote is still empty.
    expect(button.querySelector("[data-added]")).not.toBeNull();
    expect(localStorage.getItem("quoteItems")).toBeNull();
    expect(getQuote().totalItems).toBe(0);
    for (const callback of frames.splice(0)) callback(performance.now());
    await waitFor(() => expect(getQuote().totalItems).toBe(1));
    expect(JSON.parse(localStorage.getItem("quoteItems") ?? "[]")).toHaveLength(1);
    // The tick goes once its moment has passed, and the button reads as before.
    await waitFor(() => expect(button.querySelector("[data-added]")).toBeNull(), { timeout: 3000 });
  });

  it("is reached and pressed with the keyboard", async () => {
    await hydrateIsland(AddToQuoteIsland, AddToQuoteButton, { kind: "product", record: speaker });
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: `Add to Quote: ${speaker.name}` }));
    await user.keyboard("{Enter}");
    await user.keyboard(" ");
    await waitFor(() => expect(getQuote().totalItems).toBe(2));
  });
});
