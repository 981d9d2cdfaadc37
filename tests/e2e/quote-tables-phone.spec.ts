// The quote's tables at 360 and 390 px (a phone) and at 1366 px (issue 35):
// on the quote page's summary, the live quote page, the version difference,
// the staff quote editor and the staff lead page. On a phone each line reads as a card (the item on a
// row of its own, its figures under their labels); no figure or word is split
// across lines ("R1,2 / 00.0 / 0", "Unit pric / e" before), the totals' right
// edges line up, and nothing scrolls sideways. At 1366 px a table stays a table.
import { execFileSync } from "node:child_process";
import { type Page, type TestInfo, expect, test } from "@playwright/test";
import { e2eDatabaseFile } from "../../playwright.config.ts";
import { expectNoAxeViolations } from "./helpers.ts";
import { leadsFor, uniqueEmail } from "./leads-db.ts";
import { toSummary } from "./quote-request.test-support.ts";
import { brokenWordsIn, measureQuoteTables, sidewaysOverflow } from "./quote-tables.test-support.ts";

const WIDTHS = [360, 390, 1366];
const PASSWORD = "Mixing desk at Kyalami 2026";

/** The checks at one width; `tables` is how many quote tables the view shows. */
async function expectReadableTables(page: Page, view: string, width: number, tables: number) {
  const report = await measureQuoteTables(page);
  const where = `${view} at ${width} px`;
  expect(report.tables, where).toBe(tables);
  expect.soft(report.splitFigures, `figures split on ${where}`).toEqual([]);
  expect.soft(report.brokenWords, `words split on ${where}`).toEqual([]);
  expect.soft(report.cramped, `labels too wide on ${where}`).toEqual([]);
  for (const spread of report.totalsSpread) expect.soft(spread, `totals' right edges on ${where}`).toBeLessThan(1);
  expect.soft(await sidewaysOverflow(page), `${where} scrolls sideways`).toEqual([]);
  if (width < 640) {
    expect.soft(report.nameAbove.every(Boolean), `items above their figures on ${where}`).toBe(true);
  } else {
    expect.soft(new Set(report.rowDisplays), `rows of ${where}`).toEqual(new Set(["table-row"]));
  }
}

/** Each quote table of the view as an image beside the test's results, to look at. */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const tables = page.locator("table.quote-table");
  for (let index = 0; index < (await tables.count()); index++) {
    await tables.nth(index).screenshot({ path: testInfo.outputPath(`${name}-${index + 1}.png`) });
  }
}

test("the summary's lines read as cards on a phone and as a table at 1366 px", async ({ page }, testInfo) => {
  await toSummary(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole("row", { name: /^Premium 12-Inch Powered Speaker/ })).toBeVisible();
    await expectReadableTables(page, "the summary", width, 1);
    if (width === 360) {
      await shot(page, testInfo, "summary-360");
      await expectNoAxeViolations(page);
    }
  }
});

test("the live quote, its version difference, the staff editor and the lead page read at 360, 390 and 1366 px", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const staffEmail = uniqueEmail("tables-staff");
  execFileSync(process.execPath, ["scripts/staff.ts", "add", staffEmail], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_FILE: e2eDatabaseFile },
    encoding: "utf8",
  });
  const email = uniqueEmail("tables");
  const answer = await request.post("/api/quotes", {
    data: {
      contact: { name: "Nomvula Mahlangu-Vilakazi", email, phone: "011 555 0199" },
      items: [
        { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
        { type: "personnel", id: "sound-engineer", quantity: 1, hours: 4 },
      ],
    },
  });
  expect(answer.status()).toBe(201);
  const livePage = new URL(((await answer.json()) as { liveUrl: string }).liveUrl).pathname;
  const [lead] = leadsFor(email);

  // Version 2: three speakers and a custom line with a long name, sent to the customer.
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(staffEmail);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  const editor = `/admin/leads/${lead!.id}/quote/edit`;
  await page.goto(editor);
  await page.locator("#line-0-quantity").fill("3");
  await page.locator("#new-item").selectOption("custom");
  await page.locator("#new-name").fill("Cable run, stage box and multicore snake for the marquee");
  await page.locator("#new-price").fill("12500");
  await page.getByRole("button", { name: "Save as version 2" }).click();
  await expect(page.getByText("Version saved.")).toBeVisible();
  await page.getByRole("button", { name: "Send version 2 to the customer" }).click();
  // This site sends no e-mail: the page says the version is live and offers its link instead.
  await expect(page.getByText(/^Version saved and live for the customer, but no e-mail was sent/)).toBeVisible();

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // The live page: the quote's lines and totals, and what version 2 changed (lines, totals).
    await page.goto(livePage);
    await expect(page.getByRole("heading", { name: "What changed in version 2" })).toBeVisible();
    await expectReadableTables(page, "the live quote", width, 3);
    // The editor: what the customer's version changed, and the lines' fields.
    await page.goto(editor);
    await expect(page.locator("[data-current-diff]")).toBeVisible();
    await expectReadableTables(page, "the quote editor", width, 2);
    expect.soft(await brokenWordsIn(page, "main form fieldset"), `editor's fields at ${width} px`).toEqual([]);
    // The lead page: the quote's lines with their discounts, and what version 2 changed, in the same cards on a phone.
    await page.goto(`/admin/leads/${lead!.id}`);
    await expect(page.getByRole("heading", { name: /^Quote Q-/ })).toBeVisible();
    await expectReadableTables(page, "the lead page", width, 3);
    if (width === 360) await shot(page, testInfo, "lead-360");
    if (width === 360) {
      await shot(page, testInfo, "editor-360");
      await page.goto(livePage);
      await shot(page, testInfo, "live-360");
      await expectNoAxeViolations(page);
    }
  }
});
