// The catalogue's pages in a real browser: each answers and passes axe, products carry
// their structured data, unknown items answer 404, items are reachable as anchors.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, jsonLdNodes, nodesOfType } from "./helpers.ts";

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

test("items on section pages are reachable as anchors", async ({ page }) => {
  await page.goto("/catalogue/bundles#dj-starter-kit");
  await expect(page.locator("#dj-starter-kit")).toBeInViewport();
});
