// The development server (npm run dev) serves the whole site as production
// does: pages rendered from source, islands from Vite's modules, the JSON
// endpoints and the database. The journey: add an item from the catalogue,
// open the quote drawer, send the contact form and see the thank-you panel.
import { expect, test } from "@playwright/test";
import { waitForIslands } from "./helpers";

// The first request to each page compiles its modules.
test.setTimeout(120_000);

test("the dev server serves pages, islands, the quote and the contact form", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/catalogue/products");
  await waitForIslands(page);
  const addButton = page.getByRole("button", { name: /^Add to Quote: / }).first();
  await addButton.scrollIntoViewIfNeeded();
  await expect(addButton).toBeEnabled();
  await addButton.click();
  await expect(page.locator("[data-sonner-toast]").getByText("Item Added")).toBeVisible();

  await page.getByRole("button", { name: /^Your Quote/ }).click();
  const drawer = page.getByRole("dialog", { name: "Your Quote" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("listitem")).toHaveCount(1);
  await page.keyboard.press("Escape");

  await page.goto("/contact");
  await waitForIslands(page);
  await page.getByLabel("Your name").fill("Sipho Dlamini");
  await page.getByLabel("Email address").fill(`dev-smoke-${Date.now()}@example.co.za`);
  await page.getByLabel("Phone number").fill("082 555 0199");
  await page.getByLabel("Event type").selectOption("corporate");
  await page.getByLabel("Message").fill("Year-end function for 80 people in Sandton on 4 December.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  expect(errors).toEqual([]);
});
