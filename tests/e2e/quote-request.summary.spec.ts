// Request a Quote's summary against the real server: prices come from the
// catalogue, the PDF is real, and Accept Quote leads to signing and the deposit.
import { expect, test } from "@playwright/test";
import { pdfText } from "#app/features/quotes/pdf/pdf-text.test-support.ts";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { contactForm, longDate, summaryLine, summaryQuoteNumber, summaryTotal } from "./quote-helpers.ts";
import { uniqueEmail } from "./leads-db.ts";
import {
  EVENT_DATE,
  acceptanceOf,
  buildSelection,
  decisionsOf,
  fillContact,
  openQuotePage,
  storedQuote,
  toSummary,
} from "./quote-request.test-support.ts";

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
