// Request a Quote, the quote page and its form, against the real server: the page
// as an island, the selection it opens with, the form's rules, what the browser
// keeps, and the page without JavaScript. The summary and the decisions on it are
// in quote-request.summary.spec.ts and quote-request.decisions.spec.ts.
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { contactForm, summaryLine } from "./quote-helpers.ts";
import { uniqueEmail } from "./leads-db.ts";
import { buildSelection, fillContact, openQuotePage, selectionCount } from "./quote-request.test-support.ts";

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

test("without JavaScript the quote page is a form post; with nothing in the quote its button is held back", async ({
  request,
}) => {
  const html = await (await request.get("/quote-request")).text();
  // The quote works without JavaScript (decision 066): no note that it needs it.
  expect(html).not.toContain("Building a quote needs JavaScript");
  const form = /<form [^>]*id="quote-contact"[^>]*>/.exec(html)?.[0] ?? "";
  expect(form).toContain('method="post"');
  expect(form).toContain('action="/quote-request#quote-contact"');
  // Nothing in this visitor's quote: View My Quote is held back rather than posting an empty quote.
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
    expect(html).toMatch(new RegExp(`>${zone}: R[\\d,]+\\.\\d{2}<`));
  expect(html).toContain('name="companyVatNumber"');
});
