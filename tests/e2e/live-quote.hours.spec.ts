// Issue 35: on a phone (390 px) a customer asks for other hours on a
// personnel line of their live quote, with JavaScript and without; the page
// records exactly what was asked ("1 person, 4 hours (was 1 person, 8
// hours)"), and staff read it in those words on the lead page.
import { DatabaseSync } from "node:sqlite";
import { type Page, expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { uniqueEmail } from "./leads-db.ts";
import { daysAhead } from "./quote-helpers.ts";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp.ts";

const STAFF_EMAIL = "lindiwe.staff@sandtonsoundhire.co.za";
const STAFF_PASSWORD = "a long staff password 43";
const PHONE = { width: 390, height: 844 };
const ASKED = "On-Site Sound Engineer: 1 person, 4 hours (was 1 person, 8 hours)";

let site: SiteWithSmtp;

test.beforeAll(async () => {
  site = await startSiteWithSmtp({ STAFF_BOOTSTRAP_EMAIL: STAFF_EMAIL, STAFF_BOOTSTRAP_PASSWORD: STAFF_PASSWORD });
});

test.afterAll(async () => {
  await site.close();
});

/** A quote with a speaker and one sound engineer for 8 hours, made through the API; its live page here. */
async function engineerQuote(): Promise<{ liveUrl: string; quoteNumber: string }> {
  const response = await fetch(`${site.baseUrl}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: { name: "Sipho Dlamini", email: uniqueEmail("live-hours"), phone: "083 555 0123" },
      eventDate: daysAhead(30),
      marketingConsent: false,
      referrer: "",
      items: [
        { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
        { type: "personnel", id: "sound-engineer", quantity: 1, hours: 8 },
      ],
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { liveUrl: string; quoteNumber: string };
  return { liveUrl: `${site.baseUrl}${new URL(body.liveUrl).pathname}`, quoteNumber: body.quoteNumber };
}

const engineerLine = (page: Page) => page.getByRole("listitem").filter({ hasText: "On-Site Sound Engineer (now" });

async function staffSee(page: Page, quoteNumber: string) {
  const db = new DatabaseSync(site.databaseFile, { readOnly: true });
  const { lead_id: leadId } = db.prepare("select lead_id from quotes where quote_number = ?").get(quoteNumber) as {
    lead_id: string;
  };
  db.close();
  await page.goto(`${site.baseUrl}/admin/login`);
  await page.getByLabel("E-mail address").fill(STAFF_EMAIL);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${STAFF_EMAIL}`)).toBeVisible();
  await page.goto(`${site.baseUrl}/admin/leads/${leadId}`);
  await expect(page.locator("[data-live-quote] [data-change-request]")).toContainText(ASKED);
}

test("with JavaScript: the hours box shows once asked for, and the request reads as asked", async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  try {
    const { liveUrl, quoteNumber } = await engineerQuote();
    await page.goto(liveUrl);
    await waitForIslands(page);
    await page.getByText("Ask for changes").click();
    const line = engineerLine(page);
    await expect(line).toContainText("(now 1 person, 8 hours)");
    await expect(page.getByLabel("Hours each")).toHaveCount(0);
    await expect(page.getByLabel("New quantity")).toHaveCount(0);
    await line.getByLabel("What to do").selectOption("quantity");
    await line.getByLabel("Hours each").fill("4");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Send change request" }).click();
    await expect(page.getByText("Change Request Sent").first()).toBeVisible();
    await expect(page.getByText(ASKED)).toBeVisible();
    await staffSee(page, quoteNumber);
  } finally {
    await context.close();
  }
});

test("without JavaScript: the people and hours sit in a disclosure, and the post records the hours", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const { liveUrl } = await engineerQuote();
    await page.goto(liveUrl);
    await page.getByText("Ask for changes").click();
    const line = engineerLine(page);
    await expect(line.getByLabel("Hours each")).toBeHidden();
    await line.getByLabel("What to do").selectOption("quantity");
    await line.getByText("People or hours", { exact: true }).click();
    await line.getByLabel("Hours each").fill("4");
    await page.getByRole("button", { name: "Send change request" }).click();
    await expect(page.getByText(ASKED)).toBeVisible();
  } finally {
    await context.close();
  }
});
