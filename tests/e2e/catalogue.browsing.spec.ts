// Browsing the catalogue in a real browser: bundle filters and sorting, each
// section's search, the share popover, and the same without JavaScript.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";

test("bundles filter and sort through the UI and through a shared URL", async ({ page }) => {
  await page.goto("/catalogue/bundles");
  await waitForIslands(page);
  const cards = page.locator("[data-item-card]");
  await expect(cards).toHaveCount(5);

  await page.locator("summary", { hasText: "Filter" }).click();
  await page.getByRole("radio", { name: "Up to 50" }).check();
  await expect(page).toHaveURL(/size=0-50/);
  await expect(cards).toHaveCount(1);
  await expect(page.locator("summary", { hasText: "Filter" })).toContainText("1");

  await page.getByRole("radio", { name: "150+" }).check();
  await expect(cards).toHaveCount(2);
  await page.getByRole("radio", { name: "Wedding" }).check();
  await expect(page.getByText("No bundles found")).toBeVisible();
  await expect(page.getByText("Try changing your search or filter criteria")).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(cards).toHaveCount(5);

  await page.getByLabel("Sort").selectOption("popular");
  await expect(page).toHaveURL(/sort=popular/);
  const popularOrder = await cards.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute("data-item-card")),
  );
  expect(popularOrder).not.toEqual([
    "small-corporate-event",
    "wedding-ceremony-sound",
    "dj-starter-kit",
    "small-party-lighting",
    "complete-event-solution",
  ]);

  // The same view from a shared link, rendered by the server.
  const response = await page.goto("/catalogue/bundles?type=corporate&size=150-0");
  expect(response?.status()).toBe(200);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute("data-item-card", "complete-event-solution");
  await page.goBack();
  await expect(page).toHaveURL(/sort=popular/);
});

test("each section searches with its own rules", async ({ page }) => {
  await page.goto("/catalogue/personnel");
  await waitForIslands(page);
  await page.getByRole("searchbox").fill("technician");
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  await expect(page.getByText('2 results found for "technician"')).toBeVisible();
  // The site assessment is not hourly, so search leaves it out.
  await page.getByRole("searchbox").fill("assessment");
  await expect(page.getByText('No results found for "assessment"')).toBeVisible();

  await page.goto("/catalogue/promotions?q=wedding");
  await expect(page.getByText('1 result found for "wedding"')).toBeVisible();

  await page.goto("/catalogue/add-ons");
  await waitForIslands(page);
  await page.getByRole("searchbox").fill("lighting");
  await expect(page.getByText('1 result found for "lighting"')).toBeVisible();

  await page.goto("/catalogue");
  await waitForIslands(page);
  await page.getByRole("searchbox").fill("WIRELESS");
  await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Wireless Handheld Microphone/ })).toBeVisible();
  await page.getByRole("searchbox").fill("");
  await expect(page.getByRole("link", { name: /Sound Bundles/ }).first()).toBeVisible();
});

test("the share popover links out and copies the link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/catalogue/product/mixer-16-channel");
  // The popover is the browser's own; its button's first touch hydrates the island (Copy link).
  const share = page.getByRole("button", { name: "Share: 16-Channel Mixer" });
  await share.click();
  const popover = page.getByRole("dialog", { name: "Share 16-Channel Mixer" });
  await expect(popover).toBeVisible();
  await expect(page.locator("[data-island=share-popover][data-hydrated]")).toHaveCount(1);
  const url = "https://www.sandtonsoundhire.co.za/catalogue/product/mixer-16-channel";
  await expect(popover.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
    "href",
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  );
  const whatsapp = await popover.getByRole("link", { name: /WhatsApp/ }).getAttribute("href");
  expect(decodeURIComponent(whatsapp ?? "")).toContain(
    "Check out this Product: 16-Channel Mixer from Sandton Sound Hire",
  );
  await expectNoAxeViolations(page);
  await popover.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(share).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search and bundle filters are forms the server answers", async ({ page }) => {
    await page.goto("/catalogue/personnel");
    await page.getByRole("searchbox").fill("technician");
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/catalogue\/personnel\?q=technician$/);
    await expect(page.getByText('2 results found for "technician"')).toBeVisible();

    await page.goto("/catalogue/bundles");
    await page.locator("summary", { hasText: "Filter" }).click();
    await page.getByRole("radio", { name: "Up to 50" }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/size=0-50/);
    await expect(page.locator("[data-item-card]")).toHaveCount(1);
  });

  test("Share opens its links; Copy link, which needs script, is not offered", async ({ page }) => {
    await page.goto("/catalogue/product/mixer-16-channel");
    const share = page.getByRole("button", { name: "Share: 16-Channel Mixer" });
    await share.click();
    const popover = page.getByRole("dialog", { name: "Share 16-Channel Mixer" });
    await expect(popover.getByRole("link", { name: /WhatsApp/ })).toBeVisible();
    await expect(popover.getByRole("button", { name: "Copy link" })).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
  });
});
