// The event quote from end to end (issue 22), on a server wired to a real SMTP
// sink: a three-day wedding with delivery to Pretoria, two technicians for
// five hours and a company VAT number goes from the catalogue through the
// drawer to the summary, the PDF the visitor downloads and the e-mails to
// sales and to the visitor.
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "@playwright/test";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { parseMail } from "#app/platform/mail/test-support.server.ts";
import { pdfText } from "#app/features/quotes/pdf/pdf-text.test-support.ts";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { uniqueEmail } from "./leads-db.ts";
import {
  addToQuoteButton,
  contactForm,
  daysAhead,
  longDate,
  openEventDetails,
  summaryLine,
  summaryQuoteNumber,
  summaryTotal,
} from "./quote-helpers.ts";
import { type SiteWithSmtp, startSiteWithSmtp } from "./site-with-smtp.ts";

/** A name in two scripts, one of them right to left: the PDF and the e-mails print it as typed. */
const NAME = "محمد Nkosi-Müller";
const EMAIL = uniqueEmail("wedding");

let site: SiteWithSmtp;

test.beforeAll(async () => {
  site = await startSiteWithSmtp();
});

test.afterAll(async () => {
  await site.close();
});

function storedQuote(databaseFile: string, quoteNumber: string): Record<string, unknown> | undefined {
  const db = new DatabaseSync(databaseFile, { readOnly: true });
  try {
    return db.prepare("select * from quotes where quote_number = ?").get(quoteNumber) as
      Record<string, unknown> | undefined;
  } finally {
    db.close();
  }
}

test("a multi-day wedding with delivery, two technicians for five hours and a company VAT number: catalogue, summary, PDF, e-mails", async ({
  page,
}) => {
  const { baseUrl, smtp } = site;
  await page.goto(`${baseUrl}/catalogue/product/powered-speaker-12-premium`);
  await waitForIslands(page);
  const addSpeaker = await addToQuoteButton(page, "Premium 12-Inch Powered Speaker");
  await addSpeaker.click();
  await addSpeaker.click();
  await expect(page.getByText("Item Updated")).toBeVisible();
  await page.getByRole("link", { name: "Event Personnel" }).first().click();
  await expect(page).toHaveURL(/\/catalogue\/personnel$/);
  await waitForIslands(page);
  await (await addToQuoteButton(page, "Setup Technician")).click();

  // People x hours in the drawer: two technicians, five hours each.
  await page.getByRole("button", { name: /^Your Quote/ }).click();
  const drawer = page.getByRole("dialog", { name: "Your Quote" });
  await drawer.getByRole("button", { name: "Increase quantity of Setup Technician" }).click();
  await drawer.getByRole("button", { name: "Increase hours of Setup Technician" }).click();
  await expect(drawer.getByText("hours each: 2 people × 5 hours")).toBeVisible();
  await expectNoAxeViolations(page);
  await drawer.getByRole("link", { name: "Request Quote" }).click();
  await expect(page).toHaveURL(/\/quote-request$/);
  await waitForIslands(page);

  const first = daysAhead(20);
  const form = contactForm(page);
  await form.getByLabel("Full Name").fill(NAME);
  await form.getByLabel("Email Address").fill(EMAIL);
  await form.getByLabel("Phone Number").fill("082 555 0199");
  await form.getByLabel("Event date").fill(first);
  await openEventDetails(page);
  await form.getByLabel("Last day").fill(addDays(first, 2));
  await form.getByLabel("Set-up time").fill("08:00");
  await form.getByLabel("Collection time").fill("23:30");
  await form.getByLabel("Venue or suburb").fill("Irene Dairy Farm, Centurion");
  await form.getByLabel("Indoor or outdoor").selectOption("outdoor");
  await form.getByLabel("Expected guests").fill("150");
  await form.getByLabel("Delivery or collection").selectOption("delivery");
  await form.getByLabel("Delivery zone").selectOption("pretoria");
  await form.getByLabel("Company name").fill("Nkosi Events (Pty) Ltd");
  await form.getByLabel("Company VAT number").fill("4123 456 789");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "View My Quote" }).click();
  await expect(page.getByText("Quote Generated")).toBeVisible();

  const facts = page.getByText("Hire period").locator("xpath=ancestor::dl");
  await expect(facts).toContainText(`${longDate(first)} to ${longDate(addDays(first, 2))} (3 days)`);
  for (const text of [
    "08:00",
    "23:30",
    "Outdoor",
    "150",
    "To Pretoria (estimate)",
    "Nkosi Events (Pty) Ltd",
    "4123456789",
  ])
    await expect(facts).toContainText(text);
  await expect(facts).toContainText("Valid until");
  await expect(summaryLine(page, "Setup Technician")).toContainText("2 people × 5 hours");
  await expect(summaryLine(page, "Premium 12-Inch Powered Speaker")).toContainText("R1,500.00");
  const delivery = summaryLine(page, "Delivery and collection \\(estimate\\)");
  await expect(delivery).toContainText("estimate");
  await expect(delivery).toContainText("R1,200.00");
  await expect(page.getByRole("row", { name: /^Subtotal \(excl\. VAT\)/ })).toContainText("R17,700.00");
  await expect(page.getByRole("row", { name: /^VAT \(15%\)/ })).toContainText("R2,655.00");
  await expect(summaryTotal(page)).toHaveText("R20,355.00");
  const number = await summaryQuoteNumber(page);
  const day = new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${first}T00:00:00Z`),
  );
  // The message carries the quote's live page, as the summary shows it.
  const liveUrl = await page.getByRole("link", { name: /\/q\// }).getAttribute("href");
  await expect(page.getByRole("link", { name: /Ask about this quote on WhatsApp/ })).toHaveAttribute(
    "href",
    `https://wa.me/27117842250?text=${encodeURIComponent(`Hi, my quote ${number} for ${day}. ${liveUrl}`)}`,
  );
  await expectNoAxeViolations(page);

  const stored = storedQuote(site.databaseFile, number);
  expect(stored).toMatchObject({
    end_date: addDays(first, 2),
    hire_days: 3,
    company_name: "Nkosi Events (Pty) Ltd",
    company_vat_number: "4123456789",
    delivery_zone: "pretoria",
    delivery_fee_cents: 120_000,
    vat_cents: 265_500,
    total_cents: 2_035_500,
  });

  // The PDF the visitor downloads: the dates, the VAT lines, the company and a name in two scripts.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Quote" }).click();
  const download = await downloadPromise;
  const pdf = await pdfText(Buffer.concat(await (await download.createReadStream()).toArray()));
  for (const text of [
    number,
    NAME,
    longDate(first),
    longDate(addDays(first, 2)),
    "2 people × 5 hours",
    "Subtotal (excl. VAT)",
    "R17,700.00",
    "VAT (15%)",
    "R2,655.00",
    "Total (incl. VAT)",
    "R20,355.00",
    "Nkosi Events (Pty) Ltd",
    "4123456789",
    "Valid until",
  ])
    expect(pdf).toContain(text);

  // Sales get the quote by e-mail; the visitor gets a copy that carries nothing they typed.
  await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const mail = (to: string) => {
    const message = smtp.messages.find((candidate) => candidate.to.includes(to));
    if (!message) throw new Error(`no e-mail to ${to}`);
    return parseMail(message.raw);
  };
  const sales = mail("bookings@example.co.za");
  expect(sales.text).toContain(number);
  for (const text of [
    NAME,
    longDate(first),
    "2 people × 5 hours",
    "VAT (15%): R2,655.00",
    "Total (incl. VAT): R20,355.00",
    "Nkosi Events (Pty) Ltd",
    "To Pretoria (estimate)",
  ])
    expect(sales.text).toContain(text);
  const copy = mail(EMAIL);
  expect(copy.text).toContain("Total (incl. VAT): R20,355.00");
  expect(copy.text).toContain(longDate(first));
  expect(copy.text).not.toContain("Nkosi Events");
  expect(copy.text).not.toContain("Irene Dairy Farm");
});
