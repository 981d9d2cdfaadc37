// What the catalogue specs share: the toasts, the quote drawer's lines and
// totals, and adding an item to the quote from its card.
import type { Locator, Page } from "@playwright/test";
import { expectAddToQuoteHydrated } from "./quote-helpers.ts";

/** A toast by its title (sonner's toasts); the runtime mounts one toaster per page. */
export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

/** A line of the drawer's quote by the item's name. */
export function quoteLine(drawer: Locator, name: string) {
  return drawer.getByRole("list", { name: "Quote items" }).getByRole("listitem").filter({ hasText: name });
}

/** The number the drawer's totals show beside a term ("Items", "Estimated total"). */
export function quoteTotal(drawer: Locator, term: string) {
  return drawer.getByRole("term").filter({ hasText: term }).locator("xpath=following-sibling::dd[1]");
}

/** Scrolls an Add to Quote button into view, waits until it is hydrated (see expectAddToQuoteHydrated) and clicks it. */
export async function addToQuote(page: Page, name: string) {
  const button = page.getByRole("button", { name: `Add to Quote: ${name}`, exact: true });
  await expectAddToQuoteHydrated(button);
  await button.click();
}
