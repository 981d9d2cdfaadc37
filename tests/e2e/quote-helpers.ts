// What the quote journeys share: finding an Add to Quote button once it can be
// used, the quote page's form and summary, and dates the form accepts.
import { expect, type Page } from "@playwright/test";
import { addDays, johannesburgDate } from "#app/features/quotes/hire-period.ts";

/**
 * An Add to Quote button, ready to use: each is an island of its own that
 * hydrates when it comes near the viewport and is disabled until then.
 */
export async function addToQuoteButton(page: Page, name: string) {
  const button = page.getByRole("button", { name: `Add to Quote: ${name}` });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeEnabled();
  return button;
}

export const contactForm = (page: Page) => page.getByRole("form", { name: "Your details" });
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
