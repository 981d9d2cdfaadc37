// Request a Quote, from a browser selection to a decision, against the real
// server: prices come from the catalogue, the PDF is real, decisions are stored.
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { e2eDatabaseFile } from "../../playwright.config.ts";
import { pdfText } from "#app/features/quotes/pdf/pdf-text.test-support.ts";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import {
  addToQuoteButton,
  contactForm,
  daysAhead,
  longDate,
  summaryLine,
  summaryQuoteNumber,
  summaryTotal,
} from "./quote-helpers.ts";
import { uniqueEmail } from "./leads-db.ts";

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

/** The acceptance record of a quote: who signed, for which version and what total. */
function acceptanceOf(
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

/** Two premium speakers, the Speaker Power Duo promotion and a sound engineer (one person, four hours to start with). */
async function buildSelection(page: Page) {
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

const selectionCount = (page: Page) =>
  page.getByRole("complementary", { name: "Your Selection" }).getByText(/^\d+ items?$/);
const successPanel = (page: Page) => page.getByText(/^Your quote number is /);

async function openQuotePage(page: Page) {
  await page.goto("/quote-request");
  await waitForIslands(page);
}

/** The event date every quote here asks for, chosen once so the PDF's expected date follows from it. */
const EVENT_DATE = daysAhead(16);

async function fillContact(page: Page, email: string) {
  const form = contactForm(page);
  await form.getByLabel("Full Name").fill("Ayanda Khumalo");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("082 555 0142");
  await form.getByLabel("Event date").fill(EVENT_DATE);
  await form.getByLabel("Venue or suburb").fill("Summer Place, Hyde Park");
}

async function toSummary(page: Page): Promise<string> {
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

test("an empty selection on the form stage goes back to the catalogue", async ({ page }) => {
  await page.goto("/quote-request");
  await expect(page).toHaveURL(/\/catalogue$/);
});

test("the quote page hydrates as an island: the shell, the island runtime with React and the page's island", async ({
  page,
}) => {
  await buildSelection(page);
  // Each script is listed as its response arrives; its size is read after, so a slow body read cannot drop it.
  const scripts: { path: string; gzipped: Promise<number> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const gzipped = response.body().then((body) => gzipSync(body).length);
    scripts.push({ path: new URL(response.url()).pathname, gzipped });
  });
  await openQuotePage(page);
  await page.waitForLoadState("networkidle");
  const paths = scripts.map((script) => script.path);
  expect(paths).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/shell-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/client-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/react-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/quote-request-[\w-]+\.js$/),
    ]),
  );
  // Every script is a hashed asset; no page hydrates as a whole.
  for (const path of paths) expect(path).toMatch(/^\/assets\/[\w-]+\.js$/);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await expect(page.locator("[data-island=quote-request]")).toHaveAttribute("data-hydrated", "");
  // The budget (110 KB with React) is measured by npm run bench; the figure is reported here too.
  const total = (await Promise.all(scripts.map((script) => script.gzipped))).reduce((sum, size) => sum + size, 0);
  test.info().annotations.push({ type: "scripts (gzip)", description: `${(total / 1024).toFixed(1)} KB` });
  await expect(selectionCount(page)).toHaveText("4 items");
});

test("the quote drawer's Request Quote link opens the quote page with the stored selection", async ({ page }) => {
  await buildSelection(page);
  await page.getByRole("button", { name: /^Your Quote/ }).click();
  await page.getByRole("dialog", { name: "Your Quote" }).getByRole("link", { name: "Request Quote" }).click();
  await expect(page).toHaveURL(/\/quote-request$/);
  await waitForIslands(page);
  await expect(selectionCount(page)).toHaveText("4 items");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test("the contact form names each rule with the spec's words", async ({ page }) => {
  await buildSelection(page);
  await openQuotePage(page);
  const form = contactForm(page);
  await form.getByLabel("Full Name").fill("A");
  await form.getByLabel("Email Address").fill("ayanda@");
  await form.getByLabel("Phone Number").fill("082");
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
  await expect(form.getByText("Please enter a valid phone number")).toBeVisible();
  // The first field to fix has the focus; each message clears as its field is fixed.
  await expect(form.getByLabel("Full Name")).toBeFocused();
  await expectNoAxeViolations(page);
  await form.getByLabel("Full Name").fill("Ayanda Khumalo");
  await expect(form.getByText("Name must be at least 2 characters")).toBeHidden();
  await expect(form.getByText("Please enter a valid email address")).toBeVisible();
});

test("the summary shows server prices, the notes and three add-ons; the PDF holds the quote", async ({ page }) => {
  // A name in two scripts, one of them right to left: the PDF prints it as typed.
  const name = "محمد Nkosi-Müller";
  await buildSelection(page);
  // A tampered price in the browser never reaches the quote.
  await page.evaluate(() => {
    const items = JSON.parse(localStorage.getItem("quoteItems") ?? "[]") as { price: number }[];
    for (const item of items) item.price = 1;
    localStorage.setItem("quoteItems", JSON.stringify(items));
  });
  await openQuotePage(page);
  await fillContact(page, uniqueEmail("summary"));
  await contactForm(page).getByLabel("Full Name").fill(name);
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(page.getByText("Your custom quote is ready to review!")).toBeVisible();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Review your quote");
  await expect(page.locator("#quote-stage-heading")).toBeFocused();
  const speaker = summaryLine(page, "Premium 12-Inch Powered Speaker");
  await expect(speaker).toContainText("R375.00");
  await expect(speaker).toContainText("R750.00");
  const duo = summaryLine(page, "Speaker Power Duo");
  await expect(duo).toContainText("15% off");
  await expect(duo).toContainText("R956.25");
  const engineer = summaryLine(page, "On-Site Sound Engineer");
  await expect(engineer).toContainText("per hour");
  await expect(engineer).toContainText("R2,500.00/hr");
  await expect(page.getByRole("row", { name: /^Subtotal \(excl\. VAT\)/ })).toContainText("R11,706.25");
  await expect(page.getByRole("row", { name: /^VAT \(15%\)/ })).toContainText("R1,755.94");
  await expect(summaryTotal(page)).toHaveText("R13,462.19");
  await expect(page.getByText("Delivery costs are not included")).toBeVisible();
  await expect(page.getByText("Personnel are charged per hour unless otherwise specified.")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Suggested add-ons" }).getByRole("listitem")).toHaveCount(3);
  expect(await page.evaluate(() => localStorage.getItem("showPrices"))).toBe("true");
  await expectNoAxeViolations(page);

  const number = await summaryQuoteNumber(page);
  expect(storedQuote(number)).toMatchObject({
    status: "sent",
    total_price_cents: 1_170_625,
    total_discount_cents: 16_875,
  });

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Quote" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`Quote-${number}.pdf`);
  await expect(page.getByText("Quote Downloaded")).toBeVisible();
  const bytes = await (await download.createReadStream()).toArray();
  const text = await pdfText(Buffer.concat(bytes));
  expect(text).toContain(number);
  expect(text).toContain(name);
  expect(text).toContain(longDate(EVENT_DATE));
  expect(text).toContain("R11,706.25");
  expect(text).toContain("R13,462.19");
});

test("Accept Quote leads to the quote's own page to sign; once signed, the live quote shows its deposit", async ({
  page,
}) => {
  // Two pages, two island loads and an axe scan.
  test.setTimeout(60_000);
  const number = await toSummary(page);
  // Issue 32: the summary's Accept accepts nothing by itself; it opens the signature step.
  await page.getByRole("link", { name: "Accept Quote" }).click();
  await expect(page).toHaveURL(/\/q\/[A-Za-z0-9_-]{43}#accept$/);
  await waitForIslands(page);
  await expect(page.getByRole("heading", { name: "Accept this quote" })).toBeInViewport();
  expect(decisionsOf(number)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("quoteItems"))).toBe("[]");

  await page.getByLabel("Your full name, as your signature").fill("Ayanda Khumalo");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Accept Quote" }).click();
  // The live quote again, at its deposit: the spec's words, the amount due and how to pay it.
  await expect(page).toHaveURL(/\/q\/[A-Za-z0-9_-]{43}\?accepted#deposit$/);
  await expect(page.getByText("Quote Accepted").first()).toBeVisible();
  await expect(page.getByText("Thank you! We'll contact you shortly to confirm the details.").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your deposit" })).toBeVisible();
  await expect(page.locator("[data-quote-status]").first()).toHaveText("Accepted");
  expect(storedQuote(number)?.status).toBe("accepted");
  const acceptance = acceptanceOf(number);
  expect(acceptance).toMatchObject({ signed_name: "Ayanda Khumalo", quote_version: 1 });
  expect(Number(acceptance?.total_cents)).toBe(Number(acceptance?.quote_total));
  await expectNoAxeViolations(page);
});

for (const [action, toastTitle, status] of [
  ["Request Discount", "Discount Request Sent", "changes_requested"],
  ["Decline Quote", "Quote Declined", "declined"],
] as const) {
  test(`${action} is stored and ends on the Thank You stage`, async ({ page }) => {
    const number = await toSummary(page);
    await page.getByRole("button", { name: action }).click();
    await expect(page.getByText(toastTitle)).toBeVisible();
    await expect(successPanel(page)).toContainText(number);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
    await expect(page.getByRole("link", { name: "Continue Browsing Catalogue" })).toHaveAttribute("href", "/catalogue");
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
  await page.getByRole("button", { name: "Request Discount" }).click();
  const group = page.getByRole("group", { name: "Your decision" });
  for (const name of ["Accept Quote", "Request Discount", "Decline Quote", "I'm Okay (No Quote)"]) {
    await expect(group.getByRole("button", { name })).toBeDisabled();
  }
  // Spec section 4: all four action buttons are disabled and show a spinner.
  await expect(group.locator(".animate-spin")).toHaveCount(4);
  release();
  await expect(successPanel(page)).toBeVisible();
});

test("'I'm Okay (No Quote)' opens the halfway dialog; closing it moves on", async ({ page }) => {
  const number = await toSummary(page);
  await page.getByRole("button", { name: "I'm Okay (No Quote)" }).click();
  const dialog = page.getByRole("dialog", { name: "We can try to meet you halfway!" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(number);
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(successPanel(page)).toContainText(number);
  await expect(page.locator("#quote-stage-heading")).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("quoteItems"))).toBe("[]");
  expect(decisionsOf(number)).toEqual(["undecided"]);
});

test("deciding twice is refused with a clear message", async ({ page, request }) => {
  const number = await toSummary(page);
  await page.getByRole("button", { name: "Decline Quote" }).click();
  await expect(successPanel(page)).toBeVisible();
  const again = await request.post(`/api/quotes/${number}/decisions`, {
    data: {
      accessToken: "not-the-token",
      requestType: "accept",
      quoteVersion: 1,
      signedName: "Ayanda Khumalo",
      acceptTerms: true,
    },
  });
  // A wrong token is answered as an unknown quote (404); the right one after an accept, 409.
  expect([404, 409]).toContain(again.status());
});

test("when the team cannot be told, a warning shows and the quote still opens", async ({ page }) => {
  await buildSelection(page);
  await openQuotePage(page);
  await page.route("**/api/quotes", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"success":false}' }),
  );
  await fillContact(page, uniqueEmail("warning"));
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(
    page.getByText("Your quote request is being processed, but we couldn't notify our team. They'll contact you soon."),
  ).toBeVisible();
  await expect(summaryTotal(page)).toHaveText("R13,462.19");

  // Without a stored quote there is nothing to accept: the spec's failure message.
  await page.getByRole("link", { name: "Accept Quote" }).click();
  await expect(page.getByText("Failed to accept quote. Please try again.")).toBeVisible();
});

test("when the request fails outright, the API Error warning shows", async ({ page }) => {
  await buildSelection(page);
  await openQuotePage(page);
  await page.route("**/api/quotes", (route) => route.abort("connectionreset"));
  await fillContact(page, uniqueEmail("network"));
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(
    page.getByText("There was an issue notifying our team, but your quote is being processed."),
  ).toBeVisible();
  await expect(summaryTotal(page)).toBeVisible();
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
  // The form is sent by script only: without it, View My Quote is held back rather than posting the details nowhere.
  const submit = /<button(?:(?!<button)[\s\S])*?View My Quote/.exec(html)?.[0] ?? "";
  expect(submit).toMatch(/\sdisabled=""/);
});

// Issue 21: the quote kept in the browser held each item's cost price.
test("the quote kept in the browser carries hire prices only; a quote kept with cost prices still loads", async ({
  page,
}) => {
  await buildSelection(page);
  const stored = await page.evaluate(() => localStorage.getItem("quoteItems") ?? "");
  expect(stored).not.toContain("costPrice");
  expect(stored).toContain('"hirePrice":375');

  // A returning visitor's quote from before: each line's source record carried its cost price.
  await page.evaluate(() => {
    const items = JSON.parse(localStorage.getItem("quoteItems") ?? "[]") as { originalItem: object }[];
    for (const item of items) item.originalItem = { ...item.originalItem, costPrice: 7500 };
    localStorage.setItem("quoteItems", JSON.stringify(items));
  });
  await openQuotePage(page);
  await expect(selectionCount(page)).toHaveText("4 items");
  // Read once, the quote is kept again without them.
  expect(await page.evaluate(() => localStorage.getItem("quoteItems"))).not.toContain("costPrice");
  await fillContact(page, uniqueEmail("old-shape"));
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(summaryLine(page, "Premium 12-Inch Powered Speaker")).toContainText("R750.00");
});

test("without JavaScript the quote form still carries the event fields as native controls", async ({ request }) => {
  const html = await (await request.get("/quote-request")).text();
  expect(html).toMatch(/<input[^>]*name="eventDate"[^>]*type="date"|<input[^>]*type="date"[^>]*name="eventDate"/);
  expect(html).toMatch(/<input[^>]*name="endDate"[^>]*type="date"|<input[^>]*type="date"[^>]*name="endDate"/);
  expect(html).toMatch(/<input[^>]*name="setupTime"[^>]*type="time"|<input[^>]*type="time"[^>]*name="setupTime"/);
  for (const zone of ["Sandton", "Johannesburg", "Midrand", "Pretoria", "Wider Gauteng"])
    expect(html).toContain(`>${zone}: about R`);
  expect(html).toContain('name="companyVatNumber"');
});
