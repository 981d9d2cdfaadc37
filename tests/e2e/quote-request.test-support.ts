// What the Request a Quote specs share: a selection built in the catalogue, the
// quote page's contact form filled in and sent to the summary, and the stored
// quote, its acceptance and its decisions read from the end-to-end database.
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { e2eDatabaseFile } from "../../playwright.config.ts";
import { waitForIslands } from "./helpers.ts";
import { addToQuoteButton, contactForm, daysAhead, openEventDetails, summaryQuoteNumber } from "./quote-helpers.ts";
import { uniqueEmail } from "./leads-db.ts";

export interface StoredQuote {
  quote_number: string;
  status: string;
  total_price_cents: number;
  total_discount_cents: number;
  lines: string;
}

export function storedQuote(quoteNumber: string): StoredQuote | undefined {
  const db = new DatabaseSync(path.resolve(e2eDatabaseFile), { readOnly: true });
  try {
    return db.prepare("select * from quotes where quote_number = ?").get(quoteNumber) as unknown as
      StoredQuote | undefined;
  } finally {
    db.close();
  }
}

/** The acceptance record of a quote: who signed, for which version and what total. */
export function acceptanceOf(
  quoteNumber: string,
): { signed_name: string; quote_version: number; total_cents: number; quote_total: number } | undefined {
  const db = new DatabaseSync(path.resolve(e2eDatabaseFile), { readOnly: true });
  try {
    return db
      .prepare(
        `select a.signed_name, a.quote_version, a.total_cents, q.total_cents as quote_total
         from quote_acceptances a join quotes q on q.id = a.quote_id where q.quote_number = ?`,
      )
      .get(quoteNumber) as never;
  } finally {
    db.close();
  }
}

export function decisionsOf(quoteNumber: string): string[] {
  const db = new DatabaseSync(path.resolve(e2eDatabaseFile), { readOnly: true });
  try {
    const rows = db
      .prepare(
        "select d.request_type from quote_decisions d join quotes q on q.id = d.quote_id where q.quote_number = ? order by d.created_at",
      )
      .all(quoteNumber) as { request_type: string }[];
    return rows.map((row) => row.request_type);
  } finally {
    db.close();
  }
}

/** Two premium speakers, the Speaker Power Duo promotion and a sound engineer (one person, four hours to start with). */
export async function buildSelection(page: Page) {
  await page.goto("/catalogue/product/powered-speaker-12-premium");
  await waitForIslands(page);
  const addSpeaker = await addToQuoteButton(page, "Premium 12-Inch Powered Speaker");
  await addSpeaker.click();
  await addSpeaker.click();
  await expect(page.getByText("Item Updated")).toBeVisible();
  // Catalogue pages are whole page loads: each one's islands are hydrated before they are used.
  await page.getByRole("link", { name: "Special Promotions" }).first().click();
  await expect(page).toHaveURL(/\/catalogue\/promotions$/);
  await waitForIslands(page);
  await (await addToQuoteButton(page, "Speaker Power Duo")).click();
  await page.getByRole("link", { name: "Event Personnel" }).first().click();
  await expect(page).toHaveURL(/\/catalogue\/personnel$/);
  await waitForIslands(page);
  await (await addToQuoteButton(page, "On-Site Sound Engineer")).click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("quoteItems") ?? "[]").length as number))
    .toBe(3);
}

export const selectionCount = (page: Page) =>
  page.getByRole("complementary", { name: "Your Selection" }).getByText(/^\d+ items?$/);
export const successPanel = (page: Page) => page.getByText(/^Your quote number is /);

export async function openQuotePage(page: Page) {
  await page.goto("/quote-request");
  await waitForIslands(page);
}

/** The event date every quote here asks for, chosen once so the PDF's expected date follows from it. */
export const EVENT_DATE = daysAhead(16);

export async function fillContact(page: Page, email: string) {
  const form = contactForm(page);
  await form.getByLabel("Full Name").fill("Ayanda Khumalo");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("082 555 0142");
  await form.getByLabel("Event date").fill(EVENT_DATE);
  await openEventDetails(page);
  await form.getByLabel("Venue or suburb").fill("Summer Place, Hyde Park");
}

export async function toSummary(page: Page): Promise<string> {
  await buildSelection(page);
  await openQuotePage(page);
  await expect(selectionCount(page)).toHaveText("4 items");
  await fillContact(page, uniqueEmail("quote"));
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(page.getByText("Quote Generated")).toBeVisible();
  const number = await summaryQuoteNumber(page);
  expect(number).toMatch(/^Q-\d{6}-[A-Z2-9]{4}$/);
  return number;
}
