// Quote versions end to end (issue 23, decision 039), on a server wired to a
// real SMTP sink: a visitor requests a quote, opens its page from the e-mail
// and asks to change one line and for a discount; staff revise it (v2) and
// send it; the customer's e-mail arrives with what changed; the visitor sees
// the difference and accepts with a typed name; staff see the viewed and
// accepted times, what version 2 changed on the lead page, the audit trail and
// where the lead came from (a Google Ads click); both versions' PDFs download;
// a second quote left open gets its expiry reminder once. The staff editor
// works without JavaScript.
import { DatabaseSync } from "node:sqlite";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import { parseMail } from "#app/platform/mail/test-support.server.ts";
import { expectNoAxeViolations, waitForIslands, waitForShell } from "./helpers.ts";
import { uniqueEmail, writeToSiteDatabase } from "./leads-db.ts";
import { addToQuoteButton, contactForm, daysAhead, longDate, summaryQuoteNumber } from "./quote-helpers.ts";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp.ts";

const STAFF_EMAIL = "lerato.staff@sandtonsoundhire.co.za";
const STAFF_PASSWORD = "a long staff password 43";

let site: SiteWithSmtp;

test.beforeAll(async () => {
  // The outbox looks for due reminders every second, so the expiry reminder is not waited for long.
  site = await startSiteWithSmtp({
    STAFF_BOOTSTRAP_EMAIL: STAFF_EMAIL,
    STAFF_BOOTSTRAP_PASSWORD: STAFF_PASSWORD,
    OUTBOX_POLL_SECONDS: "1",
  });
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

/** When the customer first and last opened the quote's page, and accepted it, as stored. */
function customerTimes(quoteNumber: string): { firstViewedAt: string; lastViewedAt: string; acceptedAt: string } {
  const db = new DatabaseSync(site.databaseFile, { readOnly: true });
  try {
    return db
      .prepare(
        `select q.first_viewed_at as firstViewedAt, q.last_viewed_at as lastViewedAt, a.accepted_at as acceptedAt
         from quotes q join quote_acceptances a on a.quote_id = q.id where q.quote_number = ?`,
      )
      .get(quoteNumber) as { firstViewedAt: string; lastViewedAt: string; acceptedAt: string };
  } finally {
    db.close();
  }
}

/** The quote's acceptance time, or undefined while it has none. */
function customerTimesOrNone(quoteNumber: string): string | undefined {
  const db = new DatabaseSync(site.databaseFile, { readOnly: true });
  try {
    const row = db
      .prepare(
        "select a.accepted_at from quote_acceptances a join quotes q on q.id = a.quote_id where q.quote_number = ?",
      )
      .get(quoteNumber) as { accepted_at: string } | undefined;
    return row?.accepted_at;
  } finally {
    db.close();
  }
}

/** The page's address on this test server (the e-mail names the public site). */
const local = (url: string) => `${site.baseUrl}${new URL(url).pathname}`;

const mailsTo = (email: string) =>
  site.smtp.messages.filter((message) => message.to.includes(email)).map((message) => parseMail(message.raw));

async function signIn(page: Page) {
  await page.goto(`${site.baseUrl}/admin/login`);
  await page.getByLabel("E-mail address").fill(STAFF_EMAIL);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`Signed in as ${STAFF_EMAIL}`)).toBeVisible();
}

/** A quote for a speaker made on the quote page; its number and the live link from the customer's e-mail. */
async function requestQuote(
  page: Page,
  email: string,
  landing = "/catalogue/product/powered-speaker-12-premium",
): Promise<{ quoteNumber: string; liveUrl: string }> {
  // The visit starts where the visitor landed (the shell keeps its source for the session).
  await page.goto(`${site.baseUrl}${landing}`, { referer: "https://www.google.co.za/" });
  await waitForShell(page);
  await page.goto(`${site.baseUrl}/catalogue/product/powered-speaker-12-premium`);
  await waitForIslands(page);
  await (await addToQuoteButton(page, "Premium 12-Inch Powered Speaker")).click();
  await expect(page.getByText("Item Added")).toBeVisible();
  await page.goto(`${site.baseUrl}/quote-request`);
  await waitForIslands(page);
  const form = contactForm(page);
  await form.getByLabel("Full Name").fill("Naledi Khumalo");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Phone Number").fill("082 555 0177");
  await form.getByLabel("Event date").fill(daysAhead(21));
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(page.getByText("Quote Generated")).toBeVisible();
  const quoteNumber = await summaryQuoteNumber(page);
  // This quote's own e-mail, found by its number: another e-mail to her may arrive meanwhile.
  const quoteMail = () =>
    mailsTo(email).find((mail) => mail.text.includes(quoteNumber) && /Open your quote online/.test(mail.text));
  await expect.poll(() => quoteMail() !== undefined, { timeout: 15_000 }).toBe(true);
  const liveUrl = /Open your quote online: (\S+)/.exec(quoteMail()?.text ?? "")?.[1] ?? "";
  expect(liveUrl).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
  return { quoteNumber, liveUrl };
}

test("staff revise a quote the customer asked to change, send v2 once, and the customer accepts it", async ({
  page,
  request,
  browser,
}) => {
  // The whole journey: two quotes, five signed-in pages with axe scans, two PDFs and a reminder run.
  test.setTimeout(120_000);
  const email = uniqueEmail("quote-versions");
  // She found us through a Google Ads click on a landing page.
  const { quoteNumber, liveUrl } = await requestQuote(
    page,
    email,
    "/sound-hire-gauteng?utm_source=google&utm_medium=cpc&utm_campaign=wedding-season-2026&gclid=Cj0KCQ-test",
  );

  // The customer asks for three speakers rather than one, and for a discount.
  await page.goto(local(liveUrl));
  await waitForIslands(page);
  await page.getByText("Ask for changes").click();
  await page.getByLabel("What to do").first().selectOption("quantity");
  await page.getByLabel("New quantity").first().fill("3");
  await page.getByLabel(/meet you halfway/).check();
  await page.getByRole("button", { name: "Send change request" }).click();
  await expect(page.getByText("Change Request Sent").first()).toBeVisible();

  // She keeps version 1 open in another tab, her name typed and the terms ticked, while staff revise it.
  const firstTab = await (await browser.newContext()).newPage();
  await firstTab.goto(local(liveUrl));
  await waitForIslands(firstTab);
  await firstTab.getByLabel("Your full name, as your signature").fill("Naledi Khumalo");
  await firstTab.getByLabel(/I agree to the/).check();

  // Staff revise it: three speakers, 10% off the whole quote, a note; saved as v2, not sent yet.
  await signIn(page);
  const leadId = leadIdOf(quoteNumber);
  await page.goto(`${site.baseUrl}/admin/leads/${leadId}`);
  await page.getByRole("link", { name: "Revise the quote (make the next version)" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit quote ${quoteNumber}`);
  await expectNoAxeViolations(page);
  await page.locator("#line-0-quantity").fill("3");
  await page.locator("#overall-kind").selectOption("percent");
  await page.locator("#overall-value").fill("10");
  await page.locator("#note").fill("Three speakers, with 10% off as you asked.");
  await page.getByRole("button", { name: "Save as version 2" }).click();
  await expect(page.getByText("Version saved.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Draft version 2, not sent yet" })).toBeVisible();
  // The difference staff check before sending.
  const diff = page.locator("section", { has: page.getByRole("heading", { name: /What changed/ }) }).first();
  await expect(diff).toContainText("Premium 12-Inch Powered Speaker");
  await expect(diff).toContainText("Overall discount");
  await expectNoAxeViolations(page);
  // Nothing went to the customer on saving.
  expect(mailsTo(email)).toHaveLength(1);

  await page.getByRole("button", { name: "Send version 2 to the customer" }).click();
  await expect(page.getByText("Version sent to the customer.")).toBeVisible();
  await expect(page.locator("[data-whatsapp-version]")).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/27825550177\?text=.*version%202/,
  );
  // The lead page shows what version 2 changed against version 1, highlighted as the customer will see it.
  const versionsOnLead = page.locator("[data-quote-versions]");
  await expect(versionsOnLead.locator('[data-version="1"] [data-version-diff]')).toHaveCount(0);
  const leadDiff = versionsOnLead.locator('[data-version="2"] [data-version-diff]');
  await expect(leadDiff.getByRole("heading", { level: 3, name: "What changed in version 2" })).toBeVisible();
  await expect(leadDiff).toContainText("Compared with version 1");
  const leadDiffLines = leadDiff.getByRole("table", { name: "Lines" });
  await expect(leadDiffLines).toContainText("Changed: Premium 12-Inch Powered Speaker");
  await expect(leadDiffLines.getByRole("row", { name: /^Quantity/ })).toHaveText(/Quantity\s*1\s*3/);
  await expect(leadDiffLines.locator("del", { hasText: /^1$/ })).toBeVisible();
  await expect(leadDiffLines.locator("ins", { hasText: /^3$/ })).toBeVisible();
  await expect(leadDiff).toContainText("Overall discount");
  await expect(leadDiff.getByRole("table", { name: "Totals" })).toContainText("Total (incl. VAT)");

  // The customer's e-mail: the version, what changed and the live link.
  await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
  const revised = mailsTo(email)[1];
  expect(revised?.headers.get("subject")).toBe(`Your revised quote ${quoteNumber} (version 2) from Sandton Sound Hire`);
  expect(revised?.text).toContain("Version 2 replaces version 1");
  expect(revised?.text).toContain("Changed: Premium 12-Inch Powered Speaker: quantity 1 → 3");
  expect(revised?.text).toContain("Three speakers, with 10% off as you asked.");
  expect(/See the changes and your quote online: (\S+)/.exec(revised?.text ?? "")?.[1]).toBe(liveUrl);

  // Issue 32: Accept on the version 1 tab accepts nothing: the quote changed, and she is shown version 2.
  await firstTab.getByRole("button", { name: "Accept Quote" }).click();
  await expect(firstTab.getByText("This quote changed: please review version 2").first()).toBeVisible();
  expect(customerTimesOrNone(quoteNumber)).toBeUndefined();
  await firstTab.getByRole("link", { name: "Review version 2" }).click();
  await expect(firstTab.getByRole("heading", { level: 1 })).toContainText("Version 2");
  await firstTab.context().close();

  // Sending twice sends once: the same form posted again changes nothing.
  await page.goto(`${site.baseUrl}/admin/leads/${leadId}/quote/edit`);
  await expect(page.getByRole("button", { name: /^Send version/ })).toHaveCount(0);

  // The customer sees version 2 with the difference highlighted, and accepts it.
  // The customer's browser: no staff session (staff opens are not counted as the customer's).
  await page.context().clearCookies();
  await page.goto(local(liveUrl));
  await waitForIslands(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Version 2");
  const customerDiff = page.locator("[data-quote-diff]");
  await expect(customerDiff.locator("del").first()).toBeVisible();
  await expect(customerDiff.locator("ins").first()).toBeVisible();
  await expect(customerDiff).toContainText("Premium 12-Inch Powered Speaker");
  await expect(page.getByText("We sent version 2 of this quote")).toBeVisible();
  await expect(page.locator("[data-quote-status]").first()).toHaveText("Revised");
  await expectNoAxeViolations(page);
  await page.getByLabel("Your full name, as your signature").fill("Naledi Khumalo");
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Accept Quote" }).click();
  await expect(page.getByText("Quote Accepted").first()).toBeVisible();

  // Both versions' PDFs download; a version never sent is not there.
  const token = new URL(liveUrl).pathname.split("/")[2];
  for (const version of [1, 2]) {
    const pdf = await request.get(`${site.baseUrl}/q/${token}/pdf?version=${version}`);
    expect(pdf.status(), `version ${version}`).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
  expect((await request.get(`${site.baseUrl}/q/${token}/pdf?version=3`)).status()).toBe(404);
  await expect(page.getByRole("link", { name: "Download version 1 (PDF)" })).toBeVisible();

  // Staff see the viewed and accepted times and the whole trail: who, what, when.
  await signIn(page);
  await page.goto(`${site.baseUrl}/admin/leads/${leadId}`);
  const live = page.locator("[data-live-quote]");
  await expect(live.locator("[data-quote-status]")).toHaveText("Accepted");
  await expect(live.locator("[data-acceptance]")).toContainText("Naledi Khumalo");
  // What she signed for: version 2 and its total (issue 32).
  await expect(live.locator("[data-acceptance] [data-accepted-version]")).toHaveText(
    /^Version 2, R[\d,]+\.\d{2} \(incl\. VAT\)$/,
  );
  // She opened the page twice (to ask for changes, then to accept): staff see the last visit and the acceptance
  // time as stored, each in Johannesburg time.
  const times = customerTimes(quoteNumber);
  expect(times.lastViewedAt > times.firstViewedAt).toBe(true);
  await expect(live.locator("[data-first-viewed]")).toHaveText(formatSast(times.firstViewedAt));
  await expect(live.locator("[data-last-viewed]")).toHaveText(formatSast(times.lastViewedAt));
  await expect(live.locator("[data-acceptance] [data-accepted-at]")).toHaveText(formatSast(times.acceptedAt));
  // What version 2 changed is still there once it is accepted.
  await expect(live.locator('[data-version="2"] [data-version-diff]')).toContainText("What changed in version 2");
  await expect(live.locator('[data-version="2"]')).toContainText(`sent`);
  await expect(live.locator('[data-version="2"]')).toContainText("first seen by the customer");
  const trail = page.locator("section", { has: page.getByRole("heading", { name: "History" }) });
  await expect(trail).toContainText("Quote version 2 saved");
  await expect(trail).toContainText("Quote version 2 sent to the customer");
  await expect(trail).toContainText("Visitor accepted the quote (version 2)");
  await expect(trail).toContainText(STAFF_EMAIL);
  await expectNoAxeViolations(page);
  // Sending counted as the lead's first response.
  await expect(page.locator("[data-first-response]")).toContainText(`by ${STAFF_EMAIL}`);
  // Where the lead came from.
  const source = page.getByRole("region", { name: "Where it came from" });
  for (const text of ["Google Ads", "google / cpc", "wedding-season-2026", "www.google.co.za", "/sound-hire-gauteng"]) {
    await expect(source).toContainText(text);
  }

  // A second quote she leaves open (from her phone): two days before it expires, one reminder goes out, and only one.
  const phone = await browser.newContext();
  const second = await requestQuote(await phone.newPage(), email);
  await phone.close();
  const inTwoDays = daysAhead(2);
  // Twelve days on: the quote is valid until the day after tomorrow.
  writeToSiteDatabase(site.databaseFile, (db) =>
    db.prepare("update quotes set valid_until = ? where quote_number = ?").run(inTwoDays, second.quoteNumber),
  );
  const reminders = () =>
    mailsTo(email).filter((mail) =>
      mail.headers.get("subject")?.startsWith(`Your quote ${second.quoteNumber} is valid until`),
    );
  await expect.poll(() => reminders().length, { timeout: 15_000 }).toBe(1);
  expect(reminders()[0]?.headers.get("subject")).toBe(
    `Your quote ${second.quoteNumber} is valid until ${longDate(inTwoDays)}`,
  );
  expect(reminders()[0]?.headers.get("list-unsubscribe")).toMatch(/unsubscribe/);
  // Several more outbox runs later, still one, and one outbox row behind it.
  await page.waitForTimeout(3_000);
  expect(reminders()).toHaveLength(1);
  const check = new DatabaseSync(site.databaseFile, { readOnly: true });
  try {
    const rows = check
      .prepare(
        "select n.outcome, o.channel from nudges n join quotes q on q.id = n.subject_id left join outbox o on o.id = n.outbox_id where n.kind = 'quote_expiring' and q.quote_number = ?",
      )
      .all(second.quoteNumber);
    expect(rows).toEqual([{ outcome: "queued", channel: "nudge_email" }]);
  } finally {
    check.close();
  }
});

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test("without JavaScript staff correct a refused edit, save a draft, and mark the quote lost with a reason", async ({
  browser,
}) => {
  const response = await fetch(`${site.baseUrl}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: { name: "Pieter van Wyk", email: uniqueEmail("versions-nojs"), phone: "083 555 0199" },
      eventDate: daysAhead(30),
      marketingConsent: false,
      referrer: "",
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    }),
  });
  expect(response.status).toBe(201);
  const { quoteNumber } = (await response.json()) as { quoteNumber: string };
  const leadId = leadIdOf(quoteNumber);

  const { context, page } = await withoutJavaScript(browser);
  await signIn(page);
  await page.goto(`${site.baseUrl}/admin/leads/${leadId}/quote/edit`);
  await page.locator("#line-0-quantity").fill("0");
  await page.locator("#line-0-price").fill("a lot");
  await page.getByRole("button", { name: "Save as version 2" }).click();
  await expect(page.locator("#line-0-quantity-error")).toHaveText("Quantity must be a whole number from 1 to 999");
  await expect(page.locator("#line-0-quantity")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#line-0-price-error")).toContainText("Unit price must be an amount in rand");
  await expect(page.locator("#line-0-quantity")).toHaveValue("0");

  await page.locator("#line-0-quantity").fill("4");
  await page.locator("#line-0-price").fill("350");
  await page.locator("#new-item").selectOption("custom");
  await page.locator("#new-name").fill("Cable run and stage box");
  await page.locator("#new-price").fill("200");
  await page.getByRole("button", { name: "Save as version 2" }).click();
  await expect(page.getByRole("heading", { name: "Draft version 2, not sent yet" })).toBeVisible();
  const draftDiff = page.locator("section", { has: page.getByRole("heading", { name: /What changed/ }) }).first();
  await expect(draftDiff.getByText("Cable run and stage box")).toBeVisible();

  // Lost, with its reason, in the lead's one status form: the quote, the lead and the trail.
  await page.goto(`${site.baseUrl}/admin/leads/${leadId}`);
  await expect(page.getByText("Won or Lost marks its quote so too.")).toBeVisible();
  await page.getByLabel("Move this lead to").selectOption("lost");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByText("Choose why the lead was lost.")).toBeVisible();
  await page.getByLabel("Move this lead to").selectOption("lost");
  await page.getByLabel(/Why it was lost/).selectOption("price");
  await page.getByLabel(/In your words/).fill("Went with a cheaper quote");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByText("Quote outcome recorded.")).toBeVisible();
  await expect(page.locator("[data-quote-status]")).toHaveText("Lost");
  const trail = page.locator("section", { has: page.getByRole("heading", { name: "History" }) });
  await expect(trail).toContainText("Quote marked lost");
  await expect(trail).toContainText("Price: Went with a cheaper quote");
  await context.close();
});
