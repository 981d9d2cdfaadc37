// The live quote page end to end (issue 23), on a server wired to a real SMTP
// sink: a visitor requests a quote, opens its page from the e-mail, asks to
// change one line and for a discount, then accepts with a typed name; staff
// see the viewed times and the acceptance record. Without JavaScript the
// page's forms still accept and decline.
import { DatabaseSync } from "node:sqlite";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { parseMail } from "#app/platform/mail/test-support.server.ts";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { uniqueEmail } from "./leads-db.ts";
import { addToQuoteButton, contactForm, daysAhead, summaryQuoteNumber } from "./quote-helpers.ts";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp.ts";

const STAFF_EMAIL = "thandi.staff@sandtonsoundhire.co.za";
const STAFF_PASSWORD = "a long staff password 42";
const SITE = "https://www.sandtonsoundhire.co.za";

let site: SiteWithSmtp;

test.beforeAll(async () => {
  site = await startSiteWithSmtp({ STAFF_BOOTSTRAP_EMAIL: STAFF_EMAIL, STAFF_BOOTSTRAP_PASSWORD: STAFF_PASSWORD });
});

test.afterAll(async () => {
  await site.close();
});

function leadIdOf(quoteNumber: string): string {
  const db = new DatabaseSync(site.databaseFile, { readOnly: true });
  try {
    return (db.prepare("select lead_id from quotes where quote_number = ?").get(quoteNumber) as { lead_id: string })
      .lead_id;
  } finally {
    db.close();
  }
}

/** The page's address on this test server (the e-mail names the public site). */
const local = (url: string) => `${site.baseUrl}${new URL(url).pathname}`;

/** A quote made through the API, as the quote page makes it; its live page's address. */
async function quoteByApi(email: string): Promise<{ liveUrl: string; quoteNumber: string }> {
  const response = await fetch(`${site.baseUrl}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: { name: "Sipho Dlamini", email, phone: "083 555 0123" },
      eventDate: daysAhead(30),
      marketingConsent: false,
      referrer: "",
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { liveUrl: string; quoteNumber: string };
  return { liveUrl: local(body.liveUrl), quoteNumber: body.quoteNumber };
}

const status = (page: Page) => page.locator("[data-quote-status]").first();

test("request a quote, open it from the e-mail, ask for changes and a discount, accept it; staff see the record", async ({
  page,
}) => {
  // The whole journey, with five axe scans, a staff sign-in and, since issue 32, the page loaded again after accepting.
  test.setTimeout(60_000);
  const email = uniqueEmail("live-quote");
  await page.goto(`${site.baseUrl}/catalogue/product/powered-speaker-12-premium`);
  await waitForIslands(page);
  await (await addToQuoteButton(page, "Premium 12-Inch Powered Speaker")).click();
  await expect(page.getByText("Item Added")).toBeVisible();
  await page.goto(`${site.baseUrl}/quote-request`);
  await waitForIslands(page);
  const form = contactForm(page);
  await form.getByLabel("Full Name").fill("Thandi Mokoena");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("082 555 0123");
  await form.getByLabel("Event date").fill(daysAhead(21));
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(page.getByText("Quote Generated")).toBeVisible();
  const quoteNumber = await summaryQuoteNumber(page);
  // The summary links to the quote's own page once the quote is made.
  const summaryLink = page.getByRole("link", { name: /\/q\// });
  await expect(summaryLink).toHaveAttribute("href", new RegExp(`^${SITE}/q/[A-Za-z0-9_-]{43}$`));
  const liveUrl = (await summaryLink.getAttribute("href")) ?? "";

  // The visitor's e-mail carries the same link.
  await expect
    .poll(() => site.smtp.messages.filter((message) => message.to.includes(email)).length, { timeout: 15_000 })
    .toBe(1);
  const mail = parseMail(site.smtp.messages.find((message) => message.to.includes(email))?.raw ?? "");
  const fromMail = /Open your quote online: (\S+)/.exec(mail.text)?.[1];
  expect(fromMail).toBe(liveUrl);

  await page.goto(local(liveUrl));
  await waitForIslands(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quote ${quoteNumber}`);
  await expect(status(page)).toHaveText("Viewed");
  await expect(page.getByText("Opened this quote")).toBeVisible();
  await expect(page.getByRole("row", { name: /^Total \(incl\. VAT\)/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // One line changed and the discount asked for.
  await page.getByText("Ask for changes").click();
  await page.getByLabel("What to do").first().selectOption("quantity");
  await page.getByLabel("New quantity").first().fill("4");
  await page.getByLabel(/meet you halfway/).check();
  await page.getByLabel(/^Note/).fill("Could you do the four speakers for the price of three?");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send change request" }).click();
  await expect(page.getByText("Change Request Sent").first()).toBeVisible();
  await expect(status(page)).toHaveText("Changes requested");
  await expect(page.getByText("Premium 12-Inch Powered Speaker: Change the quantity to 4")).toBeVisible();
  await expect(page.getByText("Meet us halfway on the price")).toBeVisible();

  // Not ready to decide: the spec's halfway words, and the quote stays as it was.
  await page.getByRole("button", { name: "I'm Okay (No Quote)" }).click();
  await expect(page.getByText("We can try to meet you halfway!")).toBeVisible();
  await expect(status(page)).toHaveText("Changes requested");
  await expectNoAxeViolations(page);

  // A name that is not a full name is refused beside its field; then the typed name signs.
  const name = page.getByLabel("Your full name, as your signature");
  await name.fill("Thandi");
  await page.getByRole("button", { name: "Accept Quote" }).click();
  await expect(page.getByText("Type your full name (first name and surname) to sign")).toBeVisible();
  await expect(page.getByText("Tick the box to agree to the hire terms")).toBeVisible();
  await expectNoAxeViolations(page);
  await name.fill("Thandi Mokoena");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Accept Quote" }).click();
  await expect(page.getByText("Quote Accepted").first()).toBeVisible();
  await expect(page.getByText("Thank you! We'll contact you shortly to confirm the details.").first()).toBeVisible();
  await expect(status(page)).toHaveText("Accepted");
  await expect(page.getByText("Accepted, signed by Thandi Mokoena")).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept Quote" })).toHaveCount(0);

  // Staff see when the customer opened the quote and the acceptance record; their own visit is not counted.
  await page.goto(`${site.baseUrl}/admin/login`);
  await page.getByLabel("E-mail address").fill(STAFF_EMAIL);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${STAFF_EMAIL}`)).toBeVisible();
  await page.goto(`${site.baseUrl}/admin/leads/${leadIdOf(quoteNumber)}`);
  const live = page.locator("[data-live-quote]");
  await expect(live.locator("[data-quote-status]")).toHaveText("Accepted");
  await expect(live.locator("[data-first-viewed]")).toHaveText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/);
  const lastViewed = await live.locator("[data-last-viewed]").textContent();
  const acceptance = live.locator("[data-acceptance]");
  await expect(acceptance).toContainText("Thandi Mokoena");
  await expect(acceptance).toContainText("127.0.0.1");
  await expect(live.locator("[data-change-request]")).toContainText("Change the quantity to 4");
  await expectNoAxeViolations(page);
  await live.getByRole("link", { name: "Open the customer's quote page" }).click();
  await expect(status(page)).toHaveText("Accepted");
  await page.goBack();
  await expect(page.locator("[data-live-quote] [data-last-viewed]")).toHaveText(lastViewed ?? "");
});

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test("without JavaScript the page declines with a reason and accepts with a typed name", async ({ browser }) => {
  const { context, page } = await withoutJavaScript(browser);
  try {
    const declined = await quoteByApi(uniqueEmail("live-decline"));
    await page.goto(declined.liveUrl);
    await expect(status(page)).toHaveText("Viewed");
    await page.getByText("Decline this quote").click();
    await page.getByRole("radio", { name: "Other", exact: true }).check();
    await page.getByRole("button", { name: "Decline Quote" }).click();
    // The page answers the post: the message beside the field, the reason still chosen.
    await expect(page.getByText("Tell us the reason in a few words")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Other", exact: true })).toBeChecked();
    await page.getByLabel("In a few words (needed for Other)").fill("The event moved to Durban");
    await page.getByRole("button", { name: "Decline Quote" }).click();
    await expect(page.getByText("Quote Declined")).toBeVisible();
    await expect(status(page)).toHaveText("Declined");
    await expect(page.getByText("Declined: Other")).toBeVisible();

    const accepted = await quoteByApi(uniqueEmail("live-accept"));
    await page.goto(accepted.liveUrl);
    await page.getByLabel("Your full name, as your signature").fill("Sipho Dlamini");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Accept Quote" }).click();
    await expect(page.getByText("Quote Accepted")).toBeVisible();
    await expect(status(page)).toHaveText("Accepted");
    await expect(page.getByText("Accepted, signed by Sipho Dlamini")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Decline Quote" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("an unknown link is the 404 page, sends no referrer off the site and is never indexed", async ({ request }) => {
  const response = await request.get(`${site.baseUrl}/q/${"A".repeat(43)}`);
  expect(response.status()).toBe(404);
  expect(response.headers()["referrer-policy"]).toBe("same-origin");
  expect(await response.text()).toContain("We can&#x27;t find that page");
  const { liveUrl } = await quoteByApi(uniqueEmail("live-headers"));
  const page = await request.get(liveUrl);
  expect(page.status()).toBe(200);
  expect(page.headers()["referrer-policy"]).toBe("same-origin");
  expect(page.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  const pdf = await request.get(`${liveUrl}/pdf`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const sitemap = await request.get(`${site.baseUrl}/sitemap.xml`);
  expect(await sitemap.text()).not.toContain("/q/");
});
