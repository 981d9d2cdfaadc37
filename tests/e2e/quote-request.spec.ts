// Request a Quote, from a browser selection to a decision, against the real
// server: prices come from the catalogue, the PDF is real, decisions are stored.
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { e2eDatabaseFile } from "../../playwright.config";
import { pageTexts } from "../../app/server/quotes/pdf-text.test-support";
import { expectNoAxeViolations, waitForPageScript } from "./helpers";
import { uniqueEmail } from "./leads-db";

interface StoredQuote {
  quote_number: string;
  status: string;
  total_price_cents: number;
  total_discount_cents: number;
  lines: string;
}

function storedQuote(quoteNumber: string): StoredQuote | undefined {
  const db = new DatabaseSync(path.resolve(e2eDatabaseFile), { readOnly: true });
  try {
    return db.prepare("select * from quotes where quote_number = ?").get(quoteNumber) as unknown as
      StoredQuote | undefined;
  } finally {
    db.close();
  }
}

function decisionsOf(quoteNumber: string): string[] {
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

/** Two premium speakers, the Speaker Power Duo promotion and four hours of a sound engineer. */
async function buildSelection(page: Page) {
  await page.goto("/catalogue/product/powered-speaker-12-premium");
  await waitForPageScript(page, "catalogue");
  const addSpeaker = page.getByRole("button", { name: "Add to Quote: Premium 12-Inch Powered Speaker" });
  await addSpeaker.click();
  await addSpeaker.click();
  await expect(page.getByText("Item Updated")).toBeVisible();
  // Catalogue pages are whole page loads: each one's script is ready before its buttons are used.
  await page.getByRole("link", { name: "Special Promotions" }).first().click();
  await expect(page).toHaveURL(/\/catalogue\/promotions$/);
  await waitForPageScript(page, "catalogue");
  await page.getByRole("button", { name: "Add to Quote: Speaker Power Duo" }).click();
  await page.getByRole("link", { name: "Event Personnel" }).first().click();
  await expect(page).toHaveURL(/\/catalogue\/personnel$/);
  await waitForPageScript(page, "catalogue");
  const addEngineer = page.getByRole("button", { name: "Add to Quote: On-Site Sound Engineer" });
  for (let hour = 0; hour < 4; hour++) await addEngineer.click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("quoteItems") ?? "[]").length as number))
    .toBe(3);
}

async function fillContact(page: Page, email: string) {
  const form = page.locator("[data-quote-form]");
  await form.getByLabel("Full Name").fill("Ayanda Khumalo");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("082 555 0142");
  await form.getByLabel("Event date").fill("2026-12-12");
  await form.getByLabel("Venue or suburb").fill("Summer Place, Hyde Park");
}

async function toSummary(page: Page): Promise<string> {
  await buildSelection(page);
  await page.goto("/quote-request");
  await waitForPageScript(page, "quote-request");
  await expect(page.locator("[data-selection-count]")).toHaveText("7 items");
  await fillContact(page, uniqueEmail("quote"));
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(page.getByText("Quote Generated")).toBeVisible();
  const number = (await page.locator("[data-quote-number]").first().textContent()) ?? "";
  expect(number).toMatch(/^Q-\d{6}-[A-Z2-9]{4}$/);
  return number;
}

test("an empty selection on the form stage goes back to the catalogue", async ({ page }) => {
  await page.goto("/quote-request");
  await expect(page).toHaveURL(/\/catalogue$/);
});

test("the quote page loads only the shell and its own script, well under the 90 KB budget", async ({ page }) => {
  await buildSelection(page);
  const scripts: { path: string; gzipped: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body();
    scripts.push({ path: new URL(response.url()).pathname, gzipped: gzipSync(body).length });
  });
  await page.goto("/quote-request");
  await waitForPageScript(page, "quote-request");
  await page.waitForLoadState("networkidle");
  expect(scripts.map((script) => script.path).sort()).toEqual([
    expect.stringMatching(/^\/assets\/quote-request-page-[\w-]+\.js$/),
    expect.stringMatching(/^\/assets\/shell-[\w-]+\.js$/),
  ]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  expect(await page.locator("html[data-hydrated]").count()).toBe(0);
  const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
  expect(total).toBeLessThan(90 * 1024);
  await expect(page.locator("[data-selection-count]")).toHaveText("7 items");
});

test("the quote drawer's Request Quote link opens the quote page with its script", async ({ page }) => {
  await buildSelection(page);
  await page.getByRole("button", { name: /^Your Quote/ }).click();
  await page.getByRole("dialog", { name: "Your Quote" }).getByRole("link", { name: "Request Quote" }).click();
  await expect(page).toHaveURL(/\/quote-request$/);
  await waitForPageScript(page, "quote-request");
  await expect(page.locator("[data-selection-count]")).toHaveText("7 items");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test("the contact form names each rule with the spec's words", async ({ page }) => {
  await buildSelection(page);
  await page.goto("/quote-request");
  await waitForPageScript(page, "quote-request");
  const form = page.locator("[data-quote-form]");
  await form.getByLabel("Full Name").fill("A");
  await form.getByLabel("Email Address").fill("ayanda@");
  await form.getByLabel("Phone Number").fill("082");
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the summary shows server prices, the notes and three add-ons; the PDF holds the quote", async ({ page }) => {
  await buildSelection(page);
  // A tampered price in the browser never reaches the quote.
  await page.evaluate(() => {
    const items = JSON.parse(localStorage.getItem("quoteItems") ?? "[]") as { price: number }[];
    for (const item of items) item.price = 1;
    localStorage.setItem("quoteItems", JSON.stringify(items));
  });
  await page.goto("/quote-request");
  await waitForPageScript(page, "quote-request");
  await fillContact(page, uniqueEmail("summary"));
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(page.getByText("Your custom quote is ready to review!")).toBeVisible();

  const speaker = page.locator('[data-summary-line="powered-speaker-12-premium"]');
  await expect(speaker).toContainText("R375.00");
  await expect(speaker).toContainText("R750.00");
  const duo = page.locator('[data-summary-line="speaker-power-duo"]');
  await expect(duo).toContainText("15% off");
  await expect(duo).toContainText("R956.25");
  const engineer = page.locator('[data-summary-line="sound-engineer"]');
  await expect(engineer).toContainText("per hour");
  await expect(engineer).toContainText("R2,500.00/hr");
  await expect(page.locator("[data-summary-total]")).toHaveText("R11,706.25");
  await expect(page.getByText("Delivery costs are not included")).toBeVisible();
  await expect(page.getByText("Personnel are charged per hour unless otherwise specified.")).toBeVisible();
  await expect(page.locator("aside[aria-labelledby=suggested-heading] li")).toHaveCount(3);
  expect(await page.evaluate(() => localStorage.getItem("showPrices"))).toBe("true");
  await expectNoAxeViolations(page);

  const number = (await page.locator("[data-quote-number]").first().textContent()) ?? "";
  expect(storedQuote(number)).toMatchObject({
    status: "new",
    total_price_cents: 1_170_625,
    total_discount_cents: 16_875,
  });

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Quote" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`Quote-${number}.pdf`);
  await expect(page.getByText("Quote Downloaded")).toBeVisible();
  const bytes = await (await download.createReadStream()).toArray();
  const pdf = await PDFDocument.load(Buffer.concat(bytes));
  const text = pageTexts(pdf).flat().join("\n");
  expect(text).toContain(number);
  expect(text).toContain("R11,706.25");
});

for (const [action, toastTitle, status] of [
  ["Accept Quote", "Quote Accepted", "accepted"],
  ["Request Discount", "Discount Request Sent", "discount_requested"],
  ["Decline Quote", "Quote Declined", "declined"],
] as const) {
  test(`${action} is stored and ends on the Thank You stage`, async ({ page }) => {
    const number = await toSummary(page);
    await page.getByRole("button", { name: action }).click();
    await expect(page.getByText(toastTitle)).toBeVisible();
    const success = page.locator("[data-quote-success]");
    await expect(success.getByText("Thank You!")).toBeVisible();
    await expect(success.locator("[data-quote-number]")).toHaveText(number);
    await expect(success.getByRole("link", { name: "Continue Browsing Catalogue" })).toHaveAttribute(
      "href",
      "/catalogue",
    );
    expect(await page.evaluate(() => localStorage.getItem("quoteItems"))).toBe("[]");
    expect(storedQuote(number)?.status).toBe(status);
  });
}

test("while a decision is in flight every action waits with a spinner", async ({ page }) => {
  await toSummary(page);
  // The decision is held until every button has been checked.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/quotes/*/decisions", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Accept Quote" }).click();
  const group = page.getByRole("group", { name: "Your decision" });
  for (const name of ["Accept Quote", "Request Discount", "Decline Quote", "I'm Okay (No Quote)"]) {
    await expect(group.getByRole("button", { name })).toBeDisabled();
  }
  await expect(group.locator(".animate-spin")).toHaveCount(1);
  release();
  await expect(page.locator("[data-quote-success]")).toBeVisible();
});

test("'I'm Okay (No Quote)' opens the halfway dialog; closing it moves on", async ({ page }) => {
  const number = await toSummary(page);
  await page.getByRole("button", { name: "I'm Okay (No Quote)" }).click();
  const dialog = page.getByRole("dialog", { name: "We can try to meet you halfway!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(number);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.locator("[data-quote-success]")).toBeVisible();
  expect(decisionsOf(number)).toEqual(["undecided"]);
});

test("accepting twice is refused with a clear message", async ({ page, request }) => {
  const number = await toSummary(page);
  await page.getByRole("button", { name: "Accept Quote" }).click();
  await expect(page.locator("[data-quote-success]")).toBeVisible();
  const again = await request.post(`/api/quotes/${number}/decisions`, {
    data: { accessToken: "not-the-token", requestType: "accept" },
  });
  expect([403, 409]).toContain(again.status());
});

test("when the team cannot be told, a warning shows and the quote still opens", async ({ page }) => {
  await buildSelection(page);
  await page.goto("/quote-request");
  await waitForPageScript(page, "quote-request");
  await page.route("**/api/quotes", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"success":false}' }),
  );
  await fillContact(page, uniqueEmail("warning"));
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(
    page.getByText("Your quote request is being processed, but we couldn't notify our team. They'll contact you soon."),
  ).toBeVisible();
  await expect(page.locator("[data-summary-total]")).toHaveText("R11,706.25");

  // Without a stored quote a decision cannot be recorded: the spec's failure message.
  await page.getByRole("button", { name: "Accept Quote" }).click();
  await expect(page.getByText("Failed to accept quote. Please try again.")).toBeVisible();
});

test("when the request fails outright, the API Error warning shows", async ({ page }) => {
  await buildSelection(page);
  await page.goto("/quote-request");
  await waitForPageScript(page, "quote-request");
  await page.route("**/api/quotes", (route) => route.abort("connectionreset"));
  await fillContact(page, uniqueEmail("network"));
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(
    page.getByText("There was an issue notifying our team, but your quote is being processed."),
  ).toBeVisible();
  await expect(page.locator("[data-summary-total]")).toBeVisible();
});

test("without JavaScript the quote page says it needs it and offers the phone and the contact form", async ({
  request,
}) => {
  // Browsers with scripting switched off in the test driver still parse <noscript> as text, so this reads the HTML.
  const html = await (await request.get("/quote-request")).text();
  const note = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";
  expect(note).toContain("Building a quote needs JavaScript in your browser.");
  expect(note).toMatch(/<a href="tel:\+27117842250"[^>]*>011 784 2250<\/a>/);
  expect(note).toMatch(/<a [^>]*href="\/contact"[^>]*>contact form<\/a>/);
});
