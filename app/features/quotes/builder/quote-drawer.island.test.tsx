// @vitest-environment jsdom
// The quote drawer island as a catalogue page holds it: the server's HTML
// (a link to the quote page with a count of 0), hydrated, then the stored
// quote in the sheet: lines, quantities, remove, clear, totals with prices
// hidden and shown, and the spec's toasts.
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateIsland, unmountIslands, mountPageToaster } from "#app/ui/island-page.test-support.tsx";
import QuoteDrawer, { QuoteDrawerIsland } from "#app/features/quotes/builder/quote-drawer.island.tsx";
import { quoteActions, resetQuoteStoreForTests } from "#app/features/quotes/builder/quote-store.ts";
import { addOns, personnel, products } from "#app/features/catalogue/content/priced-catalogue.test-support.ts";

const speaker = products.find((product) => product.id === "powered-speaker-12-premium")!;
const engineer = personnel.find((person) => person.id === "sound-engineer")!;
const micUpgrade = addOns.find((addOn) => addOn.id === "wireless-mic-upgrade")!;

function storeSpeakers(quantity: number) {
  localStorage.setItem(
    "quoteItems",
    JSON.stringify([
      {
        id: speaker.id,
        name: speaker.name,
        type: "product",
        quantity,
        price: 375,
        originalItem: speaker,
        hourlyRate: false,
      },
    ]),
  );
}

async function renderDrawer() {
  // The toaster the island runtime mounts on every page.
  await mountPageToaster();
  const island = await hydrateIsland(QuoteDrawerIsland, QuoteDrawer, {});
  const user = userEvent.setup();
  return { ...island, user };
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /^Your Quote/ }));
  // The sheet's code loads on the first open.
  return screen.findByRole("dialog", { name: "Your Quote" });
}

/** The value of a row of the totals ('Items', 'Estimated total'), or null when the row is not shown. */
function total(drawer: HTMLElement, term: string): string | null {
  const row = within(drawer)
    .queryAllByRole("term")
    .find((element) => element.textContent === term);
  return row?.nextElementSibling?.textContent ?? null;
}

// Sonner captures the pointer when a toast is pressed (to swipe it away); jsdom has no pointer capture.
Element.prototype.setPointerCapture ??= () => {};

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

describe("quote drawer: server HTML", () => {
  it("is a link to the quote page with a count of 0, so it works without JavaScript", async () => {
    storeSpeakers(2);
    const { serverHtml } = await renderDrawer();
    const page = document.createElement("div");
    page.innerHTML = serverHtml;
    const link = within(page).getByRole("link", { name: "Your Quote 0 items" });
    expect(link.getAttribute("href")).toBe("/quote-request");
    // The count is read out as words, with no aria-label on a plain <span> (invalid HTML).
    expect(page.querySelector("span[aria-label]")).toBeNull();
    expect(within(page).queryByRole("dialog")).toBeNull();
    const island = page.firstElementChild as HTMLElement;
    expect(island.dataset.island).toBe("quote-drawer");
    expect(island.dataset.hydrate).toBe("load");
  });
});

describe("quote drawer: hydrated", () => {
  it("opens the empty quote: the empty state, 0 items, no Clear button, no prices", async () => {
    const { user } = await renderDrawer();
    expect(screen.queryByRole("link", { name: /Your Quote/ })).toBeNull();
    const open = screen.getByRole("button", { name: "Your Quote 0 items" });
    expect(open.getAttribute("aria-haspopup")).toBe("dialog");
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText("Your quote is empty")).toBeTruthy();
    expect(
      within(drawer).getByText(
        "Add speakers, microphones, bundles or crew from the catalogue and they will appear here.",
      ),
    ).toBeTruthy();
    expect(within(drawer).queryByRole("list", { name: "Quote items" })).toBeNull();
    expect(within(drawer).queryByRole("button", { name: "Clear quote" })).toBeNull();
    expect(total(drawer, "Items")).toBe("0");
    expect(total(drawer, "Estimated total (excl. VAT)")).toBeNull();
    expect(within(drawer).getByRole("link", { name: "Request Quote" }).getAttribute("href")).toBe("/quote-request");
    expect(
      within(drawer).getByText("An estimate only: delivery is quoted separately and added to the final quote."),
    ).toBeTruthy();
    // Radix moves focus into the sheet: its first control, Close.
    expect(document.activeElement).toBe(within(drawer).getByRole("button", { name: "Close" }));
  });

  it("shows the stored quote: count, lines with labelled controls, 'Request Quote' while prices are hidden", async () => {
    storeSpeakers(2);
    const { user } = await renderDrawer();
    expect(screen.getByRole("button", { name: "Your Quote 2 items" })).toBeTruthy();
    const drawer = await openDrawer(user);
    const lines = within(within(drawer).getByRole("list", { name: "Quote items" })).getAllByRole("listitem");
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(within(line).getByText(speaker.name)).toBeTruthy();
    expect(within(line).getByText("Request Quote")).toBeTruthy();
    expect(within(line).queryByText("R375.00")).toBeNull();
    const quantity = within(line).getByRole("group", { name: `Quantity of ${speaker.name}` });
    expect(quantity.textContent).toBe("2");
    expect(within(line).getByRole("button", { name: `Remove ${speaker.name}` })).toBeTruthy();
    expect(total(drawer, "Items")).toBe("2");
    expect(total(drawer, "Estimated total (excl. VAT)")).toBeNull();
    expect(total(drawer, "Discount")).toBeNull();
  });

  it("changes quantities in place, keeping the focused button, and removes a line below 1", async () => {
    const { user } = await renderDrawer();
    act(() => quoteActions.add("product", speaker));
    const drawer = await openDrawer(user);
    const increase = within(drawer).getByRole("button", { name: `Increase quantity of ${speaker.name}` });
    await user.click(increase);
    expect(await screen.findByText("Quantity Updated")).toBeTruthy();
    expect(within(drawer).getByRole("group", { name: `Quantity of ${speaker.name}` }).textContent).toBe("2");
    expect(document.activeElement).toBe(increase);
    expect(total(drawer, "Items")).toBe("2");
    expect(screen.getByRole("button", { name: "Your Quote 2 items", hidden: true })).toBeTruthy();

    const decrease = within(drawer).getByRole("button", { name: `Decrease quantity of ${speaker.name}` });
    await user.click(decrease);
    await user.click(decrease);
    expect(await screen.findByText("Item Removed")).toBeTruthy();
    expect(within(drawer).queryAllByRole("listitem")).toHaveLength(0);
    expect(within(drawer).getByText("Your quote is empty")).toBeTruthy();
    // The line took the focused button with it: focus stays in the sheet.
    expect(document.activeElement).toBe(within(drawer).getByRole("button", { name: "Close" }));
    expect(screen.getByRole("button", { name: "Your Quote 0 items", hidden: true })).toBeTruthy();
  });

  it("removes a line, then clears the quote with the spec's toasts", async () => {
    const { user } = await renderDrawer();
    act(() => {
      quoteActions.add("product", speaker);
      quoteActions.add("personnel", engineer);
    });
    const drawer = await openDrawer(user);
    expect(within(drawer).getAllByRole("listitem")).toHaveLength(2);
    const engineerLine = within(drawer).getByText(engineer.name).closest("li") as HTMLElement;
    expect(within(engineerLine).getByText("per hour")).toBeTruthy();

    await user.click(within(drawer).getByRole("button", { name: `Remove ${speaker.name}` }));
    expect(await screen.findByText("Item Removed")).toBeTruthy();
    expect(within(drawer).getAllByRole("listitem")).toHaveLength(1);
    expect(document.activeElement).toBe(within(drawer).getByRole("button", { name: "Close" }));

    await user.click(within(drawer).getByRole("button", { name: "Clear quote" }));
    expect(await screen.findByText("Quote Cleared")).toBeTruthy();
    expect(within(drawer).queryByRole("button", { name: "Clear quote" })).toBeNull();
    expect(within(drawer).getByText("Your quote is empty")).toBeTruthy();
    expect(document.activeElement).toBe(within(drawer).getByRole("button", { name: "Close" }));
    expect(localStorage.getItem("quoteItems")).toBe("[]");
  });

  it("shows prices, discounts and the total once prices are on", async () => {
    const { user } = await renderDrawer();
    act(() => {
      quoteActions.add("add-on", micUpgrade);
      quoteActions.add("personnel", engineer);
      quoteActions.setShowPrices(true);
    });
    const drawer = await openDrawer(user);
    const addOnLine = within(drawer).getByText(micUpgrade.name).closest("li") as HTMLElement;
    expect(within(addOnLine).getByText("R220.00")).toBeTruthy();
    expect(within(addOnLine).getByText("5% off")).toBeTruthy();
    const engineerLine = within(drawer).getByText(engineer.name).closest("li") as HTMLElement;
    expect(within(engineerLine).getByText("R2,500.00/hr")).toBeTruthy();
    expect(within(engineerLine).getByText("per hour")).toBeTruthy();
    expect(within(drawer).queryByText("Request Quote", { selector: "li *" })).toBeNull();
    expect(total(drawer, "Items")).toBe("2");
    expect(total(drawer, "Discount")).toBe("-R11.00");
    // The engineer starts at one person for 4 hours: 4 x R2,500 + R220 x 0.95.
    expect(within(engineerLine).getByText("hours each: 1 person × 4 hours")).toBeTruthy();
    expect(total(drawer, "Estimated total (excl. VAT)")).toBe("R10,209.00");
    await user.click(within(engineerLine).getByRole("button", { name: `Decrease hours of ${engineer.name}` }));
    await user.click(within(engineerLine).getByRole("button", { name: `Increase quantity of ${engineer.name}` }));
    expect(within(engineerLine).getByText("hours each: 2 people × 3 hours")).toBeTruthy();
    expect(total(drawer, "Estimated total (excl. VAT)")).toBe("R15,209.00");
  });

  it("follows changes made elsewhere on the page while open (Add to Quote)", async () => {
    const { user } = await renderDrawer();
    const drawer = await openDrawer(user);
    expect(within(drawer).getByText("Your quote is empty")).toBeTruthy();
    act(() => quoteActions.add("product", speaker));
    expect(within(drawer).getByText(speaker.name)).toBeTruthy();
    expect(total(drawer, "Items")).toBe("1");
  });

  it("stays open when a toast shown above it is closed", async () => {
    const { user } = await renderDrawer();
    act(() => quoteActions.add("product", speaker));
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole("button", { name: "Clear quote" }));
    const cleared = (await screen.findByText("Quote Cleared")).closest("[data-sonner-toast]") as HTMLElement;
    // The open dialog turns pointer events off behind it; the toast keeps them.
    await user.click(within(cleared).getByRole("button", { name: "Close toast" }));
    expect(screen.getByRole("dialog", { name: "Your Quote" })).toBe(drawer);
  });

  it("closes with Escape and returns focus to its button", async () => {
    const { user } = await renderDrawer();
    const open = screen.getByRole("button", { name: /^Your Quote/ });
    await openDrawer(user);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(open);
    await openDrawer(user);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
