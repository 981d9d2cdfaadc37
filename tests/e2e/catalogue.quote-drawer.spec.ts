// The quote drawer in a real browser: adding, changing and removing items, what
// survives a reload, the drawer as a modal sheet, and the quote without JavaScript.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, waitForIslands } from "./helpers.ts";
import { addToQuote, quoteLine, quoteTotal, toast } from "./catalogue.test-support.ts";

test("a product is added twice, changed in the drawer, removed, and the quote survives a reload", async ({ page }) => {
  await page.goto("/catalogue/product/powered-speaker-12-premium");
  await waitForIslands(page);
  await expect(page.getByRole("heading", { level: 1, name: "Premium 12-Inch Powered Speaker" })).toBeVisible();
  // 10% of R7500 would be 750; at R2000 and above the rate is 5%.
  await expect(page.getByRole("main").getByText("R375.00", { exact: true }).first()).toBeVisible();

  await addToQuote(page, "Premium 12-Inch Powered Speaker");
  await expect(toast(page, "Item Added")).toBeVisible();
  await addToQuote(page, "Premium 12-Inch Powered Speaker");
  await expect(toast(page, "Item Updated")).toBeVisible();
  // The header's Request Quote button counts the items (it is a link to the quote page).
  await expect(page.getByRole("link", { name: "Request Quote 2 items" })).toBeVisible();

  await page.getByRole("button", { name: /^Your Quote/ }).click();
  const drawer = page.getByRole("dialog", { name: "Your Quote" });
  const line = quoteLine(drawer, "Premium 12-Inch Powered Speaker");
  const quantity = drawer.getByRole("group", { name: "Quantity of Premium 12-Inch Powered Speaker" });
  await expect(quantity).toHaveText("2");
  // Prices stay hidden until a quote is generated.
  await expect(line).toContainText("Request Quote");
  await expect(drawer.getByRole("term").filter({ hasText: "Estimated total" })).toHaveCount(0);
  await drawer.getByRole("button", { name: "Increase quantity of Premium 12-Inch Powered Speaker" }).click();
  await expect(quantity).toHaveText("3");
  await expect(toast(page, "Quantity Updated")).toBeVisible();
  await expect(quoteTotal(drawer, "Items")).toHaveText("3");

  await page.reload();
  await waitForIslands(page);
  // A returning visitor sees the stored count in the header before opening anything.
  await expect(page.getByRole("link", { name: "Request Quote 3 items" })).toBeVisible();
  await page.getByRole("button", { name: "Your Quote 3 items" }).click();
  await expect(
    page.getByRole("dialog", { name: "Your Quote" }).getByRole("group", {
      name: "Quantity of Premium 12-Inch Powered Speaker",
    }),
  ).toHaveText("3");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("quoteItems") ?? "[]").length)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem("showPrices"))).toBe("false");

  await page.getByRole("button", { name: "Remove Premium 12-Inch Powered Speaker" }).click();
  await expect(toast(page, "Item Removed")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Your Quote" }).getByText("Your quote is empty")).toBeVisible();
  // Focus stays in the sheet when the line it was on goes away.
  expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  // An empty quote shows no count in the header.
  await expect(page.getByRole("link", { name: "Request Quote", exact: true })).toBeVisible();
});

test("decreasing a quantity below 1 removes the line", async ({ page }) => {
  await page.goto("/catalogue/personnel");
  await waitForIslands(page);
  await addToQuote(page, "On-Site Sound Engineer");
  await page.getByRole("button", { name: /^Your Quote/ }).click();
  await page.getByRole("button", { name: "Decrease quantity of On-Site Sound Engineer" }).click();
  await expect(toast(page, "Item Removed")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Your Quote" }).getByText("Your quote is empty")).toBeVisible();
});

test("unreadable stored items are ignored with a console error", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/catalogue");
  // Once the islands are up, so nothing on the page can write over the bad value.
  await waitForIslands(page);
  await page.evaluate(() => localStorage.setItem("quoteItems", "{not json"));
  await page.reload();
  await waitForIslands(page);
  await page.getByRole("button", { name: /^Your Quote/ }).click();
  await expect(page.getByRole("dialog", { name: "Your Quote" }).getByText("Your quote is empty")).toBeVisible();
  expect(errors.some((text) => text.includes("Stored quote items could not be read"))).toBe(true);
});

test("the quote drawer is a modal sheet: focus stays inside, Escape returns it to the button, Clear quote empties it", async ({
  page,
}) => {
  await page.goto("/catalogue/add-ons");
  await waitForIslands(page);
  await addToQuote(page, "Wireless Mic Upgrade");
  await expect(toast(page, "Item Added")).toBeVisible();
  // The floating button names its count in words; the header's Request Quote button counts too.
  const open = page.getByRole("button", { name: "Your Quote 1 item" });
  await expect(open).toBeVisible();
  await expect(page.getByRole("link", { name: "Request Quote 1 item" })).toBeVisible();

  await open.click();
  const drawer = page.getByRole("dialog", { name: "Your Quote" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("list", { name: "Quote items" }).getByRole("listitem")).toHaveCount(1);
  await expect(drawer.getByRole("link", { name: "Request Quote" })).toHaveAttribute("href", "/quote-request");
  // Wait for the sheet's slide-in to end, so axe measures the colours it settles on.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
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
  const cleared = toast(page, "Quote Cleared");
  await expect(cleared).toBeVisible();
  // The pointer reaches the toast above the modal sheet; hovering holds it open
  // (it would close after 3 s) while the checks below run.
  await cleared.hover();
  // The toast shows above the open sheet and its backdrop, not under them, and
  // screen readers still hear it while the rest of the page is hidden from them.
  // (Polled: the toast slides in, and the stack moves as it settles.)
  await expect
    .poll(() =>
      cleared.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return node.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    )
    .toBe(true);
  expect(await cleared.evaluate((node) => node.closest("[aria-hidden=true], [inert]") === null)).toBe(true);
  await expect(drawer.getByText("Your quote is empty")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Clear quote" })).toBeHidden();
  expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(page);
  // The toast can be closed with the sheet open, and closing it leaves the sheet open.
  await cleared.getByRole("button", { name: "Close toast" }).click();
  await expect(cleared).toHaveCount(0);
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("button", { name: "Your Quote 0 items" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Request Quote", exact: true })).toBeVisible();
});

test.describe("the quote without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Your Quote is a link to the quote page, and Add to Quote is a form post to it", async ({ page }) => {
    await page.goto("/catalogue/add-ons");
    // Add to Quote works without JavaScript (decision 066): a form the server's basket takes.
    const add = page.getByRole("button", { name: "Add to Quote: Wireless Mic Upgrade", exact: true });
    await expect(add).toBeEnabled();
    await expect(add.locator("xpath=ancestor::form[1]")).toHaveAttribute("action", "/quote-request");
    await expect(add.locator("xpath=ancestor::form[1]")).toHaveAttribute("method", "post");
    await expect(page.getByText("needs JavaScript")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Request Quote", exact: true })).toHaveAttribute(
      "href",
      "/quote-request",
    );
    await page.getByRole("link", { name: "Your Quote 0 items" }).click();
    await expect(page).toHaveURL(/\/quote-request$/);
  });
});
