// Issue 35: a landing page leads to equipment. On a phone (390 px) the
// visitor finds the page's bundles near the top, adds one to the quote from
// the landing page and sees it in the quote; the page passes axe.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { toast } from "./catalogue.test-support.ts";
import { addToQuoteButton } from "./quote-helpers.ts";

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test("from /wedding-sound-gauteng a bundle goes into the quote, and the quote shows it", async ({ page }) => {
  await page.goto("/wedding-sound-gauteng");
  await waitForIslands(page);
  const section = page.locator("[data-landing-equipment]");
  await expect(section.getByRole("heading", { name: "Wedding sound packages" })).toBeVisible();
  // Near the top: the section starts within the first two screens of the phone.
  const top = await section.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(2 * 844);
  const card = section.locator('[data-item-card="wedding-ceremony-sound"]');
  await expect(card.getByText(/^R[\d,]+\.\d{2}/)).toBeVisible();
  await expect(card.locator("img")).toHaveCount(1);
  await expect(section.getByRole("link", { name: "See all wedding packages" })).toHaveAttribute(
    "href",
    "/catalogue/bundles?type=wedding",
  );
  await expectNoAxeViolations(page);

  await (await addToQuoteButton(page, "Wedding Ceremony Sound")).tap();
  await expect(toast(page, "Item Added")).toBeVisible();
  // The quote is kept in the browser (the spec's storage): the bundle is in it before the visitor moves on.
  await expect
    .poll(() =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem("quoteItems") ?? "[]") as { id: string }[]).map((item) => item.id),
      ),
    )
    .toEqual(["wedding-ceremony-sound"]);
  await section.getByRole("link", { name: "Go to your quote" }).click();
  await expect(page).toHaveURL(/\/quote-request$/);
  await waitForIslands(page);
  const selection = page.getByRole("complementary", { name: "Your Selection" });
  await expect(selection.getByText(/^\d+ items?$/)).toHaveText("1 item");
});

test("the landing page's see-all link opens the catalogue filtered to wedding packages", async ({ page }) => {
  await page.goto("/wedding-sound-gauteng");
  await page.locator("[data-landing-equipment]").getByRole("link", { name: "See all wedding packages" }).click();
  await expect(page).toHaveURL(/\/catalogue\/bundles\?type=wedding$/);
  await expect(page.locator('[data-item-card="wedding-ceremony-sound"]')).toBeVisible();
});
