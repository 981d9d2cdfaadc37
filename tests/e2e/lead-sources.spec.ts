// Where leads come from, end to end (issue 23, item 4; decision 036): a visit
// that lands from a Google Ads click, browses, then sends the contact form;
// staff see the source on the lead, the dashboard counts it under Google Ads
// in this week, and both CSVs carry it. Without JavaScript the form still
// records the form used and the form page's tags and path. (A form posted from
// another site, whose host would be the referrer, is refused by React
// Router's check of the Origin of a page's action; the form endpoint's test
// covers reading another site's Referer.)
import { execFileSync } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { e2eDatabaseFile } from "../../playwright.config.ts";
import { weekStartOf } from "#app/features/leads/attribution/lead-source-report.ts";
import { expectNoAxeViolations, waitForIslands, waitForShell } from "./helpers.ts";
import { uniqueEmail } from "./leads-db.ts";

const PASSWORD = "Mixing desk at Kyalami 2026";
const CAMPAIGN = "year-end-functions";

function addStaff(email: string): void {
  execFileSync(process.execPath, ["scripts/staff.ts", "add", email], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_FILE: e2eDatabaseFile },
    encoding: "utf8",
  });
}

interface StoredSource {
  id: string;
  lead_form: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  ad_click: string | null;
  referrer_host: string | null;
  landing_page: string | null;
}

function storedSource(email: string): StoredSource | undefined {
  const db = new DatabaseSync(path.resolve(e2eDatabaseFile), { readOnly: true });
  try {
    return db
      .prepare(
        "select id, lead_form, utm_source, utm_medium, utm_campaign, ad_click, referrer_host, landing_page from leads where email = ?",
      )
      .get(email) as StoredSource | undefined;
  } finally {
    db.close();
  }
}

async function signIn(page: Page, email: string) {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
}

/** The dashboard's "By channel" figures for Google Ads: leads, or 0 when the channel has none yet. */
async function googleAdsLeads(page: Page): Promise<number> {
  await page.goto("/admin/dashboard");
  const row = page.locator("[data-sources-table=channels] tr[data-channel=google_ads]");
  if ((await row.count()) === 0) return 0;
  return Number(
    await row
      .locator("td")
      .first()
      .evaluate((cell) => cell.lastChild?.textContent ?? ""),
  );
}

async function sendContactForm(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Your name").fill("Lindiwe Dube");
  await form.getByLabel("Email address").fill(email);
  await form.getByLabel("Phone number").fill("082 555 0188");
  await form.getByLabel("Event type").selectOption("corporate");
  await form.getByLabel("Message").fill("Year-end function for 150 people in Bryanston on 11 December.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("#contact-thank-you").getByRole("heading", { name: "Thank You!" })).toBeVisible();
}

test.describe("where leads come from", () => {
  test("a visit from a Google Ads click: the lead page, the dashboard and both CSVs show it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const staffEmail = uniqueEmail("staff-sources");
    addStaff(staffEmail);
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signIn(staff, staffEmail);
    const before = await googleAdsLeads(staff);

    // The visitor lands from an ad on a landing page, browses the catalogue, then sends the contact form.
    const visitor = uniqueEmail("ads-visitor");
    await page.goto(`/sound-hire-gauteng?utm_source=google&utm_medium=cpc&utm_campaign=${CAMPAIGN}&gclid=Cj0KCQ-test`, {
      referer: "https://www.google.co.za/",
    });
    await waitForShell(page);
    await page.goto("/catalogue");
    await waitForShell(page);
    await page.goto("/contact");
    await waitForIslands(page);
    await sendContactForm(page, visitor);

    const stored = storedSource(visitor);
    expect(stored).toMatchObject({
      lead_form: "contact",
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: CAMPAIGN,
      ad_click: "google",
      referrer_host: "www.google.co.za",
      landing_page: "/sound-hire-gauteng",
    });

    // The lead page shows where it came from.
    await staff.goto(`/admin/leads/${stored!.id}`);
    const source = staff.getByRole("region", { name: "Where it came from" });
    for (const text of [
      "Google Ads",
      "Contact form",
      "google / cpc",
      CAMPAIGN,
      "www.google.co.za",
      "/sound-hire-gauteng",
    ]) {
      await expect(source).toContainText(text);
    }
    await expectNoAxeViolations(staff);

    // The dashboard counts it under Google Ads, and in this week's figures.
    expect(await googleAdsLeads(staff)).toBe(before + 1);
    const week = weekStartOf(new Date());
    await expect(staff.locator(`[data-sources-table=weeks] tr[data-week="${week}"]`)).toBeVisible();
    await expect(staff.locator("[data-chart=channels] [data-channel=google_ads]")).toBeVisible();
    await expect(staff.locator("[data-sources-summary]")).toContainText("Google Ads");
    await expectNoAxeViolations(staff);

    // The dashboard's CSV has this week's Google Ads row; the leads CSV has the lead's source.
    const figures = await staff.request.get("/admin/dashboard/sources.csv");
    expect(figures.headers()["content-type"]).toContain("text/csv");
    const figureRows = (await figures.text()).split(/\r?\n/);
    expect(figureRows[0]).toContain("Week starting,Channel,Leads,Quotes,Acceptances,Accepted value (R)");
    expect(figureRows.some((row) => row.startsWith(`${week},Google Ads,`))).toBe(true);
    const leads = await staff.request.get(`/admin/leads.csv?q=${encodeURIComponent(visitor)}`);
    const csv = await leads.text();
    expect(csv).toContain("Channel,Form,UTM source,UTM medium,UTM campaign");
    expect(csv).toContain(
      `Google Ads,Contact form,google,cpc,${CAMPAIGN},,,google,www.google.co.za,/sound-hire-gauteng`,
    );
    await staffContext.close();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form records the form used and the form page's tags and path", async ({ page }) => {
      const visitor = uniqueEmail("no-js-visitor");
      await page.goto("/contact?utm_source=newsletter&utm_medium=email&utm_campaign=november");
      await sendContactForm(page, visitor);
      expect(storedSource(visitor)).toMatchObject({
        lead_form: "contact",
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "november",
        referrer_host: null,
        landing_page: "/contact",
      });
    });
  });
});
