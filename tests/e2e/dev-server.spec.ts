// The development server (npm run dev) serves the whole site as production
// does: pages rendered from source, islands from Vite's modules, the JSON
// endpoints and the database. The journey: add an item from the catalogue,
// open the quote drawer, send the contact form and see the thank-you panel.
import { expect, test } from "@playwright/test";
import { waitForIslands } from "./helpers.ts";
import { expectAddToQuoteHydrated } from "./quote-helpers.ts";

// The first request to each page compiles its modules.
test.setTimeout(120_000);

test("the dev server serves pages, islands, the quote and the contact form", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/catalogue/personnel");
  await waitForIslands(page);
  const addButton = page.getByRole("button", { name: "Add to Quote: On-Site Sound Engineer", exact: true });
  await expectAddToQuoteHydrated(addButton);
  await expect(addButton).toBeEnabled();
  await addButton.click();
  await expect(page.locator("[data-sonner-toast]").getByText("Item Added")).toBeVisible();

  await page.getByRole("button", { name: "Your Quote 1 item" }).click();
  const drawer = page.getByRole("dialog", { name: "Your Quote" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("listitem")).toHaveCount(1);
  await page.keyboard.press("Escape");

  await page.goto("/contact");
  await waitForIslands(page);
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("Your name").fill("Sipho Dlamini");
  await form.getByLabel("Email address").fill(`dev-smoke-${Date.now()}@example.co.za`);
  await form.getByLabel("Phone number").fill("082 555 0199");
  await form.getByLabel("Event type").selectOption("wedding");
  await form.getByRole("textbox", { name: "Message" }).fill("Reception for 80 guests in Sandton on 4 December.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();

  expect(errors).toEqual([]);
});
