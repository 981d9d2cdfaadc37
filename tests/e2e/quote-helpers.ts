// What the quote journeys share: finding an Add to Quote button once it can be
// used, the quote page's form and summary, and dates the form accepts.
import { expect, type Locator, type Page } from "@playwright/test";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";

/**
 * Scrolls an Add to Quote button into view and waits until its island (its
 * own, or the section island it is drawn in) is hydrated: each hydrates when
 * it comes near the viewport, and until then the button posts its form to
 * the server's basket (decision 066).
 */
export async function expectAddToQuoteHydrated(button: Locator) {
  await button.scrollIntoViewIfNeeded();
  await expect(button.locator("xpath=ancestor::*[@data-island][1]")).toHaveAttribute("data-hydrated", "");
}

/** An Add to Quote button, ready to use (hydrated: it adds to the browser's own quote). */
export async function addToQuoteButton(page: Page, name: string) {
  const button = page.getByRole("button", { name: `Add to Quote: ${name}` });
  await expectAddToQuoteHydrated(button);
  return button;
}

export const contactForm = (page: Page) => page.getByRole("form", { name: "Your details" });

/** Opens the quote form's "Add event details" (unless a stored event already has), where venue, times, delivery and company wait. */
export async function openEventDetails(page: Page): Promise<void> {
  const details = contactForm(page).locator("details", { hasText: "Add event details" });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
    await details.locator("summary").click();
  await expect(details.getByLabel("Venue or suburb")).toBeVisible();
}
export const summaryTotal = (page: Page) => page.getByRole("row", { name: /^Total \(incl\. VAT\)/ }).getByRole("cell");
export const summaryLine = (page: Page, name: string) => page.getByRole("row", { name: new RegExp(`^${name}`) });

/** The quote number the summary shows. */
export async function summaryQuoteNumber(page: Page): Promise<string> {
  const text = (await page.getByText(/^Quote number /).textContent()) ?? "";
  return text.replace(/^Quote number /, "").trim();
}

/** A date `days` after today in Johannesburg (the form refuses dates in the past). */
export function daysAhead(days: number): string {
  return addDays(johannesburgDate(new Date()), days);
}

/** A YYYY-MM-DD date as the quote writes it: "Saturday, 12 December 2026". */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat("en-ZA", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}
