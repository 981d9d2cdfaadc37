// The rental catalogue and the quote drawer in a real browser.
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, jsonLdNodes, nodesOfType, waitForIslands } from "./helpers";

const catalogueStaticPages = [
  "/catalogue",
  "/catalogue/products",
  "/catalogue/products/speakers",
  "/catalogue/products/wireless-microphones",
  "/catalogue/product/powered-speaker-12-premium",
  "/catalogue/bundles",
  "/catalogue/personnel",
  "/catalogue/promotions",
  "/catalogue/add-ons",
];

for (const path of catalogueStaticPages) {
  test(`${path} answers 200 and passes axe`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}

test("a product is added twice, changed in the drawer, removed, and the quote survives a reload", async ({ page }) => {
  await page.goto("/catalogue/product/powered-speaker-12-premium");
  await waitForIslands(page);
  await expect(page.getByRole("heading", { level: 1, name: "Premium 12-Inch Powered Speaker" })).toBeVisible();
  // 10% of R7500 would be 750; at R2000 and above the rate is 5%.
  await expect(page.locator("[data-product-price]")).toHaveText("R375.00");

  const add = page.getByRole("button", { name: /^Add to Quote: Premium 12-Inch Powered Speaker$/ });
  await add.click();
  await expect(page.getByText("Item Added")).toBeVisible();
  await add.click();
  await expect(page.getByText("Item Updated")).toBeVisible();

  await page.getByRole("button", { name: /Your Quote/ }).click();
  const drawer = page.getByRole("dialog", { name: "Your Quote" });
  const line = drawer.locator('[data-quote-line="powered-speaker-12-premium"]');
  await expect(line.locator("[data-quantity]")).toHaveText("2");
  // Prices stay hidden until a quote is generated.
  await expect(line).toContainText("Request Quote");
  await drawer.getByRole("button", { name: "Increase quantity of Premium 12-Inch Powered Speaker" }).click();
  await expect(line.locator("[data-quantity]")).toHaveText("3");
  await expect(page.getByText("Quantity Updated")).toBeVisible();
  await expect(drawer.locator("[data-total-items]")).toHaveText("3");

  await page.reload();
  await waitForIslands(page);
  await page.getByRole("button", { name: /Your Quote/ }).click();
  await expect(
    page
      .getByRole("dialog", { name: "Your Quote" })
      .locator('[data-quote-line="powered-speaker-12-premium"] [data-quantity]'),
  ).toHaveText("3");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("quoteItems") ?? "[]").length)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("showPrices"))).toBe("false");

  await page.getByRole("button", { name: "Remove Premium 12-Inch Powered Speaker" }).click();
  await expect(page.getByText("Item Removed")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Your Quote" }).getByText("Your quote is empty")).toBeVisible();
});

test("decreasing a quantity below 1 removes the line", async ({ page }) => {
  await page.goto("/catalogue/personnel");
  await waitForIslands(page);
  await page.getByRole("button", { name: "Add to Quote: On-Site Sound Engineer" }).click();
  await page.getByRole("button", { name: /Your Quote/ }).click();
  await page.getByRole("button", { name: "Decrease quantity of On-Site Sound Engineer" }).click();
  await expect(page.getByText("Item Removed")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Your Quote" }).getByText("Your quote is empty")).toBeVisible();
});

test("unreadable stored items are ignored with a console error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/catalogue");
  // After the page script has run, so the page's own first save cannot overwrite the bad value.
  await waitForIslands(page);
  await page.evaluate(() => localStorage.setItem("quoteItems", "{not json"));
  await page.reload();
  await waitForIslands(page);
  await page.getByRole("button", { name: /Your Quote/ }).click();
  await expect(page.getByRole("dialog", { name: "Your Quote" }).getByText("Your quote is empty")).toBeVisible();
  expect(errors.some((text) => text.includes("Stored quote items could not be read"))).toBe(true);
});

test("product pages carry Product JSON-LD with a rand offer, and link their categories", async ({ page }) => {
  await page.goto("/catalogue/product/wired-vocal-microphone");
  const [product] = nodesOfType(await jsonLdNodes(page), "Product");
  expect(product).toMatchObject({ name: "Wired Vocal Microphone", offers: { price: "35.00", priceCurrency: "ZAR" } });
  await expect(page.locator("[data-product-price]")).toHaveText("R35.00");
  await expect(
    page.getByRole("list", { name: "Categories" }).getByRole("link", { name: "Microphones", exact: true }),
  ).toHaveAttribute("href", "/catalogue/products/microphones");
  await expect(page.getByRole("heading", { name: "Key Features" })).toBeVisible();
  const similar = page.locator("section[aria-labelledby=similar-heading] [data-item-card]");
  expect(await similar.count()).toBeGreaterThan(0);
  expect(await similar.count()).toBeLessThanOrEqual(3);
});

test("unknown categories and products answer 404 with their messages", async ({ page }) => {
  const category = await page.goto("/catalogue/products/tubas");
  expect(category?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Category Not Found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Products" })).toHaveAttribute("href", "/catalogue/products");

  const product = await page.goto("/catalogue/product/theremin");
  expect(product?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
});

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

test("items on section pages are reachable as anchors", async ({ page }) => {
  await page.goto("/catalogue/bundles#dj-starter-kit");
  await expect(page.locator("#dj-starter-kit")).toBeInViewport();
});

test("the share popover links out and copies the link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/catalogue/product/mixer-16-channel");
  // Share hydrates as it comes into view; the product's own is at the top.
  const share = page.getByRole("button", { name: "Share: 16-Channel Mixer" });
  await expect(page.locator("[data-island=share-popover][data-hydrated]").first()).toBeAttached();
  await share.click();
  const popover = page.getByRole("dialog", { name: "Share 16-Channel Mixer" });
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

test("the quote drawer is a modal sheet: focus stays inside, Escape returns it to the button, Clear quote empties it", async ({
  page,
}) => {
  await page.goto("/catalogue/add-ons");
  await waitForIslands(page);
  await page
    .getByRole("button", { name: /^Add to Quote: / })
    .first()
    .click();
  await expect(page.getByText("Item Added")).toBeVisible();
  const open = page.getByRole("button", { name: /Your Quote/ });
  await expect(open.locator("[data-quote-count]")).toHaveText("1");
  await expect(open.locator("[data-quote-count]")).toHaveAttribute("aria-label", "1 item");

  await open.click();
  const drawer = page.getByRole("dialog", { name: "Your Quote" });
  await expect(drawer).toBeVisible();
  await expect(drawer.locator("[data-quote-line]")).toHaveCount(1);
  await expectNoAxeViolations(page);
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press("Tab");
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await drawer.getByRole("button", { name: "Clear quote" }).click();
  await expect(page.getByText("Quote Cleared")).toBeVisible();
  // Toasts live in the top layer, so they show above the open sheet and its backdrop, not under them.
  await expect(page.locator(".toaster:popover-open")).toHaveCount(1);
  await expect(drawer.getByText("Your quote is empty")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Clear quote" })).toBeHidden();
  await expect(open.locator("[data-quote-count]")).toHaveText("0");
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
});

test.describe("catalogue pages hydrate their islands, not the whole page", () => {
  const pageKinds = [
    "/catalogue",
    "/catalogue/products",
    "/catalogue/products/speakers",
    "/catalogue/product/powered-speaker-12-premium",
    "/catalogue/bundles",
    "/catalogue/personnel",
    "/catalogue/promotions",
    "/catalogue/add-ons",
    "/catalogue?q=microphone",
  ];
  for (const path of pageKinds) {
    test(`${path} loads the shell and the island runtime with React, and no router`, async ({ page }) => {
      const scripts: string[] = [];
      const sizes: Promise<number>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        scripts.push(new URL(response.url()).pathname);
        // The size gzipped, as the budget counts it (the server may send it gzipped or not).
        sizes.push(response.body().then((body) => gzipSync(body).length));
      });
      await page.goto(path);
      await waitForIslands(page);
      await page.waitForLoadState("networkidle");
      expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/shell-[\w-]+\.js$/));
      expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/client-[\w-]+\.js$/));
      expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/react-[\w-]+\.js$/));
      expect(scripts.every((script) => script.startsWith("/assets/"))).toBe(true);
      // No React Router in the browser: only the islands are hydrated.
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
      // The budget (110 KB with React) is measured by npm run bench; the figure is reported here.
      const gzippedBytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      test.info().annotations.push({ type: "JavaScript (gzip)", description: `${gzippedBytes} bytes` });
    });
  }
});
