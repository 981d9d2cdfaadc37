// Stock and date availability end to end (decision 044), on a site of its
// own: the owner sets 2 premium speakers owned on the stock sheet; a customer
// accepts a quote for both on a date; a second quote for the same date shows
// the overbooked warning on its lead page. On another date a hold on one
// quote counts against the next, then is released, and a new hold past its
// last day no longer counts. A visitor asking for that speaker on the booked
// date reads "Limited availability on your date", and never a number.
import { execFileSync } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import { type Page, expect, test } from "@playwright/test";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { writeToSiteDatabase } from "./leads-db.ts";
import { addToQuoteButton, contactForm, daysAhead, longDate, openEventDetails, summaryLine } from "./quote-helpers.ts";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp.ts";

const OWNER = "thandi@sandtonsoundhire.co.za";
const OWNER_PASSWORD = "Mixing desk at Kyalami 2026";
const SPEAKER = "Premium 12-Inch Powered Speaker";
const LIMITED = "Limited availability on your date";

// Far enough ahead that no other test's date is near; two dates a week apart so their turnarounds never meet.
const BOOKED_DATE = daysAhead(40);
const HELD_DATE = daysAhead(47);

let site: SiteWithSmtp;

test.beforeAll(async () => {
  site = await startSiteWithSmtp({ LEADS_RATE_LIMIT_PER_IP: "10000", LEADS_FLOOD_THRESHOLD: "10000" });
  execFileSync(process.execPath, ["scripts/staff.ts", "add", OWNER], {
    input: `${OWNER_PASSWORD}\n`,
    env: { ...process.env, DATABASE_FILE: site.databaseFile },
    encoding: "utf8",
  });
});

test.afterAll(async () => {
  await site?.close();
});

interface CreatedQuote {
  quoteNumber: string;
  accessToken: string;
  leadId: string;
}

/** A quote for `quantity` premium speakers on `eventDate`, made through the public API as the quote page makes it. */
async function quoteFor(eventDate: string, quantity: number, name: string): Promise<CreatedQuote> {
  const response = await fetch(`${site.baseUrl}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: { name, email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.co.za`, phone: "082 555 0142" },
      eventDate,
      venue: "Summer Place, Hyde Park",
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity }],
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { quoteNumber: string; accessToken: string };
  const db = new DatabaseSync(site.databaseFile, { readOnly: true });
  try {
    const row = db.prepare("select lead_id from quotes where quote_number = ?").get(body.quoteNumber) as {
      lead_id: string;
    };
    return { ...body, leadId: row.lead_id };
  } finally {
    db.close();
  }
}

async function accept(quote: CreatedQuote) {
  const response = await fetch(`${site.baseUrl}/api/quotes/${quote.quoteNumber}/decisions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      accessToken: quote.accessToken,
      requestType: "accept",
      quoteVersion: 1,
      signedName: "Lindiwe Nkosi",
      acceptTerms: true,
    }),
  });
  expect(response.status).toBe(200);
}

async function signIn(page: Page) {
  await page.goto(`${site.baseUrl}/admin/login`);
  await page.getByLabel("E-mail address").fill(OWNER);
  await page.getByLabel("Password").fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const stockPanel = (page: Page) => page.locator("[data-stock-panel]");
const speakerRow = (page: Page) => stockPanel(page).locator(`[data-stock-line="${SPEAKER}"]`);

test("stock owned, an accepted quote, the overbooked warning, holds, and the public page's words", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff);

  // The stock sheet: 2 premium speakers owned.
  await staff.getByRole("link", { name: "Stock" }).click();
  await expect(staff).toHaveURL(/\/admin\/catalogue\/stock$/);
  await expectNoAxeViolations(staff);
  await staff.getByLabel(SPEAKER, { exact: true }).fill("2");
  await staff.getByRole("button", { name: `Save ${SPEAKER}` }).click();
  await expect(staff.getByRole("status")).toHaveText(`Saved the quantity owned of ${SPEAKER}.`);
  await expect(staff.getByLabel(SPEAKER, { exact: true })).toHaveValue("2");
  await expect(staff.getByText(`${SPEAKER}: not counted → 2`)).toBeVisible();
  // A quantity that is not a whole number is refused on its row, and nothing changes.
  await staff.getByLabel(SPEAKER, { exact: true }).fill("-3");
  await staff.getByRole("button", { name: `Save ${SPEAKER}` }).click();
  await expect(staff.getByRole("alert")).toContainText("Quantity owned: enter a whole number from 0 to 9");
  await expectNoAxeViolations(staff);

  // A customer accepts a quote for both on the booked date; a second quote asks for two on the same date.
  const accepted = await quoteFor(BOOKED_DATE, 2, "Lindiwe Dube");
  await accept(accepted);
  const second = await quoteFor(BOOKED_DATE, 2, "Pieter Botha");
  await staff.goto(`${site.baseUrl}/admin/leads/${second.leadId}`);
  await expect(stockPanel(staff)).toContainText(`${longDate(BOOKED_DATE)}, with the day before and the day after`);
  await expect(speakerRow(staff)).toContainText(`Overbooked: 2 asked, 0 free on ${longDate(BOOKED_DATE)}`);
  await expect(stockPanel(staff)).toContainText("1 item is overbooked on these dates.");
  await expectNoAxeViolations(staff);
  // The accepted quote's own page leaves itself out: both of its speakers are free to it.
  await staff.goto(`${site.baseUrl}/admin/leads/${accepted.leadId}`);
  await expect(speakerRow(staff)).not.toContainText("Overbooked");

  // A hold on one quote counts against the next on the same date, until released.
  const held = await quoteFor(HELD_DATE, 2, "Naledi Mokoena");
  const next = await quoteFor(HELD_DATE, 1, "Johan Pretorius");
  await staff.goto(`${site.baseUrl}/admin/leads/${next.leadId}`);
  await expect(speakerRow(staff)).not.toContainText("Overbooked");

  await staff.goto(`${site.baseUrl}/admin/leads/${held.leadId}`);
  // The hold ends on the quote's own last day unless staff choose.
  const validUntil = addDays(johannesburgDate(new Date()), 14);
  await expect(staff.getByLabel("Hold until (the last day it counts)")).toHaveValue(validUntil);
  await staff.getByRole("button", { name: "Place a hold" }).click();
  await expect(staff.getByRole("status")).toHaveText(
    "Hold placed: these items count as booked on the quote's dates until the hold ends.",
  );
  await expect(staff.locator("[data-active-hold]")).toContainText(`Held until ${longDate(validUntil)}`);
  await expect(staff.locator("[data-active-hold]")).toContainText(`by ${OWNER}`);
  await expectNoAxeViolations(staff);

  await staff.goto(`${site.baseUrl}/admin/leads/${next.leadId}`);
  await expect(speakerRow(staff)).toContainText(`Overbooked: 1 asked, 0 free on ${longDate(HELD_DATE)}`);

  await staff.goto(`${site.baseUrl}/admin/leads/${held.leadId}`);
  await staff.getByRole("button", { name: "Release the hold" }).click();
  await expect(staff.getByRole("status")).toHaveText("Hold released: the items are free for other quotes again.");
  await expect(stockPanel(staff)).toContainText(`; released`);
  await staff.goto(`${site.baseUrl}/admin/leads/${next.leadId}`);
  await expect(speakerRow(staff)).not.toContainText("Overbooked");

  // A hold until today counts today; once its last day has passed it no longer does.
  await staff.goto(`${site.baseUrl}/admin/leads/${held.leadId}`);
  const today = johannesburgDate(new Date());
  await staff.getByLabel("Hold until (the last day it counts)").fill(today);
  await staff.getByRole("button", { name: "Place a hold" }).click();
  await staff.goto(`${site.baseUrl}/admin/leads/${next.leadId}`);
  await expect(speakerRow(staff)).toContainText("Overbooked: 1 asked, 0 free");
  // The day passes: what the clock would do overnight, written where the hold keeps its last day.
  writeToSiteDatabase(site.databaseFile, (db) =>
    db.prepare("update stock_holds set held_until = ? where released_at is null").run(addDays(today, -1)),
  );
  await staff.reload();
  await expect(speakerRow(staff)).not.toContainText("Overbooked");

  // The public quote page: the visitor asks for the speaker on the booked date.
  const visitor = await (await browser.newContext({ baseURL: site.baseUrl })).newPage();
  const answers: string[] = [];
  visitor.on("response", (response) => {
    if (response.url().endsWith("/api/quotes/availability")) void response.text().then((text) => answers.push(text));
  });
  await visitor.goto("/catalogue/product/powered-speaker-12-premium");
  await waitForIslands(visitor);
  await (await addToQuoteButton(visitor, SPEAKER)).click();
  await visitor.goto("/quote-request");
  await waitForIslands(visitor);
  const form = contactForm(visitor);
  await form.getByLabel("Full Name").fill("Ayanda Khumalo");
  await form.getByLabel("Email Address").fill("ayanda.stock@example.co.za");
  await form.getByLabel("Phone Number").fill("082 555 0142");
  await form.getByLabel("Event date").fill(BOOKED_DATE);
  await openEventDetails(visitor);
  await form.getByLabel("Venue or suburb").fill("Summer Place, Hyde Park");
  await visitor.getByRole("button", { name: "View My Quote" }).click();
  await expect(summaryLine(visitor, SPEAKER)).toContainText(LIMITED);
  await expect(visitor.locator("[data-limited-availability]")).toHaveText(LIMITED);
  // Only the two words travel: no count, no other customer's booking.
  expect(answers).toEqual(['{"lines":["limited"]}']);
  await expect(visitor.locator("body")).not.toContainText(/overbooked|\bfree\b|committed|Lindiwe/i);
  await expectNoAxeViolations(visitor);
});

test("sales read the stock sheet but cannot change it, even by posting its form", async ({ browser }) => {
  const SALES = "sipho@sandtonsoundhire.co.za";
  const SALES_PASSWORD = "Stage monitors in Sandton";
  execFileSync(process.execPath, ["scripts/staff.ts", "add", SALES], {
    input: `${SALES_PASSWORD}\n`,
    env: { ...process.env, DATABASE_FILE: site.databaseFile },
    encoding: "utf8",
  });
  writeToSiteDatabase(site.databaseFile, (db) => {
    db.prepare("update staff_users set role = 'sales' where email = ?").run(SALES);
    // Two owned, as the first test sets them (this one may run alone).
    db.prepare(
      `insert into stock_levels (item_kind, item_id, quantity_owned, updated_by, updated_at)
       values ('product', 'powered-speaker-12-premium', 2, ?, ?) on conflict do nothing`,
    ).run(OWNER, new Date().toISOString());
  });
  const sales = await (await browser.newContext()).newPage();
  await sales.goto(`${site.baseUrl}/admin/login`);
  await sales.getByLabel("E-mail address").fill(SALES);
  await sales.getByLabel("Password").fill(SALES_PASSWORD);
  await sales.getByRole("button", { name: "Sign in" }).click();
  await expect(sales).toHaveURL(/\/admin$/);

  await sales.getByRole("link", { name: "Stock" }).click();
  await expect(sales.getByText("You can read the sheet; owners and editors change it.")).toBeVisible();
  await expect(sales.locator(`[data-stock-item="product:powered-speaker-12-premium"] [data-owned]`)).toHaveText(
    /^\d+$/,
  );
  await expect(sales.getByRole("button", { name: /^Save / })).toHaveCount(0);
  await expectNoAxeViolations(sales);

  // The form the sheet does not show, posted from the page with the session's own token: refused.
  const answer = await sales.evaluate(async () => {
    const token = document.querySelector<HTMLInputElement>('form[action="/admin/logout"] input[type=hidden]');
    const body = new URLSearchParams({
      [token!.name]: token!.value,
      kind: "product",
      id: "powered-speaker-12-premium",
      owned: "99",
    });
    const response = await fetch("/admin/catalogue/stock", { method: "POST", body });
    return { status: response.status, text: await response.text() };
  });
  // Refused by the sheet action's own permission (catalogue), past the session and CSRF checks.
  expect(answer.status).toBe(403);
  expect(answer.text).toContain("Your role does not include this change. Ask an owner if you need it.");
  await sales.reload();
  await expect(sales.locator(`[data-stock-item="product:powered-speaker-12-premium"] [data-owned]`)).not.toHaveText(
    "99",
  );
});
